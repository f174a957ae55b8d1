import type { Context } from 'hono'

/** `{count, next, previous, results}` with absolute `next` / `previous` URLs (page 1 drops `page`). */
export function pageEnvelope<T>(c: Context, page: { page: number; pageSize: number }, count: number, results: T[]) {
  const link = (target: number) => {
    const url = new URL(c.req.url)
    if (target <= 1) url.searchParams.delete('page')
    else url.searchParams.set('page', String(target))
    return url.toString()
  }
  const lastPage = Math.max(1, Math.ceil(count / page.pageSize))
  return {
    count,
    next: page.page < lastPage ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(Math.min(page.page - 1, lastPage)) : null,
    results,
  }
}

/** LIMIT / OFFSET of a page. */
export function limitOffset(page: { page: number; pageSize: number }): [number, number] {
  return [page.pageSize, (page.page - 1) * page.pageSize]
}
