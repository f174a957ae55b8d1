import { pageSizeMax } from '../../../contract/schemas/common'

/** What the walk needs of a list page (the API's `{count, next, results}`). */
export interface WalkedPage {
  /** Rows matching, as the page says: pages may be asked for ahead up to the last. */
  count?: number
  next: string | null
  results: readonly unknown[]
}

/** Asks the list for one page (from 1) of `pageSize` rows. */
export type PageFetch<Page> = (page: number, pageSize: number, signal: AbortSignal) => Promise<Page>

export interface PageWalkOptions {
  /** @default the contract's largest page, 500 */
  pageSize?: number
  /** Pages asked for ahead of the one being read, once the first page told the count. @default 0 */
  ahead?: number
  /** Aborting stops the walk: nothing more is asked for, and it rejects with the reason. */
  signal?: AbortSignal
}

/**
 * The one way a list is read whole: its pages in order, from 1 until the page whose `next` is null
 * (or an empty page, when rows vanished meanwhile). A caller that has what it wants `break`s, and the
 * pages asked for ahead are aborted; one page failing ends the walk and aborts the others.
 */
export async function* readAllPages<Page extends WalkedPage>(
  fetchPage: PageFetch<Page>,
  options: PageWalkOptions = {},
): AsyncGenerator<Page, void, undefined> {
  const { pageSize = pageSizeMax, ahead = 0 } = options
  const controller = new AbortController()
  const stop = () => controller.abort(options.signal?.reason)
  options.signal?.throwIfAborted()
  options.signal?.addEventListener('abort', stop, { once: true })
  const { signal } = controller
  const pending = new Map<number, Promise<Page>>()
  const request = (page: number): Promise<Page> => {
    const answer = fetchPage(page, pageSize, signal)
    // Handled where it is awaited; a page asked for ahead and never awaited must not be reported unhandled.
    answer.catch(() => undefined)
    pending.set(page, answer)
    return answer
  }
  try {
    let lastPage = 1
    for (let page = 1; ; page += 1) {
      const answer = pending.get(page) ?? request(page)
      pending.delete(page)
      for (let next = page + 1; next <= Math.min(page + ahead, lastPage); next += 1) if (!pending.has(next)) request(next)
      const current = await answer
      signal.throwIfAborted()
      if (page === 1) lastPage = Math.max(1, Math.ceil((current.count ?? 0) / pageSize))
      yield current
      if (current.next === null || current.results.length === 0) return
    }
  } finally {
    options.signal?.removeEventListener('abort', stop)
    // Pages asked for ahead of a failure, a stop or a `break` are not needed any more.
    if (pending.size > 0) controller.abort()
  }
}
