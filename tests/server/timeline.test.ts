import Database from 'better-sqlite3'
import type { AuditEntryPage } from '../../contract/schemas/audit-log'
import type { FinanceOperationPage } from '../../contract/schemas/finance'
import { CustomerNote, TimelineItemPage, type TimelineItem } from '../../contract/schemas/timeline'
import { ensureAdmin } from '../../server/routes/auth'
import { allPages, jsonBody, startTestServer, type TestServer } from './helpers'
import { openApiValidator } from './openapi-validator'

/** Staff notes (limits, author only, 15 minutes, journaled) and a customer's timeline (merged order, pages, the kind filter). */

let server: TestServer
let db: Database.Database
let validator: ReturnType<typeof openApiValidator>
/** A customer with operations, who invited someone and was invited. */
let customer: { uuid: string; id: number }

const colleague = { email: 'colleague@example.com', password: 'colleague12345' }

beforeAll(async () => {
  server = await startTestServer({ customers: 60 })
  db = new Database(server.databaseFile)
  db.pragma('busy_timeout = 5000')
  validator = openApiValidator(await server.json('/v1/openapi.json', { auth: false }))
  await ensureAdmin(db, colleague.email, colleague.password)
  const row = db
    .prepare(
      `SELECT c.uuid, c.id FROM customers c
       WHERE c.referred_by IS NOT NULL AND EXISTS (SELECT 1 FROM customers i WHERE i.referred_by = c.id)
         AND EXISTS (SELECT 1 FROM finance_operations f WHERE f.customer_id = c.id)
       LIMIT 1`,
    )
    .get() as { uuid: string; id: number } | undefined
  const fallback = db.prepare('SELECT uuid, id FROM customers WHERE referred_by IS NOT NULL LIMIT 1').get() as { uuid: string; id: number }
  customer = row ?? fallback
})
afterAll(async () => {
  db.close()
  await server.close()
})

const notesPath = () => `/v1/admin/users/customers/${customer.uuid}/notes/`
const timelinePath = (query = '') => `/v1/admin/users/customers/${customer.uuid}/timeline/${query}`

async function writeNote(text: string): Promise<CustomerNote> {
  const response = await server.call(notesPath(), jsonBody('POST', { text }))
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(201)
  expect(validator.problems('POST', '/v1/admin/users/customers/{customer_uuid}/notes/', 201, body)).toBe('')
  return CustomerNote.create(body)
}

