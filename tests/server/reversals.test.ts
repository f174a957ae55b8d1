import type { Approval } from '../../contract/schemas/approvals'
import type { AuditEntryPage } from '../../contract/schemas/audit-log'
import type { Customer, CustomerPage } from '../../contract/schemas/customers'
import type { FinanceOperation, FinanceOperationPage } from '../../contract/schemas/finance'
import type { ReversalMade, ReversalRefusedBody } from '../../contract/schemas/reversal-calls'
import { finance, jsonBody, signedInAs, startTestServer, support, type TestServer } from './helpers'

type Person = Awaited<ReturnType<typeof signedInAs>>

let server: TestServer
let customers: Customer[]
let asFinance: Person
let asSupport: Person

beforeAll(async () => {
  server = await startTestServer({ customers: 30, approvalThreshold: 50_000 })
  customers = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=30&ordering=email')).results
  asFinance = await signedInAs(server, finance)
  asSupport = await signedInAs(server, support)
})
afterAll(() => server.close())

const cents = (money: string) => Math.round(Number(money) * 100)
const customerAt = (index: number) => {
  const customer = customers[index]
  if (!customer) throw new Error('the seed has 30 customers')
  return customer
}
const balance = async (customer: Customer) =>
  cents((await server.json<Customer>(`/v1/admin/users/customers/${customer.customer_uuid}/`)).balance)
const operationsOf = async (customer: Customer, type: string) =>
  (
    await server.json<FinanceOperationPage>(
      `/v1/admin/finances/operations/?customer_uuid=${customer.customer_uuid}&type=${type}&page_size=500`,
    )
  ).results
const operation = async (customer: Customer, uuid: string) => {
  const found = (await operationsOf(customer, 'admin_top_up&type=reversal')).find((row) => row.operation_uuid === uuid)
  if (!found) throw new Error(`no operation ${uuid}`)
  return found
}
const reverse = (person: Pick<Person, 'call'>, uuid: string, amount: string, key: string = crypto.randomUUID()) =>
  person.call(
    `/v1/admin/finances/operations/${uuid}/reverse/`,
    jsonBody('POST', { amount, reason: 'Зачислено не тому пользователю' }, { 'Idempotency-Key': key }),
  )

/** An admin top-up of `amount` (below the threshold) to the customer: the new operation. */
async function toppedUp(customer: Customer, amount: string): Promise<FinanceOperation> {
  const response = await server.call(
    `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`,
    jsonBody('PATCH', { amount, comment: 'Ошибочное пополнение' }, { 'Idempotency-Key': crypto.randomUUID() }),
  )
  expect(response.status).toBe(200)
  const [latest] = await operationsOf(customer, 'admin_top_up')
  if (!latest) throw new Error('the top-up made an operation')
  return latest
}

test('twenty concurrent reversals with different keys reverse at most the top-up, as operations of their own', async () => {
  const customer = customerAt(0)
  const topUp = await toppedUp(customer, '10000.00')
  const before = await balance(customer)
  const answers = await Promise.all(Array.from({ length: 20 }, () => reverse(server, topUp.operation_uuid, '1000.00')))
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.filter((status) => status === 201)).toHaveLength(10)
  expect(statuses.filter((status) => status === 409)).toHaveLength(10)
  const refusal = (await answers[statuses.indexOf(409)]?.json()) as ReversalRefusedBody
  expect(refusal).toMatchObject({
    code: 'already_reversed',
    operation: { operation_uuid: topUp.operation_uuid, reversible_amount: '0.00' },
  })
  expect(await balance(customer)).toBe(before - 1_000_000)
  const original = await operation(customer, topUp.operation_uuid)
  // The top-up itself is unchanged; it lists its ten reversals, each a `reversal` naming it.
  expect(original).toMatchObject({
    amount: '10000.00',
    balance_after: topUp.balance_after,
    description: topUp.description,
    reversible_amount: '0.00',
  })
  expect(original.reversals).toHaveLength(10)
  const reversals = (await operationsOf(customer, 'reversal')).filter((row) => row.reverses?.operation_uuid === topUp.operation_uuid)
  expect(reversals).toHaveLength(10)
  expect(reversals.every((row) => row.amount === '-1000.00' && row.description === 'Зачислено не тому пользователю')).toBe(true)
})

test('twenty concurrent reversals never take the balance below zero, and the refusal names the balance', async () => {
  // A customer who spent part of a top-up: the balance binds before the top-up's amount does.
  const candidates = await Promise.all(customers.map(async (customer) => ({ customer, topUps: await operationsOf(customer, 'top_up') })))
  const found = candidates
    .flatMap(({ customer, topUps }) => topUps.map((topUp) => ({ customer, topUp })))
    .find(({ customer, topUp }) => cents(customer.balance) > 0 && cents(customer.balance) < cents(topUp.amount))
  if (!found) throw new Error('the seed has a customer who spent part of a top-up')
  const { customer, topUp } = found
  const available = await balance(customer)
  const step = Math.floor(cents(topUp.amount) / 10)
  const answers = await Promise.all(Array.from({ length: 20 }, () => reverse(server, topUp.operation_uuid, (step / 100).toFixed(2))))
  const made = answers.filter((answer) => answer.status === 201).length
  expect(made).toBe(Math.floor(available / step))
  expect(await balance(customer)).toBe(available - made * step)
  const refused = answers.find((answer) => answer.status === 409)
  const body = (await refused?.json()) as ReversalRefusedBody
  expect(body.code).toBe('insufficient_balance')
  expect(body.balance).toBe(((available - made * step) / 100).toFixed(2))
  expect(body.detail).toMatch(/^Баланс пользователя /)
})

