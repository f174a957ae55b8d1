import Database from 'better-sqlite3'
import { AuditEntryPage, type AuditEntry } from '../../contract/schemas/audit-log'
import type { Benchmark } from '../../contract/schemas/benchmarks'
import type { ClientAccount } from '../../contract/schemas/client-accounts'
import type { ClientRequest } from '../../contract/schemas/client-requests'
import type { Customer } from '../../contract/schemas/customers'
import { admin, firstOfEachKind, jsonBody, openDatabase, startTestServer, type TestServer } from './helpers'
import { openApiValidator } from './openapi-validator'

/** The journal of the reference server: one entry per change, in its transaction; read-only; filters and pages. */

let server: TestServer
let db: Database.Database
let validator: ReturnType<typeof openApiValidator>
let kinds: Awaited<ReturnType<typeof firstOfEachKind>>

beforeAll(async () => {
  server = await startTestServer({ customers: 20 })
  db = openDatabase(server.databaseFile)
  validator = openApiValidator(await server.json('/v1/openapi.json', { auth: false }))
  kinds = await firstOfEachKind(server)
})
afterAll(async () => {
  db.close()
  await server.close()
})

const entryCount = (database: Database.Database) =>
  (database.prepare('SELECT COUNT(*) AS count FROM audit_log').get() as { count: number }).count

/** A page of the journal, checked against the OpenAPI document and the shared struct. */
async function journal(query = ''): Promise<AuditEntryPage> {
  const response = await server.call(`/v1/admin/audit-log/${query}`)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(validator.problems('GET', '/v1/admin/audit-log/', 200, body)).toBe('')
  const [error, page] = AuditEntryPage.validate(body)
  if (error) throw error
  return page
}

/** Runs `change` and answers the one entry it wrote (failing when it wrote none or several). */
async function onlyEntryOf(change: () => Promise<Response>): Promise<AuditEntry> {
  const before = entryCount(db)
  const response = await change()
  expect(response.ok, `${response.status}: ${await response.clone().text()}`).toBe(true)
  expect(entryCount(db)).toBe(before + 1)
  const [entry] = (await journal('?page_size=1')).results
  if (!entry) throw new Error('no entry')
  return entry
}

const byAdmin = { actor_email: admin.email }