async function colleagueCall(path: string, init: RequestInit): Promise<Response> {
  const signIn = await server.json<{ access: string }>('/v1/admin/auth/signin/', { ...jsonBody('POST', colleague), auth: false })
  return server.call(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${signIn.access}` } })
}

const journalOf = (noteUuid: string) => server.json<AuditEntryPage>(`/v1/admin/audit-log/?target_uuid=${noteUuid}`)

describe('notes', () => {
  test('a note is trimmed, answered whole and journaled; its text is 1..2000 characters once trimmed', async () => {
    const note = await writeNote('  Звонил, просил вернуть 500 ₽  ')
    expect(note).toMatchObject({
      customer_uuid: customer.uuid,
      author_email: 'admin@example.com',
      text: 'Звонил, просил вернуть 500 ₽',
      edited_at: null,
    })
    const [entry] = (await journalOf(note.note_uuid)).results
    expect(entry).toMatchObject({ action: 'create', target_type: 'customer_note', changes: { text: [null, note.text] } })

    for (const text of ['', '   \n ', 'а'.repeat(2001)]) {
      const response = await server.call(notesPath(), jsonBody('POST', { text }))
      expect(response.status).toBe(422)
      const body = (await response.json()) as { detail: { loc: string[] }[] }
      expect(body.detail[0]?.loc).toEqual(['body', 'text'])
    }
    expect((await writeNote(` ${'б'.repeat(2000)} `)).text).toHaveLength(2000)
    const missing = await server.call(`/v1/admin/users/customers/${crypto.randomUUID()}/notes/`, jsonBody('POST', { text: 'x' }))
    expect(missing.status).toBe(404)
  })

  test('only the author edits or deletes, within 15 minutes; each action journaled', async () => {
    const note = await writeNote('Первая версия')
    const path = `${notesPath()}${note.note_uuid}/`
    expect((await colleagueCall(path, jsonBody('PATCH', { text: 'Чужая правка' }))).status).toBe(403)
    expect((await colleagueCall(path, { method: 'DELETE' })).status).toBe(403)

    const edited = await server.call(path, jsonBody('PATCH', { text: ' Вторая версия ' }))
    const body: unknown = await edited.json()
    expect(edited.status).toBe(200)
    expect(validator.problems('PATCH', '/v1/admin/users/customers/{customer_uuid}/notes/{note_uuid}/', 200, body)).toBe('')
    expect(CustomerNote.create(body)).toMatchObject({ text: 'Вторая версия', edited_at: expect.any(String) as unknown })
    expect((await server.call(path, jsonBody('PATCH', { text: '' }))).status).toBe(422)

    db.prepare('UPDATE customer_notes SET created_at = created_at - 16 * 60 WHERE uuid = ?').run(note.note_uuid)
    expect((await server.call(path, jsonBody('PATCH', { text: 'Поздно' }))).status).toBe(409)
    expect((await server.call(path, { method: 'DELETE' })).status).toBe(409)

    const fresh = await writeNote('Удалю')
    expect((await server.call(`${notesPath()}${fresh.note_uuid}/`, { method: 'DELETE' })).status).toBe(204)
    expect((await server.call(`${notesPath()}${fresh.note_uuid}/`, { method: 'DELETE' })).status).toBe(404)

    expect((await journalOf(note.note_uuid)).results.map((entry) => entry.action)).toEqual(['update', 'create'])
    const [removed] = (await journalOf(fresh.note_uuid)).results
    expect(removed).toMatchObject({ action: 'delete', changes: { text: ['Удалю', null] } })
  })
})

/** Newest first: time, then the record, then the kind (the server's documented order). */
const isNewestFirst = (items: readonly TimelineItem[]) =>
  items.every((item, index) => index === 0 || (items[index - 1]?.at ?? '') >= item.at)

describe('timeline', () => {
  test('every kind merged newest first, the same across pages of any size, each kind complete', async () => {
    await writeNote('Заметка для ленты')
    expect((await server.call(`/v1/admin/users/customers/${customer.uuid}/issue-otp/`, { method: 'POST' })).status).toBe(201)

    const first = await server.call(timelinePath('?page_size=500'))
    const whole: unknown = await first.json()
    expect(validator.problems('GET', '/v1/admin/users/customers/{customer_uuid}/timeline/', 200, whole)).toBe('')
    const all = TimelineItemPage.create(whole)
    expect(all.count).toBe(all.results.length)
    expect(isNewestFirst(all.results)).toBe(true)
    expect(new Set(all.results.map((item) => item.kind))).toEqual(new Set(['operation', 'otp', 'referral', 'note']))
    expect(new Set(all.results.map((item) => item.item_uuid)).size).toBe(all.count)

    const paged = await allPages<TimelineItem>(server, timelinePath('?page_size=3'))
    expect(paged).toEqual(all.results)

    const operations = await allPages<FinanceOperationPage['results'][number]>(
      server,
      `/v1/admin/finances/operations/?customer_uuid=${customer.uuid}&page_size=500`,
    )
    const listed = all.results.filter((item) => item.kind === 'operation')
    expect(listed.map((item) => item.target_uuid).sort()).toEqual(operations.map((operation) => operation.operation_uuid).sort())
    const [operation] = operations
    expect(listed.find((item) => item.target_uuid === operation?.operation_uuid)).toMatchObject({
      amount: operation?.amount,
      balance_after: operation?.balance_after,
    })
    const otp = all.results.find((item) => item.kind === 'otp')
    expect(otp).toMatchObject({ actor_email: 'admin@example.com', text: null, amount: null })
  })

  test('the kind filter keeps those kinds and counts them; an unknown kind is a 422', async () => {
    const all = await server.json<TimelineItemPage>(timelinePath('?page_size=500'))
    const page = await server.json<TimelineItemPage>(timelinePath('?kind=note&kind=referral&page_size=2'))
    const expected = all.results.filter((item) => item.kind === 'note' || item.kind === 'referral')
    expect(page.count).toBe(expected.length)
    expect(page.results).toEqual(expected.slice(0, 2))
    expect(await allPages<TimelineItem>(server, timelinePath('?kind=note&kind=referral&page_size=2'))).toEqual(expected)

    expect((await server.call(timelinePath('?kind=payment'))).status).toBe(422)
    expect((await server.call(`/v1/admin/users/customers/${crypto.randomUUID()}/timeline/`)).status).toBe(404)
  })

  test('journal entries about the customer that are not operations or codes come in as changes', async () => {
    db.prepare(
      `INSERT INTO audit_log (uuid, created_at, actor_uuid, actor_email, action, target_type, target_uuid, target_label, changes, comment)
       VALUES (?, strftime('%s', 'now'), NULL, 'admin@example.com', 'update', 'customer', ?, 'x', '{}', 'Сменили почту')`,
    ).run(crypto.randomUUID(), customer.uuid)
    const page = await server.json<TimelineItemPage>(timelinePath('?kind=change'))
    expect(page.results.map((item) => item.text)).toEqual(['Сменили почту'])
    expect(page.results[0]).toMatchObject({ target_type: 'audit_entry', actor_email: 'admin@example.com' })
  })
})
