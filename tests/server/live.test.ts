import type { ClientRequest, ClientRequestPage } from '../../contract/schemas/client-requests'
import type { CustomerPage } from '../../contract/schemas/customers'
import { openStream, type OpenStream } from './event-stream'
import { jsonBody, signedInAs, startTestServer, type TestServer } from './helpers'

let server: TestServer
type Person = Awaited<ReturnType<typeof signedInAs>>
let asSupport: Person
let asFinance: Person
const streams: OpenStream[] = []

beforeAll(async () => {
  server = await startTestServer({ customers: 30, claimTtlMinutes: 30, accessTokenTtl: 7200 })
  asSupport = await signedInAs(server, { email: 'support@example.com', password: 'support12345' })
  asFinance = await signedInAs(server, { email: 'finance@example.com', password: 'finance12345' })
})
afterEach(() => {
  vi.useRealTimers()
  for (const stream of streams.splice(0)) stream.close()
})
afterAll(() => server.close())

async function streamOf(access: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const stream = await openStream(server.url, { Authorization: `Bearer ${access}`, ...headers })
  streams.push(stream)
  return stream
}

async function newRequests(): Promise<ClientRequest[]> {
  return (await server.json<ClientRequestPage>('/v1/admin/client-requests/?status=new&page_size=500&ordering=created_at')).results
}

const claim = (person: Pick<Person, 'call'>, uuid: string, body: unknown = {}) =>
  person.call(`/v1/admin/client-requests/${uuid}/claim/`, jsonBody('POST', body))
const release = (person: Pick<Person, 'call'>, uuid: string) =>
  person.call(`/v1/admin/client-requests/${uuid}/release/`, { method: 'POST' })

async function editTitle(uuid: string, title: string): Promise<ClientRequest> {
  return server.json<ClientRequest>(`/v1/admin/client-requests/${uuid}/edit/`, jsonBody('PATCH', { title }))
}

describe('the event stream', () => {
  test('answers 401 without a bearer token and an event stream with one', async () => {
    const anonymous = await openStream(server.url, {})
    expect(anonymous.status).toBe(401)
    const stream = await streamOf(server.access)
    expect(stream.status).toBe(200)
    expect(stream.contentType).toContain('text/event-stream')
  })

  test('a change to a record reaches every signed-in person with its resource, uuid and version', async () => {
    const [request] = await newRequests()
    if (!request) throw new Error('the seed has new requests')
    const stream = await streamOf(asFinance.access)
    const edited = await editTitle(request.client_request_uuid, 'Не приходит отчёт')
    const frame = await stream.next(({ event }) => event.kind === 'record' && event.resource === 'client_request')
    expect(frame.event).toEqual({
      kind: 'record',
      action: 'changed',
      resource: 'client_request',
      uuid: request.client_request_uuid,
      version: edited.version,
      by: 'admin@example.com',
    })
    expect(frame.id).toMatch(/^\d+$/)
  })

  test('what a role may not read is not sent to it: the journal grows for finance, not for support', async () => {
    const [request] = await newRequests()
    if (!request) throw new Error('the seed has new requests')
    const finance = await streamOf(asFinance.access)
    const support = await streamOf(asSupport.access)
    await editTitle(request.client_request_uuid, 'Журнал видит финансы')
    await finance.next(({ event }) => event.kind === 'record' && event.resource === 'audit_log')
    await support.next(({ event }) => event.kind === 'record' && event.resource === 'client_request')
    await editTitle(request.client_request_uuid, 'Ещё одна правка')
    await support.next(({ event }) => event.kind === 'record' && event.resource === 'client_request' && support.frames.length > 1)
    expect(support.frames.filter(({ event }) => event.kind === 'record' && event.resource === 'audit_log')).toEqual([])
  })

  test('a reconnect naming its last event id gets every event it missed, and a forgotten id gets a reset', async () => {
    const [first, second] = await newRequests()
    if (!first || !second) throw new Error('the seed has new requests')
    const stream = await streamOf(server.access)
    await editTitle(first.client_request_uuid, 'До обрыва')
    const seen = await stream.next(({ event }) => event.kind === 'record' && event.uuid === first.client_request_uuid)
    stream.close()
    await editTitle(second.client_request_uuid, 'Во время обрыва')
    await editTitle(first.client_request_uuid, 'Тоже во время обрыва')
    const resumed = await streamOf(server.access, { 'Last-Event-ID': seen.id ?? '' })
    await resumed.next(({ event }) => event.kind === 'record' && event.uuid === first.client_request_uuid)
    const missed = resumed.frames.filter(({ event }) => event.kind === 'record' && event.resource === 'client_request')
    expect(missed.map(({ event }) => event.kind === 'record' && event.uuid)).toEqual([
      second.client_request_uuid,
      first.client_request_uuid,
    ])
    const unknown = await streamOf(server.access, { 'Last-Event-ID': '999999999' })
    expect((await unknown.next(({ event }) => event.kind === 'reset')).event).toEqual({ kind: 'reset' })
  })
})