describe('every change writes one entry, with who, what and the change', () => {
  test('a top-up: amount and balance before and after, its comment', async () => {
    const { customer } = kinds
    const path = `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`
    const current = await server.json<Customer>(`/v1/admin/users/customers/${customer.customer_uuid}/`)
    const key = crypto.randomUUID()
    const entry = await onlyEntryOf(() =>
      server.call(path, jsonBody('PATCH', { amount: '1500.00', comment: ' Возврат за сбой ' }, { 'Idempotency-Key': key })),
    )
    const after = (Number(current.balance) + 1500).toFixed(2)
    expect(entry).toMatchObject({
      ...byAdmin,
      action: 'top_up',
      target_type: 'customer',
      target_uuid: customer.customer_uuid,
      target_label: customer.email,
      changes: { amount: [null, '1500.00'], balance: [current.balance, after] },
      comment: 'Возврат за сбой',
    })
    const profile = await server.json<{ uuid: string }>('/v1/admin/profile/')
    expect(entry.actor_uuid).toBe(profile.uuid)

    // the same key again is the stored answer, not a second top-up: no second entry
    const before = entryCount(db)
    const replay = await server.call(
      path,
      jsonBody('PATCH', { amount: '1500.00', comment: ' Возврат за сбой ' }, { 'Idempotency-Key': key }),
    )
    expect(replay.status).toBe(200)
    expect(entryCount(db)).toBe(before)
  })

  test('a one-time code: the customer and the expiry, without the code', async () => {
    const { customer } = kinds
    let answer = { code: '', expires_at: '' }
    const entry = await onlyEntryOf(async () => {
      const response = await server.call(`/v1/admin/users/customers/${customer.customer_uuid}/issue-otp/`, { method: 'POST' })
      answer = (await response.clone().json()) as typeof answer
      return response
    })
    const code = answer.code
    expect(entry).toMatchObject({
      ...byAdmin,
      action: 'issue_otp',
      target_type: 'customer',
      target_uuid: customer.customer_uuid,
      changes: { expires_at: [null, answer.expires_at] },
      comment: '',
    })
    expect(JSON.stringify(entry)).not.toContain(code)
  })

  test('a benchmark created, edited, deleted', async () => {
    const body = { name: 'Журнальная норма', category: 'banner', metric: 'attention', min_value: 10, max_value: 20, description: 'Первая' }
    let created: Benchmark | undefined
    const createEntry = await onlyEntryOf(async () => {
      const response = await server.call('/v1/admin/benchmarks/create/', jsonBody('POST', body))
      created = (await response.clone().json()) as Benchmark
      return response
    })
    if (!created) throw new Error('not created')
    expect(createEntry).toMatchObject({
      ...byAdmin,
      action: 'create',
      target_type: 'benchmark',
      target_uuid: created.benchmark_uuid,
      target_label: 'Журнальная норма',
      changes: {
        name: [null, 'Журнальная норма'],
        category: [null, 'banner'],
        metric: [null, 'attention'],
        min_value: [null, 10],
        max_value: [null, 20],
        description: [null, 'Первая'],
      },
    })
    const path = `/v1/admin/benchmarks/${created.benchmark_uuid}`
    const editEntry = await onlyEntryOf(() =>
      server.call(`${path}/edit/`, jsonBody('PATCH', { max_value: 40, description: 'Вторая', name: 'Журнальная норма' })),
    )
    expect(editEntry).toMatchObject({
      action: 'update',
      target_uuid: created.benchmark_uuid,
      changes: { max_value: [20, 40], description: ['Первая', 'Вторая'] },
    })
    expect(Object.keys(editEntry.changes).sort()).toEqual(['description', 'max_value'])

    // the same values again change nothing and write nothing
    const before = entryCount(db)
    expect((await server.call(`${path}/edit/`, jsonBody('PATCH', { max_value: 40 }))).status).toBe(200)
    expect((await server.call(`${path}/edit/`, jsonBody('PATCH', {}))).status).toBe(200)
    expect(entryCount(db)).toBe(before)

    const deleteEntry = await onlyEntryOf(() => server.call(`${path}/delete/`, { method: 'DELETE' }))
    expect(deleteEntry).toMatchObject({ action: 'delete', target_uuid: created.benchmark_uuid, target_label: 'Журнальная норма' })
    expect(deleteEntry.changes).toMatchObject({ name: ['Журнальная норма', null], max_value: [40, null] })
  })

  test('a client account and a request created, edited, deleted', async () => {
    let account: ClientAccount | undefined
    const accountEntry = await onlyEntryOf(async () => {
      const response = await server.call(
        '/v1/admin/client-requests-accounts/create/',
        jsonBody('POST', { name: 'ООО «Журнал»', contact_email: 'log@example.ru' }),
      )
      account = (await response.clone().json()) as ClientAccount
      return response
    })
    if (!account) throw new Error('not created')
    const accountUuid = account.client_request_account_uuid
    expect(accountEntry).toMatchObject({
      action: 'create',
      target_type: 'client_account',
      target_uuid: accountUuid,
      target_label: 'ООО «Журнал»',
      changes: {
        name: [null, 'ООО «Журнал»'],
        contact_email: [null, 'log@example.ru'],
        is_active: [null, true],
        contact_phone: [null, null],
      },
    })
    const accountEdit = await onlyEntryOf(() =>
      server.call(
        `/v1/admin/client-requests-accounts/${accountUuid}/edit/`,
        jsonBody('PATCH', { is_active: false, contact_phone: '+79161234567' }),
      ),
    )
    expect(accountEdit).toMatchObject({
      action: 'update',
      target_type: 'client_account',
      changes: { is_active: [true, false], contact_phone: [null, '+79161234567'] },
    })

    let request: ClientRequest | undefined
    const requestEntry = await onlyEntryOf(async () => {
      const response = await server.call(
        '/v1/admin/client-requests/create/',
        jsonBody('POST', { client_request_account_uuid: accountUuid, title: 'Проверка журнала' }),
      )
      request = (await response.clone().json()) as ClientRequest
      return response
    })
    if (!request) throw new Error('not created')
    const requestUuid = request.client_request_uuid
    expect(requestEntry).toMatchObject({
      action: 'create',
      target_type: 'client_request',
      target_uuid: requestUuid,
      target_label: 'Проверка журнала',
      changes: { client_request_account_uuid: [null, accountUuid], title: [null, 'Проверка журнала'], status: [null, 'new'] },
    })
    const otherAccount = kinds.account.client_request_account_uuid
    const requestEdit = await onlyEntryOf(() =>
      server.call(
        `/v1/admin/client-requests/${requestUuid}/edit/`,
        jsonBody('PATCH', { status: 'done', client_request_account_uuid: otherAccount.toUpperCase() }),
      ),
    )
    expect(requestEdit.changes).toEqual({ status: ['new', 'done'], client_request_account_uuid: [accountUuid, otherAccount] })

    const requestDelete = await onlyEntryOf(() => server.call(`/v1/admin/client-requests/${requestUuid}/delete/`, { method: 'DELETE' }))
    expect(requestDelete).toMatchObject({
      action: 'delete',
      target_type: 'client_request',
      target_uuid: requestUuid,
      changes: { status: ['done', null] },
    })
    const accountDelete = await onlyEntryOf(() =>
      server.call(`/v1/admin/client-requests-accounts/${accountUuid}/delete/`, { method: 'DELETE' }),
    )
    expect(accountDelete).toMatchObject({
      action: 'delete',
      target_type: 'client_account',
      target_uuid: accountUuid,
      changes: { is_active: [false, null] },
    })
  })

  test('the active model switched: which model was active before and after', async () => {
    const models = await server.json<{ results: { heatmap_model_uuid: string; name: string; version: string; is_active: boolean }[] }>(
      '/v1/admin/heatmap-models/',
    )
    const active = models.results.find((model) => model.is_active)
    const next = models.results.find((model) => !model.is_active)
    if (!active || !next) throw new Error('the seed has an active and an inactive model')
    const entry = await onlyEntryOf(() =>
      server.call('/v1/admin/heatmap-models/set-active/', jsonBody('POST', { heatmap_model_uuid: next.heatmap_model_uuid })),
    )
    expect(entry).toMatchObject({
      ...byAdmin,
      action: 'set_active_model',
      target_type: 'heatmap_model',
      target_uuid: next.heatmap_model_uuid,
      target_label: `${next.name} ${next.version}`,
      changes: { active_model: [`${active.name} ${active.version}`, `${next.name} ${next.version}`] },
    })
  })

  test('sign-ins: a success, a wrong password and an unknown e-mail, never with the password', async () => {
    const profile = await server.json<{ uuid: string }>('/v1/admin/profile/')
    const signIn = (body: { email: string; password: string }) =>
      server.call('/v1/admin/auth/signin/', { ...jsonBody('POST', body), auth: false })
    const success = await onlyEntryOf(() => signIn({ email: 'Admin@Example.com', password: admin.password }))
    expect(success).toMatchObject({
      actor_uuid: profile.uuid,
      ...byAdmin,
      action: 'sign_in',
      target_type: 'admin',
      target_uuid: profile.uuid,
      changes: {},
    })

    for (const [body, expected] of [
      [
        { email: admin.email, password: 'Секрет-неверный-1' },
        { actor_uuid: profile.uuid, actor_email: admin.email, target_uuid: profile.uuid },
      ],
      [
        { email: 'Nobody@Example.com', password: 'Секрет-неверный-2' },
        { actor_uuid: null, actor_email: 'nobody@example.com', target_uuid: null, target_label: 'nobody@example.com' },
      ],
    ] as const) {
      const before = entryCount(db)
      expect((await signIn(body)).status).toBe(401)
      expect(entryCount(db)).toBe(before + 1)
      const [entry] = (await journal('?page_size=1')).results
      expect(entry).toMatchObject({ action: 'sign_in_failed', target_type: 'admin', ...expected })
      expect(JSON.stringify(entry)).not.toContain(body.password)
    }
  })
})

