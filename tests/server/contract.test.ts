import Database from 'better-sqlite3'
import type { StructError } from 'superstruct'
import { VersionMismatchBody } from '../../contract/answers'
import { Approval, ApprovalPage, PermissionErrorBody } from '../../contract/schemas/approvals'
import { AuditEntryPage } from '../../contract/schemas/audit-log'
import { Profile, TokenPair } from '../../contract/schemas/auth'
import { Benchmark, BenchmarkPage } from '../../contract/schemas/benchmarks'
import { Capabilities } from '../../contract/schemas/capabilities'
import { ClientAccount, ClientAccountPage } from '../../contract/schemas/client-accounts'
import { ClientRequest, ClientRequestPage } from '../../contract/schemas/client-requests'
import { AuthErrorBody, DetailBody, ValidationErrorBody } from '../../contract/schemas/common'
import { Customer, CustomerDetails, CustomerPage, OtpAnswer } from '../../contract/schemas/customers'
import { FinanceOperationPage } from '../../contract/schemas/finance'
import { ActiveChangedBody, HeatmapModel, HeatmapModelList } from '../../contract/schemas/heatmap-models'
import { InvitedUserPage, ReferralCodePage, ReferralLinkPage } from '../../contract/schemas/referrals'
import { ReversalMade, ReversalRefusedBody } from '../../contract/schemas/reversal-calls'
import { StatsOverall, statsSeriesAnswers, StatsUsersPage, UserRetention } from '../../contract/schemas/stats'
import { CustomerNote, TimelineItemPage } from '../../contract/schemas/timeline'
import { createBackend } from '../../server/backend'
import { endpoints } from '../../server/endpoints'
import { ensureAdmin } from '../../server/routes/auth'
import { openStream } from './event-stream'
import { jsonBody, signedInAs, startTestServer, untilKeyClaimed, type TestServer } from './helpers'
import { openApiValidator } from './openapi-validator'

let server: TestServer
let validator: ReturnType<typeof openApiValidator>
const exercised = new Set<string>()

beforeAll(async () => {
  server = await startTestServer()
  validator = openApiValidator(await server.json('/v1/openapi.json', { auth: false }))
})
afterAll(() => server.close())

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path as the document names it, e.g. /v1/admin/benchmarks/{benchmark_uuid}/edit/ */
  template: string
  params?: Record<string, string>
  query?: string
  body?: unknown
  headers?: Record<string, string>
  auth?: boolean
  status: number
}

/** What the shared structs offer: a check that answers the typed value. */
interface Checks<T> {
  validate(value: unknown): [StructError, undefined] | [undefined, T]
}

/** Makes the call, checks its status, and its JSON body against the OpenAPI document and the shared struct. */
async function check<T>(call: Call, struct?: Checks<T>): Promise<T> {
  const path = call.template.replace(/\{(\w+)\}/g, (_, name: string) => call.params?.[name] ?? '') + (call.query ?? '')
  const init = call.body === undefined ? { method: call.method, headers: call.headers } : jsonBody(call.method, call.body, call.headers)
  const response = await server.call(path, { ...init, auth: call.auth ?? true })
  const text = await response.text()
  expect(response.status, `${call.method} ${path}: ${text.slice(0, 300)}`).toBe(call.status)
  exercised.add(`${call.method.toLowerCase()} ${call.template} ${call.status}`)
  const body: unknown = text === '' ? undefined : response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
  if (response.headers.get('content-type')?.includes('application/json')) {
    expect(validator.problems(call.method, call.template, call.status, body), `${call.method} ${path}`).toBe('')
  }
  if (struct) {
    const [error] = struct.validate(body)
    expect(error?.message, `${call.method} ${path} against the shared struct`).toBeUndefined()
  }
  return body as T
}