test('one key reverses once, however often it is sent', async () => {
  const customer = customerAt(2)
  const topUp = await toppedUp(customer, '5000.00')
  const before = await balance(customer)
  const key = crypto.randomUUID()
  const answers = await Promise.all(Array.from({ length: 20 }, () => reverse(server, topUp.operation_uuid, '700.00', key)))
  expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
  const again = await reverse(server, topUp.operation_uuid, '700.00', key)
  expect(again.status).toBe(201)
  expect(((await again.json()) as ReversalMade).original.reversible_amount).toBe('4300.00')
  expect(await balance(customer)).toBe(before - 70_000)
  expect((await operation(customer, topUp.operation_uuid)).reversals).toHaveLength(1)
})

test('from the threshold a reversal moves no money until another person approves it, once', async () => {
  const customer = customerAt(3)
  const asked = await server.call(
    `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`,
    jsonBody('PATCH', { amount: '60000.00', comment: '' }, { 'Idempotency-Key': crypto.randomUUID() }),
  )
  expect(
    (await asFinance.call(`/v1/admin/approvals/${((await asked.json()) as Approval).approval_uuid}/approve/`, { method: 'POST' })).status,
  ).toBe(200)
  const [topUp] = await operationsOf(customer, 'admin_top_up')
  if (!topUp) throw new Error('the approval made a top-up')
  const before = await balance(customer)
  const response = await reverse(server, topUp.operation_uuid, '60000.00')
  expect(response.status).toBe(202)
  const approval = (await response.json()) as Approval
  expect(approval).toMatchObject({
    kind: 'reversal',
    amount: '60000.00',
    status: 'pending',
    operation: { operation_uuid: topUp.operation_uuid },
  })
  expect(await balance(customer)).toBe(before)
  expect((await operation(customer, topUp.operation_uuid)).reversible_amount).toBe('0.00')
  const own = await server.call(`/v1/admin/approvals/${approval.approval_uuid}/approve/`, { method: 'POST' })
  expect(own.status).toBe(403)
  expect(await balance(customer)).toBe(before)
  const decisions = await Promise.all(
    [1, 2].map(() => asFinance.call(`/v1/admin/approvals/${approval.approval_uuid}/approve/`, { method: 'POST' })),
  )
  expect(decisions.map((decision) => decision.status).sort()).toEqual([200, 409])
  expect(await balance(customer)).toBe(before - 6_000_000)
  expect((await operationsOf(customer, 'reversal')).filter((row) => row.reverses?.operation_uuid === topUp.operation_uuid)).toHaveLength(1)
  const journal = await server.json<AuditEntryPage>(`/v1/admin/audit-log/?target_uuid=${customer.customer_uuid}&page_size=50`)
  const actions = journal.results.map((entry) => entry.action)
  expect(actions).toEqual(expect.arrayContaining(['reversal_requested', 'reversal_approved', 'operation_reversed']))
  const reversed = journal.results.find((entry) => entry.action === 'operation_reversed')
  expect(reversed?.changes.balance).toEqual([(before / 100).toFixed(2), ((before - 6_000_000) / 100).toFixed(2)])
})

test('support may not reverse (403 permission_denied) and nothing moves', async () => {
  const customer = customerAt(4)
  const topUp = await toppedUp(customer, '100.00')
  const before = await balance(customer)
  const response = await reverse(asSupport, topUp.operation_uuid, '100.00')
  expect(response.status).toBe(403)
  expect(((await response.json()) as { code: string }).code).toBe('permission_denied')
  expect(await balance(customer)).toBe(before)
})

test('a charge and a reversal are not reversible; the 409 carries the operation as it is now', async () => {
  const customer = customerAt(5)
  const topUp = await toppedUp(customer, '300.00')
  const made = (await (await reverse(server, topUp.operation_uuid, '100.00')).json()) as ReversalMade
  const again = await reverse(server, made.reversal.operation_uuid, '50.00')
  expect(again.status).toBe(409)
  expect((await again.json()) as ReversalRefusedBody).toMatchObject({ code: 'not_reversible', operation: { type: 'reversal' } })
  const [charge] = (await server.json<FinanceOperationPage>('/v1/admin/finances/operations/?type=charge&page_size=1')).results
  if (!charge) throw new Error('the seed has charges')
  const refused = await reverse(server, charge.operation_uuid, '1.00')
  expect(refused.status).toBe(409)
  expect(((await refused.json()) as ReversalRefusedBody).operation.operation_uuid).toBe(charge.operation_uuid)
  const tooMuch = await reverse(server, topUp.operation_uuid, '200.01')
  expect(((await tooMuch.json()) as ReversalRefusedBody).code).toBe('already_reversed')
})

test('the eLama report counts a top-up less its reversals', async () => {
  const customer = customerAt(6)
  const topUp = await toppedUp(customer, '2500.00')
  const month = topUp.created_at.slice(0, 7)
  const topUps = async () => {
    const csv = await (await server.call(`/v1/admin/elama/monthly-report/?month=${month}`)).text()
    const row = csv.split('\r\n').find((line) => line.startsWith(customer.customer_uuid))
    return Number(row?.split(';')[6])
  }
  const before = await topUps()
  expect((await reverse(server, topUp.operation_uuid, '1000.00')).status).toBe(201)
  expect(await topUps()).toBeCloseTo(before - 1000, 2)
})