describe('a change that fails writes nothing', () => {
  test.each([
    [
      'an invalid edit (422)',
      () => server.call(`/v1/admin/benchmarks/${kinds.benchmark.benchmark_uuid}/edit/`, jsonBody('PATCH', { min_value: 1000 })),
    ],
    [
      'an edit of an unknown record (404)',
      () => server.call('/v1/admin/benchmarks/00000000-0000-4000-8000-000000000000/edit/', jsonBody('PATCH', { max_value: 1 })),
    ],
    [
      'a delete of an unknown record (404)',
      () => server.call('/v1/admin/client-requests/00000000-0000-4000-8000-000000000000/delete/', { method: 'DELETE' }),
    ],
    [
      'deleting an account that has requests (409)',
      () => server.call(`/v1/admin/client-requests-accounts/${kinds.request.client_request_account_uuid}/delete/`, { method: 'DELETE' }),
    ],
    [
      'a top-up without its key (422)',
      () =>
        server.call(
          `/v1/admin/users/customers/${kinds.customer.customer_uuid}/fill_up_balance/`,
          jsonBody('PATCH', { amount: '1.00', comment: '' }),
        ),
    ],
    [
      'a request for an unknown account (422)',
      () =>
        server.call(
          '/v1/admin/client-requests/create/',
          jsonBody('POST', { client_request_account_uuid: '00000000-0000-4000-8000-000000000000', title: 'x' }),
        ),
    ],
    [
      'an unknown model (404)',
      () =>
        server.call(
          '/v1/admin/heatmap-models/set-active/',
          jsonBody('POST', { heatmap_model_uuid: '00000000-0000-4000-8000-000000000000' }),
        ),
    ],
    [
      'a one-time code for an unknown customer (404)',
      () => server.call('/v1/admin/users/customers/00000000-0000-4000-8000-000000000000/issue-otp/', { method: 'POST' }),
    ],
  ])('%s', async (_, change) => {
    const before = entryCount(db)
    const response = await change()
    expect(response.ok).toBe(false)
    expect(entryCount(db)).toBe(before)
  })

  test('the entry and the change are one transaction: when the entry cannot be written, nothing changes', async () => {
    const writable = new Database(server.databaseFile)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      writable.exec("CREATE TRIGGER refuse_entries BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'journal refused'); END")
      const customerPath = `/v1/admin/users/customers/${kinds.customer.customer_uuid}/`
      const before = await server.json<Customer>(customerPath)
      const operations = (writable.prepare('SELECT COUNT(*) AS count FROM finance_operations').get() as { count: number }).count
      const benchmarks = (writable.prepare('SELECT COUNT(*) AS count FROM benchmarks').get() as { count: number }).count
      const topUp = await server.call(
        `${customerPath}fill_up_balance/`,
        jsonBody('PATCH', { amount: '10.00', comment: '' }, { 'Idempotency-Key': crypto.randomUUID() }),
      )
      expect(topUp.status).toBe(500)
      const create = await server.call(
        '/v1/admin/benchmarks/create/',
        jsonBody('POST', { name: 'Не будет', category: 'banner', metric: 'attention', min_value: 1, max_value: 2 }),
      )
      expect(create.status).toBe(500)
      expect((await server.json<Customer>(customerPath)).balance).toBe(before.balance)
      expect((writable.prepare('SELECT COUNT(*) AS count FROM finance_operations').get() as { count: number }).count).toBe(operations)
      expect((writable.prepare('SELECT COUNT(*) AS count FROM benchmarks').get() as { count: number }).count).toBe(benchmarks)
      expect(logged).toHaveBeenCalled()
    } finally {
      writable.exec('DROP TRIGGER IF EXISTS refuse_entries')
      writable.close()
      logged.mockRestore()
    }
  })
})

