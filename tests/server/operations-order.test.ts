import Database from 'better-sqlite3'
import { createBackend, defaultAdmin, type ConsoleBackend } from '../../server/backend'
import { migrate } from '../../server/db/schema'

/**
 * The operations list reads a page's ids from an index in the list's order, then joins their rows:
 * a page deep in the list (an export reads them all) sorts nothing but its own 500 rows.
 */

let backend: ConsoleBackend
let access: string
/** The page queries the server ran, with their parameters, in order. */
const pageQueries: { sql: string; params: unknown[] }[] = []

beforeAll(async () => {
  backend = await createBackend({ databaseFile: ':memory:', customers: 20 })
  const { db } = backend.backend
  const prepare = db.prepare.bind(db)
  db.prepare = ((sql: string) => {
    const prepared = prepare(sql)
    if (!sql.includes('finance_operations') || !sql.includes('LIMIT ? OFFSET ?')) return prepared
    const all = prepared.all.bind(prepared)
    prepared.all = (...params: unknown[]) => {
      pageQueries.push({ sql, params })
      return all(...params)
    }
    return prepared
  }) as typeof db.prepare
  const signIn = await backend.fetch(
    new Request('http://console.test/v1/admin/auth/signin/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(defaultAdmin),
    }),
  )
  access = ((await signIn.json()) as { access: string }).access
})
afterAll(() => backend.close())

interface PlanRow {
  id: number
  parent: number
  detail: string
}

/** The plan of the page query the server ran for `query`: the page's own part, and the rest. */
async function planOf(query: string): Promise<{ page: string[]; outer: string[] }> {
  pageQueries.length = 0
  const response = await backend.fetch(
    new Request(`http://console.test/v1/admin/finances/operations/?page_size=25&${query}`, {
      headers: { Authorization: `Bearer ${access}` },
    }),
  )
  expect(response.status).toBe(200)
  const [ran] = pageQueries
  if (!ran) throw new Error('no page query ran')
  const rows = backend.backend.db.prepare(`EXPLAIN QUERY PLAN ${ran.sql}`).all(...ran.params) as PlanRow[]
  const coroutine = rows.find((row) => row.detail.startsWith('CO-ROUTINE'))?.id
  return {
    page: rows.filter((row) => row.parent === coroutine).map((row) => row.detail),
    outer: rows.filter((row) => row.parent !== coroutine && row.id !== coroutine).map((row) => row.detail),
  }
}

test.each([
  ['ordering=-created_at', 'operations_by_time'],
  ['ordering=created_at', 'operations_by_time'],
  ['ordering=-amount', 'operations_by_amount'],
  ['ordering=amount&date_from=2025-01-01', 'operations_by_amount'],
  ['type=top_up&type=charge', 'operations_by_time'],
  ['type=top_up&type=charge&ordering=-amount', 'operations_by_amount'],
  ['type=refund', 'operations_by_type'],
])('%s: the page is read in order from %s, then only its rows are joined', async (query, index) => {
  const { page, outer } = await planOf(query)
  expect(page.join('; ')).toContain(`INDEX ${index}`)
  expect(page.join('; ')).not.toContain('TEMP B-TREE')
  expect(outer[0]).toBe('SCAN p')
  expect(outer.join('; ')).not.toMatch(/AUTOMATIC|SCAN f/)
})

test('a database made before is given the new ordering indexes by its migration', () => {
  const db = new Database(':memory:')
  // the schema before the migration that rebuilds them (the fourth), the indexes as they were: (column, type)
  migrate(db, 3)
  db.exec(`DROP INDEX operations_by_time; CREATE INDEX operations_by_time ON finance_operations (created_at, type);
    DROP INDEX operations_by_amount; CREATE INDEX operations_by_amount ON finance_operations (amount_cents, type);`)

  migrate(db)

  const definitions = db
    .prepare("SELECT sql FROM sqlite_master WHERE name IN ('operations_by_time', 'operations_by_amount') ORDER BY name")
    .all() as { sql: string }[]
  expect(definitions.map((row) => row.sql)).toEqual([
    'CREATE INDEX operations_by_amount ON finance_operations (amount_cents, id, type)',
    'CREATE INDEX operations_by_time ON finance_operations (created_at, id, type)',
  ])
  db.close()
})
