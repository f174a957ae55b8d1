import type { Customer, CustomerPage } from '../../contract/schemas/customers'
import type { FinanceOperation } from '../../contract/schemas/finance'
import { allPages, jsonBody, startTestServer, untilKeyClaimed, type TestServer } from './helpers'

let server: TestServer
let customer: Customer
const path = () => `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`

beforeAll(async () => {
  server = await startTestServer({ customers: 50, approvalThreshold: 0 })
  const page = await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=1&ordering=email')
  const first = page.results[0]
  if (!first) throw new Error('the seed has customers')
  customer = first
})
afterAll(() => server.close())

const cents = (money: string) => Math.round(Number(money) * 100)
const balance = async () => cents((await server.json<Customer>(`/v1/admin/users/customers/${customer.customer_uuid}/`)).balance)
const topUp = (key: string | undefined, body: unknown) =>
  server.call(path(), jsonBody('PATCH', body, key ? { 'Idempotency-Key': key } : {}))
const adminTopUps = () =>
  allPages<FinanceOperation>(
    server,
    `/v1/admin/finances/operations/?customer_uuid=${customer.customer_uuid}&type=admin_top_up&page_size=500`,
  )

test('20 concurrent top-ups with one key move the balance once and all answer the same', async () => {
  const before = await balance()
  const operationsBefore = (await adminTopUps()).length
  const key = crypto.randomUUID()
  const answers = await Promise.all(Array.from({ length: 20 }, () => topUp(key, { amount: '250.50', comment: 'Компенсация' })))
  const bodies = await Promise.all(answers.map((answer) => answer.text()))
  // A call that meets the first still running answers 409; every other gets the first answer.
  expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
  const succeeded = bodies.filter((_, index) => answers[index]?.status === 200)
  expect(new Set(succeeded).size).toBe(1)
  expect(await balance()).toBe(before + 25_050)
  expect((await adminTopUps()).length).toBe(operationsBefore + 1)
})

test('20 concurrent top-ups with 20 keys move the balance 20 times; operations sum to the change', async () => {
  const before = await balance()
  const operationsBefore = await adminTopUps()
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) => topUp(crypto.randomUUID(), { amount: `${index + 1}.25`, comment: '' })),
  )
  expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200))
  const expected = Array.from({ length: 20 }, (_, index) => (index + 1) * 100 + 25).reduce((sum, value) => sum + value, 0)
  expect(await balance()).toBe(before + expected)
  const added = (await adminTopUps()).filter(
    (operation) => !operationsBefore.some((old) => old.operation_uuid === operation.operation_uuid),
  )
  expect(added).toHaveLength(20)
  expect(added.reduce((sum, operation) => sum + cents(operation.amount), 0)).toBe(expected)
})

test('the balance always equals the sum of the customer’s operations', async () => {
  const operations = await allPages<FinanceOperation>(
    server,
    `/v1/admin/finances/operations/?customer_uuid=${customer.customer_uuid}&page_size=500&ordering=created_at`,
  )
  expect(operations.reduce((sum, operation) => sum + cents(operation.amount), 0)).toBe(await balance())
  const latest = await server.json<{ recent_operations: FinanceOperation[] }>(`/v1/admin/users/customers/${customer.customer_uuid}/`)
  expect(cents(latest.recent_operations[0]?.balance_after ?? '0')).toBe(await balance())
})

test('a repeated call answers the stored answer again, even after later top-ups', async () => {
  const key = crypto.randomUUID()
  const first = await (await topUp(key, { amount: '10.00', comment: 'первый' })).json()
  await topUp(crypto.randomUUID(), { amount: '5.00', comment: '' })
  const again = await topUp(key, { amount: '10.00', comment: 'первый' })
  expect(again.status).toBe(200)
  expect(await again.json()).toEqual(first)
})

test('the same key with another body answers 422 and moves nothing', async () => {
  const key = crypto.randomUUID()
  expect((await topUp(key, { amount: '10.00', comment: '' })).status).toBe(200)
  const before = await balance()
  const other = await topUp(key, { amount: '11.00', comment: '' })
  expect(other.status).toBe(422)
  expect(await other.json()).toEqual({
    detail: [{ loc: ['header', 'idempotency-key'], msg: expect.any(String), type: 'idempotency_key_reused' }],
  })
  expect(await balance()).toBe(before)
})

test('the same key for another customer is another body: 422', async () => {
  const key = crypto.randomUUID()
  expect((await topUp(key, { amount: '10.00', comment: '' })).status).toBe(200)
  const others = await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=2&ordering=email')
  const other = others.results[1]
  if (!other) throw new Error('two customers')
  const answer = await server.call(
    `/v1/admin/users/customers/${other.customer_uuid}/fill_up_balance/`,
    jsonBody('PATCH', { amount: '10.00', comment: '' }, { 'Idempotency-Key': key }),
  )
  expect(answer.status).toBe(422)
})

test('without the header: 422 at ["header", "idempotency-key"], together with the body’s problems', async () => {
  const before = await balance()
  const missing = await topUp(undefined, { amount: '10.00', comment: '' })
  expect(missing.status).toBe(422)
  expect(await missing.json()).toEqual({ detail: [{ loc: ['header', 'idempotency-key'], msg: 'Обязательный заголовок', type: 'missing' }] })
  const both = await topUp('not-a-uuid', { amount: '0.00' })
  const body = (await both.json()) as { detail: { loc: string[] }[] }
  expect(body.detail.map((issue) => issue.loc.join('.'))).toEqual(['header.idempotency-key', 'body.amount', 'body.comment'])
  expect(await balance()).toBe(before)
})

test('a call while the first with its key is still running answers 409; the first then completes once', async () => {
  const before = await balance()
  const key = crypto.randomUUID()
  await server.json('/__test__/faults', jsonBody('POST', { method: 'PATCH', path: path(), delay: 1000, times: 1 }))
  const first = topUp(key, { amount: '77.00', comment: '' })
  await untilKeyClaimed(server.databaseFile, key)
  const second = await topUp(key, { amount: '77.00', comment: '' })
  expect(second.status).toBe(409)
  expect((await first).status).toBe(200)
  const third = await topUp(key, { amount: '77.00', comment: '' })
  expect(third.status).toBe(200)
  expect(await balance()).toBe(before + 7_700)
})

test.each([
  ['zero', '0.00'],
  ['negative', '-5.00'],
  ['above 1 000 000', '1000000.01'],
  ['without kopecks', '100'],
  ['three decimals', '1.005'],
  ['a comma', '1,00'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['exponent', '1e3'],
])('amount %s is refused with 422 at body.amount', async (_, amount) => {
  const answer = await topUp(crypto.randomUUID(), { amount, comment: '' })
  expect(answer.status).toBe(422)
  const body = (await answer.json()) as { detail: { loc: string[] }[] }
  expect(body.detail.map((issue) => issue.loc)).toEqual([['body', 'amount']])
})

test('the largest amount is accepted', async () => {
  expect((await topUp(crypto.randomUUID(), { amount: '1000000.00', comment: 'x'.repeat(500) })).status).toBe(200)
})
