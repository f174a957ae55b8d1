import { request } from 'node:http'
import Database from 'better-sqlite3'
import type { AuditEntryPage } from '../../contract/schemas/audit-log'
import type { HeatmapModel, HeatmapModelList } from '../../contract/schemas/heatmap-models'
import { migrate } from '../../server/db/schema'
import { databaseChecksum, jsonBody, openDatabase, startTestServer, type TestServer } from './helpers'

let server: TestServer
let db: Database.Database

beforeAll(async () => {
  server = await startTestServer({ customers: 20 })
  db = openDatabase(server.databaseFile)
})
afterAll(async () => {
  db.close()
  await server.close()
})

/** A record kind that carries versions: where it is created, edited and deleted, and a change of it. */
interface Kind {
  name: string
  uuidField: string
  base: string
  create: () => Promise<Record<string, unknown>>
  change: Record<string, unknown>
  otherChange: Record<string, unknown>
}

async function created(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await server.call(path, jsonBody('POST', body))
  expect(response.status).toBe(201)
  const record = (await response.json()) as Record<string, unknown>
  expect(record.version).toBe(1)
  expect(response.headers.get('etag')).toBe('"1"')
  return record
}

async function newAccount(): Promise<Record<string, unknown>> {
  return created('/v1/admin/client-requests-accounts/create/', { name: 'Кабинет версий', contact_email: 'versions@example.ru' })
}

const kinds: Kind[] = [
  {
    name: 'benchmark',
    uuidField: 'benchmark_uuid',
    base: '/v1/admin/benchmarks/',
    create: () =>
      created('/v1/admin/benchmarks/create/', {
        name: 'Норма версий',
        category: 'banner',
        metric: 'attention',
        min_value: 10,
        max_value: 20,
      }),
    change: { max_value: 30 },
    otherChange: { name: 'Чужая правка' },
  },
  {
    name: 'client account',
    uuidField: 'client_request_account_uuid',
    base: '/v1/admin/client-requests-accounts/',
    create: newAccount,
    change: { company: 'ООО «Версия»' },
    otherChange: { name: 'Чужая правка' },
  },
  {
    name: 'client request',
    uuidField: 'client_request_uuid',
    base: '/v1/admin/client-requests/',
    create: async () =>
      created('/v1/admin/client-requests/create/', {
        client_request_account_uuid: (await newAccount()).client_request_account_uuid,
        title: 'Запрос версий',
      }),
    change: { status: 'in_progress' },
    otherChange: { title: 'Чужая правка' },
  },
]

const path = (kind: Kind, record: Record<string, unknown>, action: 'edit' | 'delete') =>
  `${kind.base}${String(record[kind.uuidField])}/${action}/`
