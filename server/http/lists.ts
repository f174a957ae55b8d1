import type { Context } from 'hono'
import type { SqlFilters, SqlValue } from '../db/filters'
import type { Db } from '../db/open'
import { statement } from '../db/statements'

/** Which page of a list to answer: `page` and `page_size` as the query read them. */
export interface Page {
  page: number
  page_size: number
}

/** Where a list's page comes from: how many items the filters keep, and a slice of them. */
export interface ListSource<Item> {
  count(): number
  slice(limit: number, offset: number): Item[]
}

/**
 * `{count, next, previous, results}` of one page, with absolute `next` / `previous` URLs (page 1
 * drops `page`); a page past the end answers no results without asking for them.
 */
export function listPage<Item>(c: Context, page: Page, source: ListSource<Item>): Response {
  const count = source.count()
  const offset = (page.page - 1) * page.page_size
  const link = (target: number) => {
    const url = new URL(c.req.url)
    if (target <= 1) url.searchParams.delete('page')
    else url.searchParams.set('page', String(target))
    return url.toString()
  }
  const lastPage = Math.max(1, Math.ceil(count / page.page_size))
  return c.json({
    count,
    next: page.page < lastPage ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(Math.min(page.page - 1, lastPage)) : null,
    results: offset >= count ? [] : source.slice(page.page_size, offset),
  })
}

/** A list held in memory (already filtered and in order); `json` turns the page's items into answers. */
export function arrayList<Row, Item>(rows: readonly Row[], json: (row: Row) => Item): ListSource<Item> {
  return { count: () => rows.length, slice: (limit, offset) => rows.slice(offset, offset + limit).map(json) }
}

export interface SqlList<Row, Item> {
  /** The table and its joins: `client_requests r JOIN client_accounts a ON a.id = r.account_id`. */
  from: string
  filters: SqlFilters
  /** ORDER BY text, ending with a unique column (see orderBy). */
  order: string
  /** The page's columns; default `*`. */
  columns?: string
  /**
   * The final query around the page's (`SELECT columns … LIMIT ? OFFSET ?`), when what is joined
   * to a row or computed for it is cheaper for the page's rows alone.
   */
  around?: (pageSql: string) => string
  /** A cheaper count that keeps the same rows, when there is one. */
  count?: { sql: string; params: readonly SqlValue[]; key?: string }
  json: (row: Row) => Item
}

/** The counts of recent filter sets, by database, valid while the database is unchanged. */
const countCaches = new WeakMap<Db, { version: string; counts: Map<string, number> }>()
const countsKept = 500

/**
 * The count of a query, remembered until anything writes to the database: paging and sorting
 * through one filter set counts its rows once. `total_changes()` moves with this connection's
 * writes, `data_version` with other connections' commits. Remembered by its SQL and values, or by
 * `key` when the values are long (a search's matches listed) and `key` tells the same.
 */
export function rememberedCount(db: Db, sql: string, params: readonly SqlValue[], key = `${sql}\u0000${JSON.stringify(params)}`): number {
  const { changes, version } = statement(
    db,
    'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version',
  ).get() as {
    changes: number
    version: number
  }
  const current = `${changes}:${version}`
  let cache = countCaches.get(db)
  if (cache?.version !== current) {
    cache = { version: current, counts: new Map() }
    countCaches.set(db, cache)
  }
  const known = cache.counts.get(key)
  if (known !== undefined) return known
  const { count } = statement(db, sql).get(...params) as { count: number }
  if (cache.counts.size >= countsKept) cache.counts.delete(cache.counts.keys().next().value ?? '')
  cache.counts.set(key, count)
  return count
}

/** A list read by SQL: the filtered rows counted (remembered, see rememberedCount) and a page of them in order. */
export function sqlList<Row, Item>(db: Db, list: SqlList<Row, Item>): ListSource<Item> {
  const where = list.filters.sql
  return {
    count: () =>
      rememberedCount(
        db,
        list.count?.sql ?? `SELECT COUNT(*) AS count FROM ${list.from} ${where}`,
        list.count?.params ?? list.filters.params,
        list.count?.key,
      ),
    slice: (limit, offset) => {
      const pageSql = `SELECT ${list.columns ?? '*'} FROM ${list.from} ${where} ORDER BY ${list.order} LIMIT ? OFFSET ?`
      const rows = statement(db, list.around?.(pageSql) ?? pageSql).all(...list.filters.params, limit, offset) as Row[]
      return rows.map(list.json)
    },
  }
}
