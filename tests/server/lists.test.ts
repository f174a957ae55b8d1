import type { BenchmarkPage } from '../../contract/schemas/benchmarks'
import type { ClientAccount, ClientAccountPage } from '../../contract/schemas/client-accounts'
import type { ClientRequestPage } from '../../contract/schemas/client-requests'
import type { CustomerPage } from '../../contract/schemas/customers'
import type { FinanceOperation, FinanceOperationPage } from '../../contract/schemas/finance'
import type { HeatmapModel, HeatmapModelList } from '../../contract/schemas/heatmap-models'
import type { ReferralLinkPage } from '../../contract/schemas/referrals'
import { allPages, jsonBody, startTestServer, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const unknownUuid = '3f2c9d1e-0000-4000-8000-000000000000'
const problems = async (response: Response) =>
  ((await response.json()) as { detail: { loc: (string | number)[] }[] }).detail.map((issue) => issue.loc.join('.'))

describe('pages', () => {
  test('the envelope has the count and absolute next / previous links that keep the query', async () => {
    const first = await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=30&status=active')
    expect(first.results).toHaveLength(30)
    expect(first.previous).toBeNull()
    const next = new URL(first.next ?? '')
    expect(next.origin).toBe(server.url)
    expect(Object.fromEntries(next.searchParams)).toEqual({ page_size: '30', status: 'active', page: '2' })
    const second = await server.json<CustomerPage>(`${next.pathname}${next.search}`)
    expect(new URL(second.previous ?? '').searchParams.has('page')).toBe(false)
    expect(second.results.map((customer) => customer.customer_uuid)).not.toContain(first.results[0]?.customer_uuid)
  })

  test('walking every page yields each customer once', async () => {
    const customers = await allPages<{ customer_uuid: string }>(server, '/v1/admin/users/customers/?page_size=37')
    expect(customers).toHaveLength(200)
    expect(new Set(customers.map((customer) => customer.customer_uuid)).size).toBe(200)
  })

  test('the last page has no next; a page past the end is empty and points back to the last one', async () => {
    const last = await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=50&page=4')
    expect(last.results).toHaveLength(50)
    expect(last.next).toBeNull()
    const beyond = await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=50&page=9')
    expect(beyond.results).toEqual([])
    expect(new URL(beyond.previous ?? '').searchParams.get('page')).toBe('4')
  })

  test.each([
    ['page=0', 'query.page'],
    ['page=abc', 'query.page'],
    ['page_size=501', 'query.page_size'],
    ['page_size=-1', 'query.page_size'],
    ['page=1&page=2', 'query.page'],
  ])('%s answers 422 at %s', async (query, loc) => {
    const response = await server.call(`/v1/admin/users/customers/?${query}`)
    expect(response.status).toBe(422)
    expect(await problems(response)).toEqual([loc])
  })

  test('500 is the largest page size', async () => {
    expect((await server.json<FinanceOperationPage>('/v1/admin/finances/operations/?page_size=500')).results).toHaveLength(500)
  })
})

describe('customers: search, comma-joined status, dates, ordering', () => {
  test('status is comma-joined; a repeated status is refused', async () => {
    const blocked = await server.json<CustomerPage>('/v1/admin/users/customers/?status=blocked&page_size=500')
    const active = await server.json<CustomerPage>('/v1/admin/users/customers/?status=active&page_size=500')
    const both = await server.json<CustomerPage>('/v1/admin/users/customers/?status=active,blocked&page_size=1')
    expect(blocked.results.every((customer) => customer.status === 'blocked')).toBe(true)
    expect(blocked.count + active.count).toBe(200)
    expect(both.count).toBe(200)
    const repeated = await server.call('/v1/admin/users/customers/?status=active&status=blocked')
    expect(repeated.status).toBe(422)
    expect(await problems(repeated)).toEqual(['query.status'])
    expect((await server.call('/v1/admin/users/customers/?status=active,deleted')).status).toBe(422)
  })

  test('search matches e-mail, names (any case, Cyrillic too), company and phone digits', async () => {
    const [sample] = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=200&ordering=email')).results.filter(
      (customer) => customer.phone && customer.company,
    )
    if (!sample?.phone || !sample.company) throw new Error('the seed has customers with a phone and a company')
    const find = async (search: string) =>
      (await server.json<CustomerPage>(`/v1/admin/users/customers/?page_size=500&search=${encodeURIComponent(search)}`)).results.map(
        (customer) => customer.customer_uuid,
      )
    expect(await find(sample.email.toUpperCase())).toContain(sample.customer_uuid)
    expect(await find(sample.last_name.toLowerCase())).toContain(sample.customer_uuid)
    expect(await find(sample.first_name.toUpperCase())).toContain(sample.customer_uuid)
    expect(await find(sample.company)).toContain(sample.customer_uuid)
    const digits = sample.phone.slice(2)
    expect(await find(`+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}`)).toContain(sample.customer_uuid)
    expect(await find('nobody-matches-this')).toEqual([])
  })

  test.each(['registered_at', 'balance', 'email', 'last_active_at'])('ordering=%s sorts the whole list both ways', async (field) => {
    const key = (customer: Record<string, unknown>) => {
      const value = customer[field]
      return field === 'balance' ? Number(value) : value === null ? '' : String(value)
    }
    const ascending = await allPages<Record<string, unknown>>(server, `/v1/admin/users/customers/?page_size=500&ordering=${field}`)
    const descending = await allPages<Record<string, unknown>>(server, `/v1/admin/users/customers/?page_size=500&ordering=-${field}`)
    const sorted = [...ascending].sort((left, right) => (key(left) < key(right) ? -1 : key(left) > key(right) ? 1 : 0))
    expect(ascending.map(key)).toEqual(sorted.map(key))
    expect(descending.map(key)).toEqual([...sorted].reverse().map(key))
  })

  test('registered_from / registered_to are inclusive days in Moscow time', async () => {
    const all = await allPages<{ registered_at: string }>(server, '/v1/admin/users/customers/?page_size=500')
    const day = all[100]?.registered_at.slice(0, 10) ?? ''
    const onThatDay = all.filter((customer) => customer.registered_at.startsWith(day)).length
    const page = await server.json<CustomerPage>(`/v1/admin/users/customers/?registered_from=${day}&registered_to=${day}`)
    expect(page.count).toBe(onThatDay)
    const reversed = await server.call('/v1/admin/users/customers/?registered_from=2026-02-02&registered_to=2026-02-01')
    expect(await problems(reversed)).toEqual(['query.registered_to'])
    expect(await problems(await server.call('/v1/admin/users/customers/?registered_from=2026-02-30'))).toEqual(['query.registered_from'])
  })

  test('several problems of the query come in one answer', async () => {
    const response = await server.call('/v1/admin/users/customers/?page=x&ordering=name&status=gone')
    expect((await problems(response)).sort()).toEqual(['query.ordering', 'query.page', 'query.status'])
  })
})