describe('reading the journal', () => {
  test('entries cannot be added, changed or deleted: 405 with Allow: GET', async () => {
    const before = entryCount(db)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await server.call('/v1/admin/audit-log/', jsonBody(method, { action: 'create' }))
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET')
      expect(await response.json()).toEqual({ detail: expect.any(String) })
    }
    expect(entryCount(db)).toBe(before)
  })

  test.each([
    ['no token', undefined],
    ['a bad token', 'Bearer not.a.jwt'],
  ])('%s answers 401 token_not_valid', async (_, header) => {
    const response = await server.call('/v1/admin/audit-log/', { auth: false, headers: header ? { Authorization: header } : {} })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: expect.any(String), code: 'token_not_valid' })
  })

  test('newest first, in pages like every list', async () => {
    for (let index = 1; index <= 12; index += 1) {
      const body = { name: `Страница ${index}`, category: 'social', metric: 'clarity', min_value: 0, max_value: index }
      expect((await server.call('/v1/admin/benchmarks/create/', jsonBody('POST', body))).status).toBe(201)
    }
    const query = '?action=create&target_type=benchmark&page_size=5'
    const first = await journal(query)
    expect(first.previous).toBeNull()
    expect(first.next).toContain('page=2')
    const labels = [...first.results]
    let next = first.next
    while (next) {
      const page = await journal(next.slice(next.indexOf('?')))
      labels.push(...page.results)
      next = page.next
    }
    expect(labels.length).toBe(first.count)
    const names = labels.map((entry) => entry.target_label).filter((label) => label.startsWith('Страница '))
    expect(names).toEqual(Array.from({ length: 12 }, (_, index) => `Страница ${12 - index}`))
    const times = labels.map((entry) => Date.parse(entry.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const last = await journal(`${query}&page=${Math.ceil(first.count / 5)}`)
    expect(last.next).toBeNull()
    expect(last.previous).not.toBeNull()
  })

  test('filters: person (any case), action, record type, record, days inclusive; together', async () => {
    const all = await journal('?page_size=500')
    expect(all.count).toBeGreaterThan(20)
    const customerUuid = kinds.customer.customer_uuid
    const cases: [string, (entry: AuditEntry) => boolean][] = [
      [`actor_email=${encodeURIComponent('ADMIN@example.com')}`, (entry) => entry.actor_email === admin.email],
      ['actor_email=nobody%40example.com', (entry) => entry.actor_email === 'nobody@example.com'],
      ['action=top_up', (entry) => entry.action === 'top_up'],
      ['target_type=customer', (entry) => entry.target_type === 'customer'],
      [`target_uuid=${customerUuid.toUpperCase()}`, (entry) => entry.target_uuid === customerUuid],
      [
        `target_type=customer&action=issue_otp&target_uuid=${customerUuid}`,
        (entry) => entry.action === 'issue_otp' && entry.target_uuid === customerUuid,
      ],
    ]
    for (const [query, keeps] of cases) {
      const page = await journal(`?page_size=500&${query}`)
      const expected = all.results.filter(keeps)
      expect(expected.length, query).toBeGreaterThan(0)
      expect(
        page.results.map((entry) => entry.entry_uuid),
        query,
      ).toEqual(expected.map((entry) => entry.entry_uuid))
      expect(page.count).toBe(expected.length)
    }
    // days are Moscow days, both ends included
    const day = (all.results[0]?.created_at ?? '').slice(0, 10)
    const previousDay = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const onDay = all.results.filter((entry) => entry.created_at.startsWith(day)).length
    expect((await journal(`?page_size=500&date_from=${day}&date_to=${day}`)).count).toBe(onDay)
    expect((await journal(`?date_to=${previousDay}`)).count).toBe(
      all.count - all.results.filter((entry) => entry.created_at.slice(0, 10) >= day).length,
    )
    expect((await journal(`?date_from=${nextDay}`)).count).toBe(0)
  })

  test('q: a text in the record or in the comment, in any case; the count follows it', async () => {
    const all = await journal('?page_size=500')
    const ids = (entries: AuditEntry[]) => entries.map((entry) => entry.entry_uuid)
    for (const text of ['ВОЗВРАТ за сбой', 'журнальная норма']) {
      const page = await journal(`?page_size=500&q=${encodeURIComponent(` ${text} `)}`)
      const expected = all.results.filter((entry) => `${entry.target_label} ${entry.comment}`.toLowerCase().includes(text.toLowerCase()))
      expect(expected.length, text).toBeGreaterThan(0)
      expect(ids(page.results), text).toEqual(ids(expected))
      expect(page.count, text).toBe(expected.length)
    }
    expect((await journal('?q=%D0%BD%D0%B5%D1%82-%D1%82%D0%B0%D0%BA%D0%BE%D0%B3%D0%BE')).count).toBe(0)
  })

  test.each([
    ['q', `q=${'a'.repeat(201)}`],
    ['action', 'action=login'],
    ['target_type', 'target_type=user'],
    ['target_uuid', 'target_uuid=42'],
    ['date_from', 'date_from=2026-02-30'],
    ['date_to', 'date_from=2026-03-02&date_to=2026-03-01'],
    ['page_size', 'page_size=501'],
    ['page', 'page=0'],
    ['action', 'action=create&action=delete'],
    ['actor_email', `actor_email=${'a'.repeat(255)}`],
  ])('a bad %s answers 422 at ["query", it]', async (param, query) => {
    const response = await server.call(`/v1/admin/audit-log/?${query}`)
    expect(response.status).toBe(422)
    const body = (await response.json()) as { detail: { loc: string[] }[] }
    expect(validator.problems('GET', '/v1/admin/audit-log/', 422, body)).toBe('')
    expect(body.detail.map((issue) => issue.loc)).toContainEqual(['query', param])
  })
})

test('without the journal (auditLog: false) the path is unknown, 404, and no change writes an entry', async () => {
  const without = await startTestServer({ customers: 5, auditLog: false })
  const database = openDatabase(without.databaseFile)
  try {
    const { customer } = await firstOfEachKind(without)
    for (const method of ['GET', 'POST']) {
      const response = await without.call('/v1/admin/audit-log/', { method })
      expect(response.status, method).toBe(404)
      expect(await response.json()).toEqual({ detail: expect.any(String) })
    }
    await without.json(
      `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`,
      jsonBody('PATCH', { amount: '5.00', comment: '' }, { 'Idempotency-Key': crypto.randomUUID() }),
    )
    await without.json(
      '/v1/admin/benchmarks/create/',
      jsonBody('POST', { name: 'Без журнала', category: 'banner', metric: 'attention', min_value: 1, max_value: 2 }),
    )
    await without.call('/v1/admin/auth/signin/', { ...jsonBody('POST', { email: admin.email, password: 'wrong-password' }), auth: false })
    expect(entryCount(database)).toBe(0)
  } finally {
    database.close()
    await without.close()
  }
})
