import type { CustomerPage } from '../../contract/schemas/customers'
import { matchingCustomers } from '../../server/routes/customer-search'
import { openDatabase, startTestServer, type TestServer } from './helpers'

/**
 * A search's count and pages, read from the index in whichever way the number of its matches
 * calls for (a few by rowid; more than a thousand listed once and kept along the ordering's index),
 * against every customer's own search text read row by row.
 */

let server: TestServer
beforeAll(async () => {
  // more than a thousand customers: «.ru» and «+7» match more than a thousand of them
  server = await startTestServer({ customers: 1_500 })
})
afterAll(() => server.close())

const orderings = {
  '-registered_at': 'registered_at DESC, id DESC',
  balance: 'balance_cents ASC, id ASC',
  email: 'email ASC, id ASC',
} as const

/** The uuids a search finds, in order, read from every row's text: what the list must answer. */
function expected(search: string, ordering: keyof typeof orderings, status?: string): string[] {
  const db = openDatabase(server.databaseFile)
  const { row } = matchingCustomers(search)
  const statusCondition = status ? ' AND status = ?' : ''
  const uuids = db
    .prepare(`SELECT uuid FROM customers WHERE ${row.sql}${statusCondition} ORDER BY ${orderings[ordering]}`)
    .pluck()
    .all(...row.params, ...(status ? [status] : [])) as string[]
  db.close()
  return uuids
}

async function listed(search: string, ordering: string, page: number, status?: string): Promise<CustomerPage> {
  const query = new URLSearchParams({ search, ordering, page: String(page), page_size: '25', ...(status ? { status } : {}) })
  return server.json<CustomerPage>(`/v1/admin/users/customers/?${query}`)
}

test.each([
  ['.ru', 'more than a thousand'],
  ['.ru +7', 'two words, more than a thousand'],
  ['ова', 'hundreds'],
  ['ова а', 'a word and a letter at a word’s start'],
])('«%s» (%s): the count and each page as every row’s text has them', async (search) => {
  for (const ordering of Object.keys(orderings) as (keyof typeof orderings)[]) {
    const all = expected(search, ordering)
    expect(all.length, search).toBeGreaterThan(25 * 3)
    for (const page of [1, 3]) {
      const answer = await listed(search, ordering, page)
      expect(answer.count, `${search} ${ordering}`).toBe(all.length)
      expect(
        answer.results.map((customer) => customer.customer_uuid),
        `${search} ${ordering} page ${page}`,
      ).toEqual(all.slice((page - 1) * 25, page * 25))
    }
    const blocked = expected(search, ordering, 'blocked')
    const narrowed = await listed(search, ordering, 1, 'blocked')
    expect(narrowed.count, `${search} ${ordering} blocked`).toBe(blocked.length)
    expect(narrowed.results.map((customer) => customer.customer_uuid)).toEqual(blocked.slice(0, 25))
  }
})

test('the count of more than a thousand matches is the number found', async () => {
  const all = expected('.ru', 'email')
  expect(all.length).toBeGreaterThan(1_000)
  const answer = await listed('.ru', 'email', Math.ceil(all.length / 25))
  expect(answer.count).toBe(all.length)
  expect(answer.next).toBeNull()
  expect(answer.results.map((customer) => customer.customer_uuid)).toEqual(all.slice(Math.floor((all.length - 1) / 25) * 25))
})