describe('other lists: repeated arrays, filters, ordering', () => {
  test('finance operations: repeated type, customer, dates, ordering by amount', async () => {
    const page = await server.json<FinanceOperationPage>('/v1/admin/finances/operations/?type=refund&type=bonus&page_size=500')
    expect(new Set(page.results.map((operation) => operation.type))).toEqual(new Set(['refund', 'bonus']))
    expect((await server.call('/v1/admin/finances/operations/?type=refund,bonus')).status).toBe(422)
    const byAmount = await server.json<FinanceOperationPage>('/v1/admin/finances/operations/?ordering=-amount&page_size=50')
    const amounts = byAmount.results.map((operation) => Number(operation.amount))
    expect(amounts).toEqual([...amounts].sort((left, right) => right - left))
    const customer = page.results[0]?.customer_uuid ?? ''
    const own = await allPages<FinanceOperation>(server, `/v1/admin/finances/operations/?customer_uuid=${customer}&page_size=500`)
    expect(own.every((operation) => operation.customer_uuid === customer)).toBe(true)
    const day = own[0]?.created_at.slice(0, 10) ?? ''
    const thatDay = await server.json<FinanceOperationPage>(
      `/v1/admin/finances/operations/?customer_uuid=${customer}&date_from=${day}&date_to=${day}`,
    )
    expect(thatDay.count).toBe(own.filter((operation) => operation.created_at.startsWith(day)).length)
    expect((await server.json<FinanceOperationPage>(`/v1/admin/finances/operations/?customer_uuid=${unknownUuid}`)).count).toBe(0)
  })

  test('benchmarks: repeated category, search, ordering by name', async () => {
    const page = await server.json<BenchmarkPage>('/v1/admin/benchmarks/?category=outdoor&category=packaging&ordering=name&page_size=100')
    expect(page.count).toBeGreaterThan(0)
    expect(page.results.every((benchmark) => ['outdoor', 'packaging'].includes(benchmark.category))).toBe(true)
    const names = page.results.map((benchmark) => benchmark.name)
    expect(names).toEqual([...names].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0)))
    const found = await server.json<BenchmarkPage>(`/v1/admin/benchmarks/?search=${encodeURIComponent('БИЛБОРД')}`)
    expect(found.count).toBeGreaterThan(0)
    expect(
      found.results.every(
        (benchmark) => benchmark.name.toLowerCase().includes('билборд') || benchmark.description.toLowerCase().includes('билборд'),
      ),
    ).toBe(true)
  })

  test('client requests: repeated status, account filter', async () => {
    const accounts = await server.json<ClientAccountPage>('/v1/admin/client-requests-accounts/?ordering=-requests_count')
    const account = accounts.results[0]
    if (!account) throw new Error('accounts')
    const requests = await server.json<ClientRequestPage>(
      `/v1/admin/client-requests/?client_request_account_uuid=${account.client_request_account_uuid}&page_size=100`,
    )
    expect(requests.count).toBe(account.requests_count)
    expect(requests.results.every((request) => request.account_name === account.name)).toBe(true)
    const done = await server.json<ClientRequestPage>('/v1/admin/client-requests/?status=done&status=rejected&page_size=100')
    expect(done.results.every((request) => request.status === 'done' || request.status === 'rejected')).toBe(true)
  })

  test('client accounts: is_active filter and search', async () => {
    const inactive = await server.json<ClientAccountPage>('/v1/admin/client-requests-accounts/?is_active=false')
    expect(inactive.results.every((account) => !account.is_active)).toBe(true)
    const name =
      inactive.results[0]?.name ?? (await server.json<ClientAccountPage>('/v1/admin/client-requests-accounts/')).results[0]?.name ?? ''
    const found = await server.json<ClientAccountPage>(
      `/v1/admin/client-requests-accounts/?search=${encodeURIComponent(name.toUpperCase())}`,
    )
    expect(found.results.map((account) => account.name)).toContain(name)
  })

  test('referrals: dates filter the invited customer’s registration', async () => {
    const all = await allPages<{ registered_at: string }>(server, '/v1/admin/referral/all-users-referrals/?page_size=500')
    expect(all.length).toBeGreaterThan(0)
    const day = all[0]?.registered_at.slice(0, 10) ?? ''
    const since = await server.json<ReferralLinkPage>(`/v1/admin/referral/all-users-referrals/?date_from=${day}`)
    expect(since.count).toBe(all.filter((link) => link.registered_at.slice(0, 10) >= day).length)
  })
})