const ifMatch = (version: unknown) => ({ 'If-Match': `"${String(version)}"` })
const journalCount = (uuid: unknown) =>
  (db.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE target_uuid = ?').get(uuid) as { n: number }).n

describe.each(kinds)('$name', (kind) => {
  test('an edit with the current version is made: the answer holds the next version, also as ETag; the journal records it as before', async () => {
    const record = await kind.create()
    const response = await server.call(path(kind, record, 'edit'), jsonBody('PATCH', kind.change, ifMatch(1)))
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBe('"2"')
    expect(await response.json()).toMatchObject({ ...kind.change, version: 2 })
    const journal = await server.json<AuditEntryPage>(`/v1/admin/audit-log/?target_uuid=${String(record[kind.uuidField])}&page_size=1`)
    expect(journal.results[0]?.action).toBe('update')
    expect(Object.keys(journal.results[0]?.changes ?? {})).toEqual(Object.keys(kind.change))
  })

  test('an edit or delete with an older version answers 412 with the record as it is now, and changes nothing', async () => {
    const record = await kind.create()
    const other = await server.json<Record<string, unknown>>(path(kind, record, 'edit'), jsonBody('PATCH', kind.otherChange, ifMatch(1)))
    const before = databaseChecksum(db)
    for (const [method, body] of [
      ['PATCH', kind.change],
      ['DELETE', undefined],
    ] as const) {
      const action = method === 'PATCH' ? 'edit' : 'delete'
      const init = body === undefined ? { method, headers: ifMatch(1) } : jsonBody(method, body, ifMatch(1))
      const response = await server.call(path(kind, record, action), init)
      expect(response.status, method).toBe(412)
      expect(response.headers.get('etag')).toBe('"2"')
      expect(await response.json()).toEqual({ detail: expect.any(String), code: 'version_mismatch', current: other })
    }
    expect(databaseChecksum(db)).toBe(before)
  })

  test('without If-Match a write is made whatever the version (as before versions)', async () => {
    const record = await kind.create()
    const edited = await server.json<Record<string, unknown>>(path(kind, record, 'edit'), jsonBody('PATCH', kind.change))
    expect(edited.version).toBe(2)
    const again = await server.json<Record<string, unknown>>(path(kind, record, 'edit'), jsonBody('PATCH', kind.otherChange))
    expect(again.version).toBe(3)
    expect((await server.call(path(kind, record, 'delete'), { method: 'DELETE' })).status).toBe(204)
  })

  test('a delete with the current version is made', async () => {
    const record = await kind.create()
    expect((await server.call(path(kind, record, 'delete'), { method: 'DELETE', headers: ifMatch(1) })).status).toBe(204)
    expect((await server.call(path(kind, record, 'delete'), { method: 'DELETE', headers: ifMatch(1) })).status).toBe(404)
  })

  test('two edits racing with one version: one is made, the other answers 412; one journal entry', async () => {
    const record = await kind.create()
    const answers = await Promise.all(
      [kind.change, kind.otherChange].map((change) => server.call(path(kind, record, 'edit'), jsonBody('PATCH', change, ifMatch(1)))),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412])
    const won = (await answers.find((answer) => answer.status === 200)?.json()) as Record<string, unknown>
    const lost = (await answers.find((answer) => answer.status === 412)?.json()) as { current: unknown }
    expect(won.version).toBe(2)
    expect(lost.current).toEqual(won)
    expect(journalCount(record[kind.uuidField])).toBe(2)
  })
})

describe('If-Match', () => {
  const benchmark = kinds[0]
  if (!benchmark) throw new Error('benchmarks are versioned')

  test('"*" or a list naming the current version lets the write through; another version, a weak or malformed tag does not', async () => {
    const record = await benchmark.create()
    const edit = (value: string, body: Record<string, unknown>) =>
      server.call(path(benchmark, record, 'edit'), jsonBody('PATCH', body, { 'If-Match': value }))
    expect((await edit('*', { max_value: 31 })).status).toBe(200)
    expect((await edit('"7", "2"', { max_value: 32 })).status).toBe(200)
    for (const value of ['3', 'W/"3"', '"03"', '"two"', '']) expect((await edit(value, { max_value: 33 })).status, value).toBe(412)
  })

  test('an edit that changes nothing keeps the version, and a stale one still answers 412', async () => {
    const record = await benchmark.create()
    const same = await server.call(path(benchmark, record, 'edit'), jsonBody('PATCH', { max_value: 20 }, ifMatch(1)))
    expect(same.headers.get('etag')).toBe('"1"')
    expect(((await same.json()) as { version: number }).version).toBe(1)
    expect((await server.call(path(benchmark, record, 'edit'), jsonBody('PATCH', {}, ifMatch(5)))).status).toBe(412)
  })

  test('an edit whose body arrives after another edit was made answers 412: the version is checked when it is written', async () => {
    const record = await benchmark.create()
    const target = path(benchmark, record, 'edit')
    await server.call('/__test__/requests', { method: 'DELETE' })
    // The slow edit's headers and the start of its body now, the rest later. With its length told
    // (not chunked), the server starts on the call before the body is all there.
    const [start, rest] = ['{"name": ', '"Медленная правка"}']
    const headers = {
      Authorization: `Bearer ${server.access}`,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(start + rest),
      ...ifMatch(1),
    }
    const slow = request(`${server.url}${target}`, { method: 'PATCH', headers })
    const late = new Promise<{ status: number; body: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      slow.on('error', reject)
    })
    slow.write(start)
    while ((await server.json<{ count: number }>(`/__test__/requests?path=${encodeURIComponent(target)}`)).count === 0)
      await new Promise((resolve) => setTimeout(resolve, 5))
    const fast = await server.call(target, jsonBody('PATCH', { name: 'Быстрая правка' }, ifMatch(1)))
    expect(fast.status).toBe(200)
    slow.end(rest)
    const answer = await late
    expect(answer.status).toBe(412)
    expect((JSON.parse(answer.body) as { current: { name: string } }).current.name).toBe('Быстрая правка')
  })
})

