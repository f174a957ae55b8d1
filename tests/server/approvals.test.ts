import Database from 'better-sqlite3'
import type { Approval, ApprovalPage } from '../../contract/schemas/approvals'
import type { AuditEntryPage } from '../../contract/schemas/audit-log'
import type { Customer, CustomerPage } from '../../contract/schemas/customers'
import type { FinanceOperationPage } from '../../contract/schemas/finance'
import { finance, jsonBody, signedInAs, startTestServer, support, type TestServer } from './helpers'

type Person = Awaited<ReturnType<typeof signedInAs>>

let server: TestServer
let customer: Customer
let asSupport: Person
let asFinance: Person

beforeAll(async () => {
  server = await startTestServer({ customers: 30, approvalThreshold: 50_000 })
  const [first] = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=1&ordering=email')).results
  if (!first) throw new Error('the seed has customers')
  customer = first
  asSupport = await signedInAs(server, support)
  asFinance = await signedInAs(server, finance)
})
afterAll(() => server.close())

const balance = async () => (await server.json<Customer>(`/v1/admin/users/customers/${customer.customer_uuid}/`)).balance
const adminTopUps = async () =>
  (await server.json<FinanceOperationPage>(`/v1/admin/finances/operations/?customer_uuid=${customer.customer_uuid}&type=admin_top_up`))
    .count
const topUp = (person: Person, amount: string, key: string = crypto.randomUUID()) =>
  person.call(
    `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`,
    jsonBody('PATCH', { amount, comment: 'Крупный платёж' }, { 'Idempotency-Key': key }),
  )
const decide = (person: Person, approval: Approval, decision: 'approve' | 'reject', body?: unknown) =>
  person.call(
    `/v1/admin/approvals/${approval.approval_uuid}/${decision}/`,
    body === undefined ? { method: 'POST' } : jsonBody('POST', body),
  )

async function requested(amount = '60000.00'): Promise<Approval> {
  const response = await topUp(asSupport, amount)
  expect(response.status).toBe(202)
  return (await response.json()) as Approval
}

test('a top-up below the threshold credits at once; from the threshold on it answers 202 and moves no money', async () => {
  expect((await topUp(asSupport, '49999.99')).status).toBe(200)
  const before = await balance()
  const operations = await adminTopUps()
  const approval = await requested('50000.00')
  expect(approval).toMatchObject({
    kind: 'top_up',
    customer_uuid: customer.customer_uuid,
    amount: '50000.00',
    comment: 'Крупный платёж',
    requested_by_email: support.email,
    status: 'pending',
    decided_by_email: null,
    decided_at: null,
    reason: null,
  })
  expect(Date.parse(approval.expires_at) - Date.parse(approval.requested_at)).toBe(86_400_000)
  expect(await balance()).toBe(before)
  expect(await adminTopUps()).toBe(operations)
})

test('the same Idempotency-Key answers the same approval again, as it is now', async () => {
  const key = crypto.randomUUID()
  const first = (await (await topUp(asSupport, '70000.00', key)).json()) as Approval
  const again = await topUp(asSupport, '70000.00', key)
  expect(again.status).toBe(202)
  expect(((await again.json()) as Approval).approval_uuid).toBe(first.approval_uuid)
  expect((await decide(asFinance, first, 'reject', { reason: 'Дубль' })).status).toBe(200)
  expect(((await (await topUp(asSupport, '70000.00', key)).json()) as Approval).status).toBe('rejected')
  const pending = await server.json<ApprovalPage>('/v1/admin/approvals/?status=pending&status=rejected&page_size=500')
  expect(pending.results.filter((row) => row.approval_uuid === first.approval_uuid)).toHaveLength(1)
})

test('approval by another person moves the money once, as one admin_top_up, and a second decision answers 409', async () => {
  const approval = await requested('60000.00')
  const before = Number(await balance())
  const operations = await adminTopUps()
  const approved = await decide(asFinance, approval, 'approve')
  expect(approved.status).toBe(200)
  expect(await approved.json()).toMatchObject({ status: 'approved', decided_by_email: finance.email })
  expect(Number(await balance())).toBeCloseTo(before + 60_000, 2)
  expect(await adminTopUps()).toBe(operations + 1)
  const again = await decide(asFinance, approval, 'approve')
  expect(again.status).toBe(409)
  expect(await again.json()).toMatchObject({ code: 'not_pending', approval: { status: 'approved' } })
  expect((await decide(asFinance, approval, 'reject', { reason: 'Поздно' })).status).toBe(409)
  expect(Number(await balance())).toBeCloseTo(before + 60_000, 2)
})