describe('every call of the contract answers what the OpenAPI document and the shared structs say', () => {
  test('auth and profile', async () => {
    const pair = await check(
      {
        method: 'POST',
        template: '/v1/admin/auth/signin/',
        auth: false,
        body: { email: 'admin@example.com', password: 'admin12345' },
        status: 200,
      },
      TokenPair,
    )
    await check(
      {
        method: 'POST',
        template: '/v1/admin/auth/signin/',
        auth: false,
        body: { email: 'admin@example.com', password: 'wrong-password' },
        status: 401,
      },
      AuthErrorBody,
    )
    await check(
      { method: 'POST', template: '/v1/admin/auth/signin/', auth: false, body: { email: 'not-an-email' }, status: 422 },
      ValidationErrorBody,
    )
    await check(
      { method: 'POST', template: '/v1/admin/auth/refresh/', auth: false, body: { refresh: pair.refresh }, status: 200 },
      TokenPair,
    )
    await check(
      // An access token is no refresh token (a spent one would answer its pair again within the reuse grace).
      { method: 'POST', template: '/v1/admin/auth/refresh/', auth: false, body: { refresh: pair.access }, status: 401 },
      AuthErrorBody,
    )
    await check({ method: 'POST', template: '/v1/admin/auth/refresh/', auth: false, body: {}, status: 422 }, ValidationErrorBody)
    const profile = await check({ method: 'GET', template: '/v1/admin/profile/', status: 200 }, Profile)
    expect(profile.email).toBe('admin@example.com')
    await check({ method: 'GET', template: '/v1/admin/profile/', auth: false, status: 401 }, AuthErrorBody)
  })

  test('customers, top-up and one-time code', async () => {
    const page = await check(
      { method: 'GET', template: '/v1/admin/users/customers/', query: '?page_size=5&status=active,blocked&ordering=-balance', status: 200 },
      CustomerPage,
    )
    await check({ method: 'GET', template: '/v1/admin/users/customers/', query: '?page=0', status: 422 }, ValidationErrorBody)
    await check(
      { method: 'GET', template: '/v1/admin/users/customers/', query: '?balance_min=10&balance_max=5000', status: 200 },
      CustomerPage,
    )
    const customer = page.results[0]
    if (!customer) throw new Error('the seed has customers')
    const params = { customer_uuid: customer.customer_uuid }
    const unknown = { customer_uuid: '00000000-0000-4000-8000-000000000000' }
    const details = await check(
      { method: 'GET', template: '/v1/admin/users/customers/{customer_uuid}/', params, status: 200 },
      CustomerDetails,
    )
    expect(details.recent_operations.length).toBeLessThanOrEqual(10)
    await check({ method: 'GET', template: '/v1/admin/users/customers/{customer_uuid}/', params: unknown, status: 404 }, DetailBody)
    const topUp = '/v1/admin/users/customers/{customer_uuid}/fill_up_balance/'
    const key = crypto.randomUUID()
    const toppedUp = await check(
      {
        method: 'PATCH',
        template: topUp,
        params,
        body: { amount: '150.00', comment: '' },
        headers: { 'Idempotency-Key': key },
        status: 200,
      },
      Customer,
    )
    expect(toppedUp.balance).not.toBe(customer.balance)
    await check({ method: 'PATCH', template: topUp, params, body: { amount: '150.00', comment: '' }, status: 422 }, ValidationErrorBody)
    const heldKey = crypto.randomUUID()
    const topUpPath = topUp.replace('{customer_uuid}', customer.customer_uuid)
    await server.json('/__test__/faults', jsonBody('POST', { method: 'PATCH', path: topUpPath, delay: 1000, times: 1 }))
    const first = server.call(topUpPath, jsonBody('PATCH', { amount: '1.00', comment: '' }, { 'Idempotency-Key': heldKey }))
    await untilKeyClaimed(server.databaseFile, heldKey)
    await check(
      {
        method: 'PATCH',
        template: topUp,
        params,
        body: { amount: '1.00', comment: '' },
        headers: { 'Idempotency-Key': heldKey },
        status: 409,
      },
      DetailBody,
    )
    expect((await first).status).toBe(200)
    await check(
      {
        method: 'PATCH',
        template: topUp,
        params: unknown,
        body: { amount: '150.00', comment: '' },
        headers: { 'Idempotency-Key': key },
        status: 404,
      },
      DetailBody,
    )
    const otp = await check(
      { method: 'POST', template: '/v1/admin/users/customers/{customer_uuid}/issue-otp/', params, status: 201 },
      OtpAnswer,
    )
    expect(otp.code).toMatch(/^\d{6}$/)
    await check(
      { method: 'POST', template: '/v1/admin/users/customers/{customer_uuid}/issue-otp/', params: unknown, status: 404 },
      DetailBody,
    )
  })

  test('statistics', async () => {
    await check({ method: 'GET', template: '/v1/admin/stats/', status: 200 }, StatsOverall)
    await check({ method: 'GET', template: '/v1/admin/stats/users-list/', query: '?page_size=10', status: 200 }, StatsUsersPage)
    await check(
      { method: 'GET', template: '/v1/admin/stats/users-list/', query: '?date_from=2026-13-01', status: 422 },
      ValidationErrorBody,
    )
    const series: [string, Checks<unknown>][] = Object.entries(statsSeriesAnswers)
    for (const [endpoint, struct] of series) {
      for (const period of ['day', 'week', 'month']) {
        await check({ method: 'GET', template: `/v1/admin/stats/${endpoint}/`, query: `?period=${period}`, status: 200 }, struct)
      }
      await check({ method: 'GET', template: `/v1/admin/stats/${endpoint}/`, query: '?period=year', status: 422 }, ValidationErrorBody)
    }
    const retention = await check({ method: 'GET', template: '/v1/admin/stats/user-retention/', status: 200 }, UserRetention)
    expect(retention.cohorts).toHaveLength(12)
    await check({ method: 'GET', template: '/v1/admin/stats/user-retention/', query: '?date_to=soon', status: 422 }, ValidationErrorBody)
  })

  test('benchmarks', async () => {
    await check(
      { method: 'GET', template: '/v1/admin/benchmarks/', query: '?category=banner&category=social&ordering=name', status: 200 },
      BenchmarkPage,
    )
    await check({ method: 'GET', template: '/v1/admin/benchmarks/', query: '?ordering=price', status: 422 }, ValidationErrorBody)
    const body = { name: 'Контракт', category: 'banner', metric: 'attention', min_value: 10, max_value: 20, description: '' }
    const created = await check({ method: 'POST', template: '/v1/admin/benchmarks/create/', body, status: 201 }, Benchmark)
    await check(
      { method: 'POST', template: '/v1/admin/benchmarks/create/', body: { ...body, min_value: 30 }, status: 422 },
      ValidationErrorBody,
    )
    const params = { benchmark_uuid: created.benchmark_uuid }
    const unknown = { benchmark_uuid: '00000000-0000-4000-8000-000000000000' }
    const edited = await check(
      { method: 'PATCH', template: '/v1/admin/benchmarks/{benchmark_uuid}/edit/', params, body: { max_value: 40 }, status: 200 },
      Benchmark,
    )
    expect(edited.max_value).toBe(40)
    await check(
      { method: 'PATCH', template: '/v1/admin/benchmarks/{benchmark_uuid}/edit/', params, body: { min_value: 50 }, status: 422 },
      ValidationErrorBody,
    )
    await check(
      { method: 'PATCH', template: '/v1/admin/benchmarks/{benchmark_uuid}/edit/', params: unknown, body: { max_value: 40 }, status: 404 },
      DetailBody,
    )
    await check({ method: 'DELETE', template: '/v1/admin/benchmarks/{benchmark_uuid}/delete/', params, status: 204 })
    await check({ method: 'DELETE', template: '/v1/admin/benchmarks/{benchmark_uuid}/delete/', params, status: 404 }, DetailBody)
  })

  test('client accounts and client requests', async () => {
    const accounts = await check(
      { method: 'GET', template: '/v1/admin/client-requests-accounts/', query: '?is_active=true', status: 200 },
      ClientAccountPage,
    )
    await check(
      { method: 'GET', template: '/v1/admin/client-requests-accounts/', query: '?is_active=maybe', status: 422 },
      ValidationErrorBody,
    )
    const account = await check(
      {
        method: 'POST',
        template: '/v1/admin/client-requests-accounts/create/',
        body: { name: 'ООО «Контракт»', contact_email: 'contract@example.ru' },
        status: 201,
      },
      ClientAccount,
    )
    await check(
      { method: 'POST', template: '/v1/admin/client-requests-accounts/create/', body: { name: '' }, status: 422 },
      ValidationErrorBody,
    )
    const accountParams = { client_request_account_uuid: account.client_request_account_uuid }
    const unknownAccount = { client_request_account_uuid: '00000000-0000-4000-8000-000000000000' }
    await check(
      {
        method: 'PATCH',
        template: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/edit/',
        params: accountParams,
        body: { is_active: false },
        status: 200,
      },
      ClientAccount,
    )
    await check(
      {
        method: 'PATCH',
        template: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/edit/',
        params: unknownAccount,
        body: { is_active: false },
        status: 404,
      },
      DetailBody,
    )

    const requests = await check(
      { method: 'GET', template: '/v1/admin/client-requests/', query: '?status=new&status=done&page_size=100', status: 200 },
      ClientRequestPage,
    )
    await check({ method: 'GET', template: '/v1/admin/client-requests/', query: '?status=new,done', status: 422 }, ValidationErrorBody)
    const request = await check(
      {
        method: 'POST',
        template: '/v1/admin/client-requests/create/',
        body: { client_request_account_uuid: account.client_request_account_uuid, title: 'Проверка', status: 'new' },
        status: 201,
      },
      ClientRequest,
    )
    await check(
      {
        method: 'POST',
        template: '/v1/admin/client-requests/create/',
        body: { client_request_account_uuid: unknownAccount.client_request_account_uuid, title: 'x' },
        status: 422,
      },
      ValidationErrorBody,
    )
    const requestParams = { client_request_uuid: request.client_request_uuid }
    const unknownRequest = { client_request_uuid: '00000000-0000-4000-8000-000000000000' }
    await check(
      {
        method: 'PATCH',
        template: '/v1/admin/client-requests/{client_request_uuid}/edit/',
        params: requestParams,
        body: { status: 'done' },
        status: 200,
      },
      ClientRequest,
    )
    await check(
      {
        method: 'PATCH',
        template: '/v1/admin/client-requests/{client_request_uuid}/edit/',
        params: unknownRequest,
        body: { status: 'done' },
        status: 404,
      },
      DetailBody,
    )
    await check(
      {
        method: 'DELETE',
        template: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/delete/',
        params: accountParams,
        status: 409,
      },
      DetailBody,
    )
    await check(
      { method: 'GET', template: '/v1/admin/client-requests/{client_request_uuid}/download-images/', params: requestParams, status: 404 },
      DetailBody,
    )
    const withImages = requests.results.find((candidate) => candidate.images_count > 0)
    if (!withImages) throw new Error('the seed has requests with images')
    await check({
      method: 'GET',
      template: '/v1/admin/client-requests/{client_request_uuid}/download-images/',
      params: { client_request_uuid: withImages.client_request_uuid },
      status: 200,
    })
    await check({
      method: 'DELETE',
      template: '/v1/admin/client-requests/{client_request_uuid}/delete/',
      params: requestParams,
      status: 204,
    })
    await check(
      { method: 'DELETE', template: '/v1/admin/client-requests/{client_request_uuid}/delete/', params: requestParams, status: 404 },
      DetailBody,
    )
    await check({
      method: 'DELETE',
      template: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/delete/',
      params: accountParams,
      status: 204,
    })
    await check(
      {
        method: 'DELETE',
        template: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/delete/',
        params: accountParams,
        status: 404,
      },
      DetailBody,
    )
    expect(accounts.results.every((item) => item.is_active)).toBe(true)
  })

  test('referrals, heatmap models, finance operations and the eLama report', async () => {
    const codes = await check(
      { method: 'GET', template: '/v1/admin/referral/code/', query: '?page_size=100', status: 200 },
      ReferralCodePage,
    )
    const referrer = codes.results.find((code) => code.invited_count > 0)
    if (!referrer) throw new Error('the seed has customers who invited others')
    const invited = await check(
      { method: 'GET', template: '/v1/admin/referral/user-referrals/', query: `?customer_uuid=${referrer.customer_uuid}`, status: 200 },
      InvitedUserPage,
    )
    expect(invited.count).toBe(referrer.invited_count)
    await check({ method: 'GET', template: '/v1/admin/referral/user-referrals/', status: 422 }, ValidationErrorBody)
    await check(
      { method: 'GET', template: '/v1/admin/referral/all-users-referrals/', query: '?date_from=2020-01-01', status: 200 },
      ReferralLinkPage,
    )

    const models = await check({ method: 'GET', template: '/v1/admin/heatmap-models/', status: 200 }, HeatmapModelList)
    await check({ method: 'GET', template: '/v1/admin/heatmap-models/active/', status: 200 }, HeatmapModel)
    const inactive = models.results.find((model) => !model.is_active)
    if (!inactive) throw new Error('the seed has inactive models')
    await check(
      {
        method: 'POST',
        template: '/v1/admin/heatmap-models/set-active/',
        body: { heatmap_model_uuid: inactive.heatmap_model_uuid },
        status: 200,
      },
      HeatmapModel,
    )
    await check(
      { method: 'POST', template: '/v1/admin/heatmap-models/set-active/', body: { heatmap_model_uuid: 'active' }, status: 422 },
      ValidationErrorBody,
    )

    await check(
      { method: 'GET', template: '/v1/admin/finances/operations/', query: '?type=charge&type=refund&ordering=amount', status: 200 },
      FinanceOperationPage,
    )
    await check(
      { method: 'GET', template: '/v1/admin/finances/operations/', query: '?amount_min=-100&amount_max=1000.50', status: 200 },
      FinanceOperationPage,
    )
    await check({ method: 'GET', template: '/v1/admin/capabilities/', status: 200 }, Capabilities)
    await check({ method: 'GET', template: '/v1/admin/finances/operations/', query: '?customer_uuid=42', status: 422 }, ValidationErrorBody)
    await check({ method: 'GET', template: '/v1/admin/elama/monthly-report/', status: 200 })
    await check({ method: 'GET', template: '/v1/admin/elama/monthly-report/', query: '?month=2999-01', status: 422 }, ValidationErrorBody)
  })

  test('the journal (an extension of the contract)', async () => {
    const page = await check(
      { method: 'GET', template: '/v1/admin/audit-log/', query: '?page_size=5&action=sign_in&date_from=2020-01-01', status: 200 },
      AuditEntryPage,
    )
    expect(page.results.length).toBeGreaterThan(0)
    await check({ method: 'GET', template: '/v1/admin/audit-log/', query: '?action=login', status: 422 }, ValidationErrorBody)
    await check({ method: 'GET', template: '/v1/admin/audit-log/', auth: false, status: 401 }, AuthErrorBody)
    const without = await startTestServer({ customers: 5, auditLog: false })
    try {
      const response = await without.call('/v1/admin/audit-log/')
      expect(response.status).toBe(404)
      const body: unknown = await response.json()
      expect(validator.problems('GET', '/v1/admin/audit-log/', 404, body)).toBe('')
      exercised.add('get /v1/admin/audit-log/ 404')
    } finally {
      await without.close()
    }
  })

  test('a body over 1 MB answers 413 wherever a body is taken', async () => {
    const big = { text: 'a'.repeat(1_000_001) }
    const anyUuid = '00000000-0000-4000-8000-000000000000'
    for (const operation of endpoints.filter((candidate) => candidate.body)) {
      const params = Object.fromEntries([...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] ?? '', anyUuid]))
      const method = operation.method.toUpperCase() as Call['method']
      await check({ method, template: operation.path, params, body: big, auth: operation.auth, status: 413 }, DetailBody)
    }
  })

  test('sign-in and refresh answer 429 with Retry-After when throttled', async () => {
    const strict = await startTestServer({ customers: 5, signInThrottle: { maxFailuresPerAccount: 1 }, refreshThrottle: { perFamily: 1 } })
    try {
      const post = (path: string, body: unknown) => strict.call(path, { ...jsonBody('POST', body), auth: false })
      await post('/v1/admin/auth/signin/', { email: 'admin@example.com', password: 'wrong-password' })
      const signIn = await post('/v1/admin/auth/signin/', { email: 'admin@example.com', password: 'admin12345' })
      expect((await post('/v1/admin/auth/refresh/', { refresh: strict.refresh })).status).toBe(200)
      const refresh = await post('/v1/admin/auth/refresh/', { refresh: strict.refresh })
      const answers = [
        ['/v1/admin/auth/signin/', signIn],
        ['/v1/admin/auth/refresh/', refresh],
      ] as const
      for (const [path, response] of answers) {
        expect(response.status, path).toBe(429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        const body: unknown = await response.json()
        expect(validator.problems('POST', path, 429, body)).toBe('')
        expect(AuthErrorBody.validate(body)[0]).toBeUndefined()
        exercised.add(`post ${path} 429`)
      }
    } finally {
      await strict.close()
    }
  })

  test('the active model answers 404 when none is active', async () => {
    const empty = await startTestServer({ customers: 5 })
    try {
      const db = new Database(empty.databaseFile)
      db.prepare('UPDATE heatmap_models SET is_active = 0').run()
      db.close()
      const response = await empty.call('/v1/admin/heatmap-models/active/')
      expect(response.status).toBe(404)
      const body: unknown = await response.json()
      expect(validator.problems('GET', '/v1/admin/heatmap-models/active/', 404, body)).toBe('')
      exercised.add('get /v1/admin/heatmap-models/active/ 404')
    } finally {
      await empty.close()
    }
  })

  test('versions (an extension): an edit, delete or revert with an older If-Match answers 412, a switch after another one 409', async () => {
    const stale = { 'If-Match': '"0"' }
    const benchmark = await check(
      {
        method: 'POST',
        template: '/v1/admin/benchmarks/create/',
        body: { name: 'Версии', category: 'banner', metric: 'attention', min_value: 1, max_value: 2 },
        status: 201,
      },
      Benchmark,
    )
    const account = await check(
      {
        method: 'POST',
        template: '/v1/admin/client-requests-accounts/create/',
        body: { name: 'Версии', contact_email: 'versions@example.ru' },
        status: 201,
      },
      ClientAccount,
    )
    const request = await check(
      {
        method: 'POST',
        template: '/v1/admin/client-requests/create/',
        body: { client_request_account_uuid: account.client_request_account_uuid, title: 'Версии' },
        status: 201,
      },
      ClientRequest,
    )
    const records: { base: string; params: Record<string, string>; struct: Checks<unknown>; item: Checks<unknown> }[] = [
      {
        base: '/v1/admin/benchmarks/{benchmark_uuid}',
        params: { benchmark_uuid: benchmark.benchmark_uuid },
        struct: VersionMismatchBody(Benchmark),
        item: Benchmark,
      },
      {
        base: '/v1/admin/client-requests/{client_request_uuid}',
        params: { client_request_uuid: request.client_request_uuid },
        struct: VersionMismatchBody(ClientRequest),
        item: ClientRequest,
      },
      {
        base: '/v1/admin/client-requests-accounts/{client_request_account_uuid}',
        params: { client_request_account_uuid: account.client_request_account_uuid },
        struct: VersionMismatchBody(ClientAccount),
        item: ClientAccount,
      },
    ]
    for (const { base, params, struct, item } of records) {
      await check({ method: 'PATCH', template: `${base}/edit/`, params, body: {}, headers: stale, status: 412 }, struct)
      const versions = `${base}/versions/{version}/`
      await check({ method: 'GET', template: versions, params: { ...params, version: '1' }, status: 200 }, item)
      await check({ method: 'GET', template: versions, params: { ...params, version: '9' }, status: 404 }, DetailBody)
      const revert = `${versions}revert/`
      await check({ method: 'POST', template: revert, params: { ...params, version: '1' }, headers: stale, status: 412 }, struct)
      await check({ method: 'POST', template: revert, params: { ...params, version: '9' }, status: 404 }, DetailBody)
      // Returned to the version it is at, a record stays there: nothing to write.
      await check(
        { method: 'POST', template: revert, params: { ...params, version: '1' }, headers: { 'If-Match': '"1"' }, status: 200 },
        item,
      )
      await check({ method: 'DELETE', template: `${base}/delete/`, params, headers: stale, status: 412 }, struct)
      await check({ method: 'DELETE', template: `${base}/delete/`, params, headers: { 'If-Match': '"1"' }, status: 204 })
    }
    const models = await check({ method: 'GET', template: '/v1/admin/heatmap-models/', status: 200 }, HeatmapModelList)
    const inactive = models.results.find((model) => !model.is_active)
    if (!inactive) throw new Error('the seed has inactive models')
    const body = { heatmap_model_uuid: inactive.heatmap_model_uuid, expected_active_uuid: inactive.heatmap_model_uuid }
    await check({ method: 'POST', template: '/v1/admin/heatmap-models/set-active/', body, status: 409 }, ActiveChangedBody)
  })

  test('notes and the timeline (an extension of the contract)', async () => {
    const [customer] = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=1')).results
    if (!customer) throw new Error('the seed has customers')
    const params = { customer_uuid: customer.customer_uuid }
    const note = await check(
      { method: 'POST', template: '/v1/admin/users/customers/{customer_uuid}/notes/', params, body: { text: 'Звонил' }, status: 201 },
      CustomerNote,
    )
    const noteParams = { ...params, note_uuid: note.note_uuid }
    const notePath = '/v1/admin/users/customers/{customer_uuid}/notes/{note_uuid}/'
    const db = new Database(server.databaseFile)
    try {
      await ensureAdmin(db, 'other@example.com', 'other12345')
      const other = await server.json<{ access: string }>('/v1/admin/auth/signin/', {
        ...jsonBody('POST', { email: 'other@example.com', password: 'other12345' }),
        auth: false,
      })
      const asOther = { Authorization: `Bearer ${other.access}` }
      await check(
        { method: 'PATCH', template: notePath, params: noteParams, body: { text: 'x' }, headers: asOther, status: 403 },
        DetailBody,
      )
      await check({ method: 'DELETE', template: notePath, params: noteParams, headers: asOther, status: 403 }, DetailBody)
      await check({ method: 'PATCH', template: notePath, params: noteParams, body: { text: 'Перезвонил' }, status: 200 }, CustomerNote)
      db.prepare('UPDATE customer_notes SET created_at = created_at - 3600 WHERE uuid = ?').run(note.note_uuid)
    } finally {
      db.close()
    }
    await check({ method: 'PATCH', template: notePath, params: noteParams, body: { text: 'x' }, status: 409 }, DetailBody)
    await check({ method: 'DELETE', template: notePath, params: noteParams, status: 409 }, DetailBody)
    const fresh = await check(
      { method: 'POST', template: '/v1/admin/users/customers/{customer_uuid}/notes/', params, body: { text: 'Ещё' }, status: 201 },
      CustomerNote,
    )
    await check({ method: 'DELETE', template: notePath, params: { ...params, note_uuid: fresh.note_uuid }, status: 204 })
    const timeline = await check(
      {
        method: 'GET',
        template: '/v1/admin/users/customers/{customer_uuid}/timeline/',
        params,
        query: '?kind=note&kind=operation',
        status: 200,
      },
      TimelineItemPage,
    )
    expect(timeline.results.some((item) => item.kind === 'note')).toBe(true)
  })

  test('roles and approvals (an extension)', async () => {
    const [customer] = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=1')).results
    if (!customer) throw new Error('the seed has customers')
    const topUp = (amount: string) => ({
      method: 'PATCH' as const,
      template: '/v1/admin/users/customers/{customer_uuid}/fill_up_balance/',
      params: { customer_uuid: customer.customer_uuid },
      body: { amount, comment: 'Договор' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      status: 202,
    })
    const first = await check(topUp('50000.00'), Approval)
    const second = await check(topUp('75000.00'), Approval)
    await check({ method: 'GET', template: '/v1/admin/approvals/', query: '?status=pending&page_size=5', status: 200 }, ApprovalPage)
    const finance = await signedInAs(server, { email: 'finance@example.com', password: 'finance12345' })
    const support = await signedInAs(server, { email: 'support@example.com', password: 'support12345' })
    const approve = (approval: Approval, status: number, as?: { access: string }) => ({
      method: 'POST' as const,
      template: '/v1/admin/approvals/{approval_uuid}/approve/',
      params: { approval_uuid: approval.approval_uuid },
      headers: as ? { Authorization: `Bearer ${as.access}` } : ({} as Record<string, string>),
      status,
    })
    await check(approve(first, 403), PermissionErrorBody)
    await check(approve(first, 403, support), PermissionErrorBody)
    await check(approve(first, 200, finance), Approval)
    await check(approve(first, 409, finance))
    const reject = (approval: Approval, status: number, body: unknown) => ({
      method: 'POST' as const,
      template: '/v1/admin/approvals/{approval_uuid}/reject/',
      params: { approval_uuid: approval.approval_uuid },
      headers: { Authorization: `Bearer ${support.access}` },
      body,
      status,
    })
    await check(reject(second, 403, { reason: 'Нет' }), PermissionErrorBody)
    await check({ ...reject(second, 200, { reason: 'Нет оплаты' }), headers: {} }, Approval)
    await check({ ...reject(second, 409, { reason: 'Нет оплаты' }), headers: {} })
  })

  test('reversals of top-ups (an extension)', async () => {
    const [customer] = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=1')).results
    if (!customer) throw new Error('the seed has customers')
    const finance = await signedInAs(server, { email: 'finance@example.com', password: 'finance12345' })
    const asked = await server.json<Approval>(`/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`, {
      ...jsonBody('PATCH', { amount: '60000.00', comment: '' }, { 'Idempotency-Key': crypto.randomUUID() }),
    })
    await finance.json(`/v1/admin/approvals/${asked.approval_uuid}/approve/`, { method: 'POST' })
    const query = `?customer_uuid=${customer.customer_uuid}&type=admin_top_up`
    const [topUp] = (await server.json<FinanceOperationPage>(`/v1/admin/finances/operations/${query}`)).results
    if (!topUp) throw new Error('the approval made a top-up')
    const support = await signedInAs(server, { email: 'support@example.com', password: 'support12345' })
    const reverse = (amount: string, status: number, headers: Record<string, string> = {}) => ({
      method: 'POST' as const,
      template: '/v1/admin/finances/operations/{operation_uuid}/reverse/',
      params: { operation_uuid: topUp.operation_uuid },
      body: { amount, reason: 'Ошибка' },
      headers: { 'Idempotency-Key': crypto.randomUUID(), ...headers },
      status,
    })
    const made = await check(reverse('0.01', 201), ReversalMade)
    expect(made.original.reversals?.[0]?.operation_uuid).toBe(made.reversal.operation_uuid)
    await check(reverse('50000.00', 202), Approval)
    await check(reverse('0.01', 403, { Authorization: `Bearer ${support.access}` }), PermissionErrorBody)
    await check(reverse('1000000.00', 409), ReversalRefusedBody)
  })

  test('the live extension: event stream, presence, claims and next', async () => {
    const stream = await openStream(server.url, { Authorization: `Bearer ${server.access}` })
    stream.close()
    expect([stream.status, stream.contentType]).toEqual([200, 'text/event-stream; charset=utf-8'])
    exercised.add('get /v1/admin/events/ 200')
    const [request] = (await server.json<ClientRequestPage>('/v1/admin/client-requests/?status=new&page_size=1')).results
    if (!request) throw new Error('the seed has new requests')
    const params = { client_request_uuid: request.client_request_uuid }
    const body = { resource: 'client_request', uuid: request.client_request_uuid, mode: 'viewing' }
    await check({ method: 'PUT', template: '/v1/admin/presence/', body, status: 204 })
    const support = await signedInAs(server, { email: 'support@example.com', password: 'support12345' })
    const asSupport = { Authorization: `Bearer ${support.access}` }
    const claimPath = '/v1/admin/client-requests/{client_request_uuid}/claim/'
    const releasePath = '/v1/admin/client-requests/{client_request_uuid}/release/'
    await check({ method: 'POST', template: claimPath, params, body: {}, headers: asSupport, status: 200 }, ClientRequest)
    await check({ method: 'POST', template: claimPath, params, body: {}, status: 409 })
    await check({ method: 'POST', template: releasePath, params, status: 409 })
    await check({ method: 'POST', template: releasePath, params, headers: asSupport, status: 200 }, ClientRequest)
    const next = () => ({ method: 'POST' as const, template: '/v1/admin/client-requests/next/', headers: asSupport })
    const given = await check({ ...next(), status: 200 }, ClientRequest)
    expect(given.claimed_by_email).toBe('support@example.com')
    let left = 500
    while (left > 0 && (await support.call('/v1/admin/client-requests/next/', { method: 'POST' })).status === 200) left -= 1
    await check({ ...next(), status: 204 })
  })

  test('every documented answer was exercised', () => {
    const documented = endpoints.flatMap((operation) =>
      Object.keys(operation.answers).map((status) => `${operation.method} ${operation.path} ${status}`),
    )
    expect(documented.filter((answer) => !exercised.has(answer))).toEqual([])
  })
})

test('the document lists exactly the routes the server has', async () => {
  const backend = await createBackend({ databaseFile: ':memory:', customers: 3 })
  try {
    const routes = new Set(
      backend.app.routes
        .filter((route) => route.path.startsWith('/v1/admin/') && route.method !== 'ALL')
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    )
    const documented = new Set(endpoints.map((operation) => `${operation.method} ${operation.path}`))
    expect([...routes].sort()).toEqual([...documented].sort())
  } finally {
    await backend.close()
  }
})
