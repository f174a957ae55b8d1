import Database from 'better-sqlite3'
import { Hono } from 'hono'
import { ApiError } from '../../server/core/errors'
import { SqlFilters } from '../../server/db/filters'
import { arrayList, listPage, sqlList, type ListSource, type Page } from '../../server/http/lists'
import { findByUuid } from '../../server/http/records'

/** listPage, sqlList (with its remembered counts), SqlFilters and findByUuid over a small table. */

let db: Database.Database
const uuids = Array.from({ length: 7 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`)

beforeEach(() => {
  db = new Database(':memory:')
  db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL)')
  const insert = db.prepare('INSERT INTO items (uuid, name, kind, at) VALUES (?, ?, ?, ?)')
  uuids.forEach((uuid, index) => insert.run(uuid, `item ${index}`, index % 2 === 0 ? 'even' : 'odd', 1_767_214_800 + index * 86_400))
})
afterEach(() => db.close())

/** The JSON listPage answers for `url`, through a real Hono context. */
async function answer<Item>(url: string, page: Page, source: ListSource<Item>): Promise<unknown> {
  const app = new Hono()
  app.get('*', (c) => listPage(c, page, source))
  return (await app.request(url)).json()
}

const names = (filters: SqlFilters) => sqlList(db, { from: 'items', filters, order: 'id', json: (row: { name: string }) => row.name })

test('listPage: count, absolute next / previous that keep the query, page 1 without `page`', async () => {
  const source = names(new SqlFilters())
  expect(await answer('http://x/items/?kind=a&page=2&page_size=3', { page: 2, page_size: 3 }, source)).toEqual({
    count: 7,
    next: 'http://x/items/?kind=a&page=3&page_size=3',
    previous: 'http://x/items/?kind=a&page_size=3',
    results: ['item 3', 'item 4', 'item 5'],
  })
  expect(await answer('http://x/items/?page=3&page_size=3', { page: 3, page_size: 3 }, source)).toMatchObject({
    next: null,
    results: ['item 6'],
  })
})

test('listPage: a page past the end is empty, points back to the last page and never asks for rows', async () => {
  const slice = vi.fn(() => ['never'])
  expect(await answer('http://x/items/?page=9&page_size=3', { page: 9, page_size: 3 }, { count: () => 7, slice })).toEqual({
    count: 7,
    next: null,
    previous: 'http://x/items/?page=3&page_size=3',
    results: [],
  })
  expect(slice).not.toHaveBeenCalled()
})

test('arrayList pages an array in memory and turns only the page into answers', async () => {
  const json = vi.fn((value: number) => `#${value}`)
  const source = arrayList([10, 20, 30, 40], json)
  expect(source.count()).toBe(4)
  expect(source.slice(2, 1)).toEqual(['#20', '#30'])
  expect(json).toHaveBeenCalledTimes(2)
})

test('SqlFilters: absent values and “every value chosen” add no condition; days are inclusive Moscow days', () => {
  const filters = new SqlFilters('id > 0')
    .when('name = ?', undefined)
    .oneOf('kind', ['even', 'odd'], ['even', 'odd'])
    .oneOf('kind', [], ['even', 'odd'])
  expect(filters.sql).toBe('WHERE id > 0')
  expect(filters.params).toEqual([])
  const narrowed = new SqlFilters().oneOf('kind', ['odd'], ['even', 'odd']).days('at', { from: '2026-01-02', to: '2026-01-03' })
  expect(narrowed.sql).toBe('WHERE kind IN (?) AND at >= ? AND at < ?')
  // 2026-01-02 00:00 Moscow is 2026-01-01 21:00 UTC
  expect(narrowed.params).toEqual(['odd', Date.UTC(2026, 0, 1, 21) / 1000, Date.UTC(2026, 0, 3, 21) / 1000])
  expect(names(narrowed).slice(10, 0)).toEqual(['item 1'])
  expect(new SqlFilters().sql).toBe('')
})

test('sqlList remembers a count until anything writes to the database', () => {
  // tick() runs for every row a count reads: it shows when the count is read again
  let ticks = 0
  db.function('tick', { deterministic: false }, () => (ticks += 1))
  const odd = () => names(new SqlFilters('tick() > 0').oneOf('kind', ['odd'], ['even', 'odd']))
  expect(odd().count()).toBe(3)
  const ticksOfOneCount = ticks
  expect(ticksOfOneCount).toBeGreaterThan(0)
  expect(odd().count()).toBe(3)
  expect(ticks).toBe(ticksOfOneCount)
  db.prepare("INSERT INTO items (uuid, name, kind, at) VALUES ('u', 'new', 'odd', 0)").run()
  expect(odd().count()).toBe(4)
  expect(ticks).toBeGreaterThan(ticksOfOneCount)
  db.prepare("DELETE FROM items WHERE name = 'new'").run()
  expect(odd().count()).toBe(3)
})

test('sqlList: `around` wraps the page query, `count` replaces the count query', () => {
  const list = sqlList(db, {
    from: 'items',
    filters: new SqlFilters().when('kind = ?', 'even'),
    order: 'id DESC',
    columns: 'id',
    around: (pageSql) => `SELECT i.name FROM (${pageSql}) p JOIN items i ON i.id = p.id ORDER BY i.id DESC`,
    count: { sql: 'SELECT 42 AS count', params: [] },
    json: (row: { name: string }) => row.name,
  })
  expect(list.count()).toBe(42)
  expect(list.slice(2, 1)).toEqual(['item 4', 'item 2'])
})

test('findByUuid finds by a UUID in any case; a missing row or a non-UUID answers 404 with the message', () => {
  const find = (raw: string) => findByUuid<{ name: string }>(db, 'SELECT name FROM items WHERE uuid = ?', raw, 'Нет такого.')
  expect(find(uuids[3]?.toUpperCase() ?? '').name).toBe('item 3')
  for (const raw of ['00000000-0000-4000-8000-000000000099', 'not-a-uuid', "' OR 1=1 --"]) {
    expect(() => find(raw)).toThrow(ApiError)
    try {
      find(raw)
    } catch (error) {
      expect(error).toMatchObject({ status: 404, body: { detail: 'Нет такого.' } })
    }
  }
})