describe('set-active with expected_active_uuid', () => {
  const models = async () => (await server.json<HeatmapModelList>('/v1/admin/heatmap-models/')).results
  const setActive = (body: Record<string, unknown>) => server.call('/v1/admin/heatmap-models/set-active/', jsonBody('POST', body))

  test('switches when the expected model is still the active one', async () => {
    const all = await models()
    const active = all.find((model) => model.is_active)
    const next = all.find((model) => !model.is_active)
    if (!active || !next) throw new Error('the seed has an active and an inactive model')
    const response = await setActive({
      heatmap_model_uuid: next.heatmap_model_uuid,
      expected_active_uuid: active.heatmap_model_uuid.toUpperCase(),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as HeatmapModel).is_active).toBe(true)
  })

  test('answers 409 with the active model when another became active meanwhile, and switches nothing', async () => {
    const [first, second, third] = await models()
    if (!first || !second || !third) throw new Error('the seed has three models')
    await server.json('/v1/admin/heatmap-models/set-active/', jsonBody('POST', { heatmap_model_uuid: first.heatmap_model_uuid }))
    const seen = first.heatmap_model_uuid
    const switched = await server.json<HeatmapModel>(
      '/v1/admin/heatmap-models/set-active/',
      jsonBody('POST', { heatmap_model_uuid: second.heatmap_model_uuid, expected_active_uuid: seen }),
    )
    const before = databaseChecksum(db)
    const refused = await setActive({ heatmap_model_uuid: third.heatmap_model_uuid, expected_active_uuid: seen })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: expect.any(String), code: 'active_changed', current: switched })
    expect(databaseChecksum(db)).toBe(before)
  })

  test('without it the switch is made as before', async () => {
    const inactive = (await models()).find((model) => !model.is_active)
    if (!inactive) throw new Error('the seed has inactive models')
    expect((await setActive({ heatmap_model_uuid: inactive.heatmap_model_uuid })).status).toBe(200)
  })
})

test('a database made before versions is given them by its migration: every stored record at version 1', () => {
  const old = new Database(':memory:')
  // the schema before the migration that adds versions (the fifth)
  migrate(old, 4)
  old
    .prepare(
      "INSERT INTO benchmarks (uuid, name, category, metric, min_value, max_value, description, created_at, updated_at) VALUES ('b', 'Норма', 'banner', 'attention', 1, 2, '', 0, 0)",
    )
    .run()
  old
    .prepare(
      "INSERT INTO client_accounts (uuid, name, company, contact_email, is_active, created_at) VALUES ('a', 'Кабинет', '', 'a@b.ru', 1, 0)",
    )
    .run()
  old
    .prepare(
      "INSERT INTO client_requests (uuid, account_id, title, description, status, created_at, updated_at) VALUES ('r', 1, 'Запрос', '', 'new', 0, 0)",
    )
    .run()

  migrate(old)

  for (const table of ['benchmarks', 'client_accounts', 'client_requests']) {
    expect(old.prepare(`SELECT version FROM ${table}`).all(), table).toEqual([{ version: 1 }])
  }
  old.close()
})
