import type { Profile } from '../../contract/schemas/auth'
import { permissions, rolePermissions, type Permission } from '../../contract/schemas/roles'
import { admin, finance, firstOfEachKind, jsonBody, signedInAs, startTestServer, support, type TestServer } from './helpers'

let server: TestServer
let records: Awaited<ReturnType<typeof firstOfEachKind>>

beforeAll(async () => {
  server = await startTestServer({ customers: 30 })
  records = await firstOfEachKind(server)
})
afterAll(() => server.close())

/** One call that needs each permission (the smallest valid one where the call succeeds). */
function callNeeding(permission: Permission): [string, RequestInit] {
  const { customer, benchmark, model } = records
  switch (permission) {
    case 'customers.top_up':
      return [
        `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`,
        jsonBody('PATCH', { amount: '1.00', comment: '' }, { 'Idempotency-Key': crypto.randomUUID() }),
      ]
    case 'customers.issue_otp':
      return [`/v1/admin/users/customers/${customer.customer_uuid}/issue-otp/`, { method: 'POST' }]
    case 'top_ups.approve':
      return [`/v1/admin/approvals/${crypto.randomUUID()}/approve/`, { method: 'POST' }]
    case 'records.edit':
      return [`/v1/admin/benchmarks/${benchmark.benchmark_uuid}/edit/`, jsonBody('PATCH', {})]
    case 'heatmap_models.set_active':
      return ['/v1/admin/heatmap-models/set-active/', jsonBody('POST', { heatmap_model_uuid: model.heatmap_model_uuid })]
    case 'reports.download':
      return ['/v1/admin/elama/monthly-report/', {}]
    case 'audit_log.read':
      return ['/v1/admin/audit-log/', {}]
    case 'operations.reverse':
      return [
        `/v1/admin/finances/operations/${crypto.randomUUID()}/reverse/`,
        jsonBody('POST', { amount: '1.00', reason: 'Ошибка' }, { 'Idempotency-Key': crypto.randomUUID() }),
      ]
  }
}

const accounts = { admin, finance, support } as const

test.each(Object.entries(accounts))('the profile of %s names its role, its permissions and the threshold', async (role, account) => {
  const person = await signedInAs(server, account)
  const profile = await person.json<Profile>('/v1/admin/profile/')
  expect(profile).toMatchObject({ email: account.email, role, approval_threshold: '50000.00' })
  expect(profile.permissions).toEqual(rolePermissions[role as keyof typeof rolePermissions])
})

test.each(Object.entries(accounts))('%s is refused exactly the calls its role lacks, with 403 permission_denied', async (role, account) => {
  const person = await signedInAs(server, account)
  const allowed = rolePermissions[role as keyof typeof rolePermissions]
  for (const permission of permissions) {
    const response = await person.call(...callNeeding(permission))
    if (allowed.includes(permission)) {
      expect([200, 201, 404, 422], `${role} ${permission}`).toContain(response.status)
    } else {
      expect(response.status, `${role} ${permission}`).toBe(403)
      const body = (await response.json()) as { detail: string; code: string }
      expect(body.code).toBe('permission_denied')
      expect(body.detail).toMatch(/^Роль «.+» не может /)
    }
  }
})

test('reads stay open to every role', async () => {
  const person = await signedInAs(server, support)
  for (const path of ['/v1/admin/users/customers/', '/v1/admin/benchmarks/', '/v1/admin/finances/operations/', '/v1/admin/approvals/']) {
    expect((await person.call(path)).status, path).toBe(200)
  }
})

test('a refused write changes nothing and the session keeps working', async () => {
  const person = await signedInAs(server, finance)
  const refused = await person.call(`/v1/admin/benchmarks/${records.benchmark.benchmark_uuid}/delete/`, { method: 'DELETE' })
  expect(refused.status).toBe(403)
  const page = await person.json<{ results: { benchmark_uuid: string }[] }>('/v1/admin/benchmarks/?page_size=500')
  expect(page.results.some((row) => row.benchmark_uuid === records.benchmark.benchmark_uuid)).toBe(true)
  expect((await person.call('/v1/admin/profile/')).status).toBe(200)
})

test('without roles (the test control) the profile is the contract’s single admin and nothing is refused', async () => {
  const person = await signedInAs(server, support)
  await server.call('/__test__/roles', jsonBody('PUT', { enabled: false }))
  try {
    const profile = await person.json<Profile>('/v1/admin/profile/')
    expect(profile.role).toBe('admin')
    expect(profile).not.toHaveProperty('permissions')
    expect(profile).not.toHaveProperty('approval_threshold')
    expect((await person.call(...callNeeding('heatmap_models.set_active'))).status).toBe(200)
    expect((await person.call('/v1/admin/approvals/')).status).toBe(404)
  } finally {
    await server.call('/__test__/roles', jsonBody('PUT', { enabled: true }))
  }
})