describe('presence', () => {
  test('is heard by others, starts a new stream, and leaves at once with mode "left"', async () => {
    const [request] = await newRequests()
    if (!request) throw new Error('the seed has new requests')
    const uuid = request.client_request_uuid
    const stream = await streamOf(asFinance.access)
    const here = (mode: string) => asSupport.call('/v1/admin/presence/', jsonBody('PUT', { resource: 'client_request', uuid, mode }))
    expect((await here('editing')).status).toBe(204)
    const arrived = await stream.next(({ event }) => event.kind === 'presence' && event.uuid === uuid)
    expect(arrived.event).toMatchObject({ people: [{ email: 'support@example.com', mode: 'editing' }] })
    const later = await streamOf(server.access)
    await later.next(({ event }) => event.kind === 'presence' && event.uuid === uuid && event.people.length === 1)
    await here('left')
    await stream.next(({ event }) => event.kind === 'presence' && event.uuid === uuid && event.people.length === 0)
    expect((await here('sleeping')).status).toBe(422)
  })

  test('expires 45 s after the last repeat', async () => {
    const [, request] = await newRequests()
    if (!request) throw new Error('the seed has new requests')
    const uuid = request.client_request_uuid
    const stream = await streamOf(asFinance.access)
    vi.useFakeTimers({ toFake: ['Date'] })
    await asSupport.call('/v1/admin/presence/', jsonBody('PUT', { resource: 'client_request', uuid, mode: 'viewing' }))
    await stream.next(({ event }) => event.kind === 'presence' && event.uuid === uuid && event.people.length === 1)
    vi.setSystemTime(Date.now() + 44_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(stream.frames.some(({ event }) => event.kind === 'presence' && event.uuid === uuid && event.people.length === 0)).toBe(false)
    vi.setSystemTime(Date.now() + 2000)
    await stream.next(({ event }) => event.kind === 'presence' && event.uuid === uuid && event.people.length === 0)
  })
})

describe('claims on client requests', () => {
  test('claim, 409 for another, takeover with a reason (422 without), release', async () => {
    const [request] = await newRequests()
    if (!request) throw new Error('the seed has new requests')
    const uuid = request.client_request_uuid
    const stream = await streamOf(asFinance.access)
    const taken = await claim(asSupport, uuid)
    expect(taken.status).toBe(200)
    const claimed = (await taken.json()) as ClientRequest
    expect(claimed.claimed_by_email).toBe('support@example.com')
    expect(Date.parse(claimed.claim_expires_at ?? '') - Date.parse(claimed.claimed_at ?? '')).toBe(30 * 60_000)
    await stream.next(({ event }) => event.kind === 'claim' && event.uuid === uuid && event.claimed_by_email === 'support@example.com')

    const refused = await claim(server, uuid)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'claimed', current: { claimed_by_email: 'support@example.com' } })
    expect((await claim(server, uuid, { takeover: true })).status).toBe(422)
    expect((await claim(server, uuid, { takeover: true, reason: 'x'.repeat(501) })).status).toBe(422)
    expect((await release(server, uuid)).status).toBe(409)

    const takeover = await claim(server, uuid, { takeover: true, reason: 'Клиент звонит мне' })
    expect(takeover.status).toBe(200)
    expect(((await takeover.json()) as ClientRequest).claimed_by_email).toBe('admin@example.com')
    const journal = await server.json<{ results: { comment: string; changes: Record<string, unknown> }[] }>(
      `/v1/admin/audit-log/?target_uuid=${uuid}`,
    )
    expect(journal.results[0]).toMatchObject({
      comment: 'Клиент звонит мне',
      changes: { claimed_by_email: ['support@example.com', 'admin@example.com'] },
    })

    const mine = await server.json<ClientRequestPage>('/v1/admin/client-requests/?claimed_by_email=ADMIN@example.com')
    expect(mine.results.map((row) => row.client_request_uuid)).toEqual([uuid])

    const released = await release(server, uuid)
    expect(released.status).toBe(200)
    expect(((await released.json()) as ClientRequest).claimed_by_email).toBeNull()
    await stream.next(({ event }) => event.kind === 'claim' && event.uuid === uuid && event.claimed_by_email === null)
  })

  test('needs records.edit', async () => {
    const [request] = await newRequests()
    if (!request) throw new Error('the seed has new requests')
    expect((await claim(asFinance, request.client_request_uuid)).status).toBe(403)
    expect((await asFinance.call('/v1/admin/client-requests/next/', { method: 'POST' })).status).toBe(403)
  })

  test('ten calls of next at once give ten different new requests, then 204 when none is left', async () => {
    const [account] = (
      await server.json<{ results: { client_request_account_uuid: string }[] }>('/v1/admin/client-requests-accounts/?page_size=1')
    ).results
    if (!account) throw new Error('the seed has accounts')
    for (let index = (await newRequests()).length; index < 12; index += 1) {
      await server.json(
        '/v1/admin/client-requests/create/',
        jsonBody('POST', { client_request_account_uuid: account.client_request_account_uuid, title: `Запрос ${index}` }),
      )
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => asSupport.call('/v1/admin/client-requests/next/', { method: 'POST' })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200))
    const given = (await Promise.all(answers.map((answer) => answer.json()))) as ClientRequest[]
    expect(new Set(given.map((request) => request.client_request_uuid)).size).toBe(10)
    expect(given.every((request) => request.status === 'new' && request.claimed_by_email === 'support@example.com')).toBe(true)

    const left = (await newRequests()).filter((request) => request.claimed_by_email === null)
    for (const request of left) await claim(server, request.client_request_uuid)
    expect((await asSupport.call('/v1/admin/client-requests/next/', { method: 'POST' })).status).toBe(204)
  })

  test('a claim expires after CLAIM_TTL_MINUTES: nobody holds it, next gives it again, and the streams hear so', async () => {
    const stream = await streamOf(asFinance.access)
    const all = await newRequests()
    const oldest = all[0]
    if (!oldest) throw new Error('the seed has new requests')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 31 * 60_000)
    await stream.next(({ event }) => event.kind === 'claim' && event.uuid === oldest.client_request_uuid && event.claimed_by_email === null)
    const read = await server.json<ClientRequest>(`/v1/admin/client-requests/?status=new&page_size=1&ordering=created_at`)
    expect(read).toMatchObject({ results: [{ claimed_by_email: null }] })
    const next = await asSupport.json<ClientRequest>('/v1/admin/client-requests/next/', { method: 'POST' })
    expect(next.client_request_uuid).toBe(oldest.client_request_uuid)
  })
})

test('a customer top-up is an event about that customer', async () => {
  const [customer] = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=1')).results
  if (!customer) throw new Error('the seed has customers')
  const stream = await streamOf(asSupport.access)
  await server.call(
    `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`,
    jsonBody('PATCH', { amount: '100.00', comment: 'Платёж' }, { 'Idempotency-Key': crypto.randomUUID() }),
  )
  await stream.next(({ event }) => event.kind === 'record' && event.resource === 'customer' && event.uuid === customer.customer_uuid)
})