test('two people approving at the same moment move the money exactly once', async () => {
  const approval = await requested('80000.00')
  const before = Number(await balance())
  const operations = await adminTopUps()
  const answers = await Promise.all([
    decide(asFinance, approval, 'approve'),
    server.call(`/v1/admin/approvals/${approval.approval_uuid}/approve/`, { method: 'POST' }),
  ])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  expect(Number(await balance())).toBeCloseTo(before + 80_000, 2)
  expect(await adminTopUps()).toBe(operations + 1)
})

test('one’s own request answers 403 own_request; without top_ups.approve 403 permission_denied', async () => {
  const own = (await (await topUp(asFinance, '55000.00')).json()) as Approval
  const refused = await decide(asFinance, own, 'approve')
  expect(refused.status).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 'own_request' })
  const bySupport = await decide(asSupport, own, 'approve')
  expect(bySupport.status).toBe(403)
  expect(await bySupport.json()).toMatchObject({ code: 'permission_denied' })
  expect((await decide(asFinance, own, 'reject', { reason: 'Отзываю свой запрос' })).status).toBe(200)
})

test('reject needs a reason of 1..500 characters and moves no money', async () => {
  const approval = await requested()
  const before = await balance()
  for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }])
    expect((await decide(asFinance, approval, 'reject', body)).status).toBe(422)
  const rejected = await decide(asFinance, approval, 'reject', { reason: 'Нет оплаты' })
  expect(rejected.status).toBe(200)
  expect(await rejected.json()).toMatchObject({ status: 'rejected', reason: 'Нет оплаты', decided_by_email: finance.email })
  expect(await balance()).toBe(before)
})

test('after expires_at an approval is expired, listed so, and a decision answers 409', async () => {
  const approval = await requested()
  const db = new Database(server.databaseFile)
  db.prepare('UPDATE approvals SET expires_at = expires_at - 86400 WHERE uuid = ?').run(approval.approval_uuid)
  db.close()
  const answer = await decide(asFinance, approval, 'approve')
  expect(answer.status).toBe(409)
  expect(await answer.json()).toMatchObject({ approval: { status: 'expired' } })
  const expired = await server.json<ApprovalPage>('/v1/admin/approvals/?status=expired')
  expect(expired.results.map((row) => row.approval_uuid)).toContain(approval.approval_uuid)
})

test('the list is paginated, newest first, filtered by status and customer', async () => {
  const page = await server.json<ApprovalPage>(`/v1/admin/approvals/?page_size=2&customer_uuid=${customer.customer_uuid}`)
  expect(page.count).toBeGreaterThan(2)
  expect(page.results).toHaveLength(2)
  expect(page.next).not.toBeNull()
  const [newer, older] = page.results
  expect(Date.parse(newer?.requested_at ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.requested_at ?? ''))
  const pending = await server.json<ApprovalPage>('/v1/admin/approvals/?status=pending&page_size=500')
  expect(pending.results.every((row) => row.status === 'pending')).toBe(true)
  expect((await server.call('/v1/admin/approvals/?status=waiting')).status).toBe(422)
})

test('the journal records the request, the approval and the rejection with both people', async () => {
  const journal = await server.json<AuditEntryPage>(`/v1/admin/audit-log/?target_uuid=${customer.customer_uuid}&page_size=500`)
  const actions = (action: string) => journal.results.filter((entry) => entry.action === action)
  expect(actions('top_up_requested').some((entry) => entry.actor_email === support.email)).toBe(true)
  const approved = actions('top_up_approved')
  expect(approved.some((entry) => entry.actor_email === finance.email && entry.changes.requested_by?.[1] === support.email)).toBe(true)
  const rejected = actions('top_up_rejected').find((entry) => entry.comment === 'Нет оплаты')
  expect(rejected).toMatchObject({ actor_email: finance.email, changes: { requested_by: [null, support.email] } })
})
