import type { Capabilities } from '../../contract/schemas/capabilities'
import type { Customer } from '../../contract/schemas/customers'
import type { FinanceOperation } from '../../contract/schemas/finance'
import { allPages, startTestServer, type TestServer } from './helpers'

// The extension filters of the query bar: balance on customers, amount on operations, and the
// capabilities read that names them.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ customers: 60 })
})
afterAll(() => server.close())

const customersPath = '/v1/admin/users/customers/'
const operationsPath = '/v1/admin/finances/operations/'
const cents = (money: string) => Math.round(Number(money) * 100)
const problems = async (response: Response) =>
  ((await response.json()) as { detail: { loc: string[] }[] }).detail.map((issue) => issue.loc.join('.'))

test('the capabilities name each list’s extension filters', async () => {
  const capabilities = await server.json<Capabilities>('/v1/admin/capabilities/')
  // The folded search (ё as е, phones in any spelling, words in any order) is this server's too; the
  // journal's text search is part of the journal's extension.
  expect(capabilities.list_filters).toEqual({
    [customersPath]: ['search', 'balance_min', 'balance_max'],
    [operationsPath]: ['amount_min', 'amount_max'],
    '/v1/admin/benchmarks/': ['search'],
    '/v1/admin/client-requests-accounts/': ['search'],
    '/v1/admin/client-requests/': ['search'],
    '/v1/admin/referral/code/': ['search'],
    '/v1/admin/referral/all-users-referrals/': ['search'],
    '/v1/admin/audit-log/': ['q'],
  })
})

test('balance_min and balance_max keep the customers within the bounds, both inclusive', async () => {
  const every = await allPages<Customer>(server, `${customersPath}?page_size=500`)
  const balances = every.map((customer) => cents(customer.balance)).sort((a, b) => a - b)
  const low = balances[Math.floor(balances.length / 4)] ?? 0
  const high = balances[Math.floor((balances.length * 3) / 4)] ?? 0
  const bound = (value: number) => (value / 100).toFixed(2)
  const kept = await allPages<Customer>(server, `${customersPath}?page_size=500&balance_min=${bound(low)}&balance_max=${bound(high)}`)
  const expected = every.filter((customer) => cents(customer.balance) >= low && cents(customer.balance) <= high)
  expect(kept.map((customer) => customer.customer_uuid).sort()).toEqual(expected.map((customer) => customer.customer_uuid).sort())
  expect(kept.length).toBeGreaterThan(0)
  expect(kept.length).toBeLessThan(every.length)
  const above = await allPages<Customer>(server, `${customersPath}?page_size=500&balance_min=${bound(high)}&status=active`)
  expect(above.every((customer) => cents(customer.balance) >= high && customer.status === 'active')).toBe(true)
})

test('amount_min and amount_max keep the operations within the bounds (charges are negative)', async () => {
  const page = await server.json<{ count: number; results: FinanceOperation[] }>(`${operationsPath}?amount_min=1000&page_size=500`)
  expect(page.count).toBeGreaterThan(0)
  expect(page.results.every((operation) => cents(operation.amount) >= 100_000)).toBe(true)
  const charges = await server.json<{ count: number; results: FinanceOperation[] }>(`${operationsPath}?amount_max=-0.01&page_size=500`)
  expect(charges.count).toBeGreaterThan(0)
  expect(charges.results.every((operation) => cents(operation.amount) < 0)).toBe(true)
  const all = await server.json<{ count: number }>(operationsPath)
  const within = await server.json<{ count: number }>(`${operationsPath}?amount_min=-50.5&amount_max=50.5`)
  const outside = await server.json<{ count: number }>(`${operationsPath}?amount_max=-50.51`)
  const over = await server.json<{ count: number }>(`${operationsPath}?amount_min=50.51`)
  expect(within.count + outside.count + over.count).toBe(all.count)
})

test.each([
  [customersPath, 'balance_min=abc', ['query.balance_min']],
  [customersPath, 'balance_min=10.005', ['query.balance_min']],
  [customersPath, 'balance_min=100&balance_max=10', ['query.balance_max']],
  [operationsPath, 'amount_max=1,5', ['query.amount_max']],
  [operationsPath, 'amount_min=5&amount_max=-5', ['query.amount_max']],
])('%s?%s answers 422 naming the parameter', async (path, query, locs) => {
  const response = await server.call(`${path}?${query}`)
  expect(response.status).toBe(422)
  expect(await problems(response)).toEqual(locs)
})
