import type Database from 'better-sqlite3'
import type { AuditEntryPage } from '../../contract/schemas/audit-log'
import type { Capabilities } from '../../contract/schemas/capabilities'
import { databaseChecksum, finance, firstOfEachKind, jsonBody, openDatabase, signedInAs, startTestServer, type TestServer } from './helpers'

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

type Row = Record<string, unknown>

/** A record kind that keeps versions: where its records are, and two edits of one. */
interface Kind {
  name: 'benchmark' | 'account' | 'request'
  uuidField: string
  base: string
  first: Row
  second: Row
}

const kinds: Kind[] = [
  { name: 'benchmark', uuidField: 'benchmark_uuid', base: '/v1/admin/benchmarks/', first: { max_value: 99 }, second: { name: 'Вторая' } },
  {
    name: 'account',
    uuidField: 'client_request_account_uuid',
    base: '/v1/admin/client-requests-accounts/',
    first: { company: 'ООО «Первая»' },
    second: { name: 'Вторая', is_active: false },
  },
  {
    name: 'request',
    uuidField: 'client_request_uuid',
    base: '/v1/admin/client-requests/',
    first: { status: 'rejected' },
    second: { title: 'Вторая', description: 'Вторая правка' },
  },
]

const ifMatch = (version: unknown) => ({ 'If-Match': `"${String(version)}"` })

/** A seeded record of the kind (never edited: its first version is kept by its first edit). */
async function seeded(kind: Kind): Promise<Row> {
  const first = await firstOfEachKind(server)
  return { benchmark: first.benchmark, account: first.account, request: first.request }[kind.name] as Row
}

describe.each(kinds)('$name', (kind) => {
  const at = (record: Row, rest: string) => `${kind.base}${String(record[kind.uuidField])}/${rest}`
  const edit = (record: Row, change: Row, version: number) =>
    server.json<Row>(at(record, 'edit/'), jsonBody('PATCH', change, ifMatch(version)))

  test('a revert writes a new version with the old values and a journal entry «Возврат к версии N»', async () => {
    const original = await seeded(kind)
    const start = Number(original.version)
    await edit(original, kind.first, start)
    const twice = await edit(original, kind.second, start + 1)
    expect(twice.version).toBe(start + 2)

    expect(await server.json<Row>(at(original, `versions/${start}/`))).toEqual(original)
    const response = await server.call(at(original, `versions/${start}/revert/`), { method: 'POST', headers: ifMatch(start + 2) })
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBe(`"${start + 3}"`)
    const reverted = (await response.json()) as Row
    const fields = Object.keys({ ...kind.first, ...kind.second })
    for (const field of fields) expect(reverted[field], field).toEqual(original[field])
    expect(reverted.version).toBe(start + 3)

    const journal = await server.json<AuditEntryPage>(`/v1/admin/audit-log/?target_uuid=${String(original[kind.uuidField])}&page_size=1`)
    const [entry] = journal.results
    expect(entry).toMatchObject({ action: 'update', version: start + 3, reverted_from: start })
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(fields.sort())
    for (const field of fields) expect(entry?.changes[field], field).toEqual([twice[field], original[field]])
  })

  test('a revert with a stale If-Match answers 412 with the record as it is now, and changes nothing', async () => {
    const original = await seeded(kind)
    const start = Number(original.version)
    const other = await edit(original, kind.second, start)
    const before = databaseChecksum(db)
    const response = await server.call(at(original, `versions/${start}/revert/`), { method: 'POST', headers: ifMatch(start) })
    expect(response.status).toBe(412)
    expect(response.headers.get('etag')).toBe(`"${start + 1}"`)
    expect(await response.json()).toEqual({ detail: expect.any(String), code: 'version_mismatch', current: other })
    expect(databaseChecksum(db)).toBe(before)
  })
})

test('a version not kept, or not a version, answers 404 and changes nothing', async () => {
  const { benchmark } = await firstOfEachKind(server)
  const before = databaseChecksum(db)
  for (const version of ['0', '999', 'x', '1.5']) {
    expect((await server.call(`/v1/admin/benchmarks/${benchmark.benchmark_uuid}/versions/${version}/`)).status, version).toBe(404)
    const revert = await server.call(`/v1/admin/benchmarks/${benchmark.benchmark_uuid}/versions/${version}/revert/`, { method: 'POST' })
    expect(revert.status, version).toBe(404)
  }
  expect(databaseChecksum(db)).toBe(before)
})

test('a record created through the API is journaled at version 1, which it can be returned to', async () => {
  const body = { name: 'Норма возврата', category: 'banner', metric: 'attention', min_value: 1, max_value: 2 }
  const created = await server.json<Row>('/v1/admin/benchmarks/create/', jsonBody('POST', body))
  const uuid = String(created.benchmark_uuid)
  await server.json(`/v1/admin/benchmarks/${uuid}/edit/`, jsonBody('PATCH', { min_value: 2 }, ifMatch(1)))
  const journal = await server.json<AuditEntryPage>(`/v1/admin/audit-log/?target_uuid=${uuid}`)
  expect(journal.results.map((entry) => [entry.action, entry.version])).toEqual([
    ['update', 2],
    ['create', 1],
  ])
  const reverted = await server.json<Row>(`/v1/admin/benchmarks/${uuid}/versions/1/revert/`, { method: 'POST', headers: ifMatch(2) })
  expect(reverted).toMatchObject({ min_value: 1, version: 3 })
})

test('a role without records.edit gets 403 and nothing changes; the capabilities name the extension', async () => {
  const { benchmark } = await firstOfEachKind(server)
  await server.json(`/v1/admin/benchmarks/${benchmark.benchmark_uuid}/edit/`, jsonBody('PATCH', { description: 'Правка' }))
  const person = await signedInAs(server, finance)
  const before = databaseChecksum(db)
  const refused = await person.call(`/v1/admin/benchmarks/${benchmark.benchmark_uuid}/versions/${benchmark.version}/revert/`, {
    method: 'POST',
  })
  expect(refused.status).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 'permission_denied' })
  expect(databaseChecksum(db)).toBe(before)
  expect((await server.json<Capabilities>('/v1/admin/capabilities/')).record_revert).toBe(true)
})