describe('resources by uuid', () => {
  test.each([
    ['GET', `/v1/admin/users/customers/${unknownUuid}/`],
    ['GET', '/v1/admin/users/customers/not-a-uuid/'],
    ['POST', `/v1/admin/users/customers/${unknownUuid}/issue-otp/`],
    ['DELETE', `/v1/admin/benchmarks/${unknownUuid}/delete/`],
    ['DELETE', `/v1/admin/client-requests/${unknownUuid}/delete/`],
    ['GET', `/v1/admin/client-requests/${unknownUuid}/download-images/`],
    ['DELETE', `/v1/admin/client-requests-accounts/${unknownUuid}/delete/`],
    ['GET', `/v1/admin/referral/user-referrals/?customer_uuid=${unknownUuid}`],
    ['GET', '/v1/admin/no-such-thing/'],
  ])('%s %s answers 404 {detail}', async (method, path) => {
    const response = await server.call(path, { method })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: expect.any(String) })
  })

  test('set-active with an unknown model answers 404 and keeps the active one', async () => {
    const before = await server.json<HeatmapModel>('/v1/admin/heatmap-models/active/')
    const response = await server.call('/v1/admin/heatmap-models/set-active/', jsonBody('POST', { heatmap_model_uuid: unknownUuid }))
    expect(response.status).toBe(404)
    expect(await server.json<HeatmapModel>('/v1/admin/heatmap-models/active/')).toEqual(before)
  })

  test('set-active makes that model the only active one', async () => {
    const models = await server.json<HeatmapModelList>('/v1/admin/heatmap-models/')
    for (const model of models.results) {
      await server.json(
        '/v1/admin/heatmap-models/set-active/',
        jsonBody('POST', { heatmap_model_uuid: model.heatmap_model_uuid.toUpperCase() }),
      )
      const after = await server.json<HeatmapModelList>('/v1/admin/heatmap-models/')
      expect(after.results.filter((candidate) => candidate.is_active).map((candidate) => candidate.heatmap_model_uuid)).toEqual([
        model.heatmap_model_uuid,
      ])
    }
  })

  test('an account with requests answers 409 on delete and stays; without requests it goes', async () => {
    const accounts = await allPages<ClientAccount>(server, '/v1/admin/client-requests-accounts/?page_size=100')
    const busy = accounts.find((account) => account.requests_count > 0)
    const idle = accounts.find((account) => account.requests_count === 0)
    if (!busy || !idle) throw new Error('the seed has accounts with and without requests')
    const refused = await server.call(`/v1/admin/client-requests-accounts/${busy.client_request_account_uuid}/delete/`, {
      method: 'DELETE',
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: expect.stringContaining('запрос') })
    expect(
      (await server.json<ClientAccountPage>(`/v1/admin/client-requests-accounts/?search=${encodeURIComponent(busy.name)}`)).count,
    ).toBeGreaterThan(0)
    const deleted = await server.call(`/v1/admin/client-requests-accounts/${idle.client_request_account_uuid}/delete/`, {
      method: 'DELETE',
    })
    expect(deleted.status).toBe(204)
  })

  test('benchmark edit checks min_value <= max_value against the stored values', async () => {
    const created = await server.json<{ benchmark_uuid: string }>(
      '/v1/admin/benchmarks/create/',
      jsonBody('POST', { name: 'Границы', category: 'social', metric: 'clarity', min_value: 20, max_value: 30 }),
    )
    const edit = (body: unknown) => server.call(`/v1/admin/benchmarks/${created.benchmark_uuid}/edit/`, jsonBody('PATCH', body))
    expect(await problems(await edit({ min_value: 31 }))).toEqual(['body.min_value'])
    expect(await problems(await edit({ max_value: 19 }))).toEqual(['body.max_value'])
    expect((await edit({ min_value: 30 })).status).toBe(200)
    expect(await problems(await edit({ min_value: 5, max_value: 101 }))).toEqual(['body.max_value'])
  })
})
