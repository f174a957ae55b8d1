import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { customerNoteEndpoints } from '../../contract/endpoints/customer-feed'
import { noteEditableSeconds, type CustomerNote } from '../../contract/schemas/timeline'
import type { AppEnv } from '../auth/app-env'
import { conflict } from '../core/errors'
import { isoFromEpoch, nowEpoch } from '../core/format'
import type { Backend } from '../handler/context'
import { defineEndpoint } from '../handler/endpoint'
import { findByUuid } from '../http/records'
import { findCustomer } from './customer-records'

interface NoteRow {
  id: number
  uuid: string
  customer_uuid: string
  customer_email: string
  author_uuid: string
  author_email: string
  text: string
  created_at: number
  edited_at: number | null
}

const noteColumns =
  'n.id, n.uuid, c.uuid AS customer_uuid, c.email AS customer_email, n.author_uuid, n.author_email, n.text, n.created_at, n.edited_at'

function noteJson(row: NoteRow): CustomerNote {
  return {
    note_uuid: row.uuid,
    customer_uuid: row.customer_uuid,
    author_uuid: row.author_uuid,
    author_email: row.author_email,
    text: row.text,
    created_at: isoFromEpoch(row.created_at),
    edited_at: row.edited_at === null ? null : isoFromEpoch(row.edited_at),
  }
}

/**
 * The note of that customer that the signed-in admin may still change; otherwise the answer to
 * send instead (403 another's note, 409 past the 15 minutes).
 */
function changeableNote(c: Context<AppEnv>, db: Backend['db'], customerUuid: string, noteUuid: string): NoteRow | Response {
  const customer = findCustomer(db, customerUuid)
  const note = findByUuid<NoteRow>(
    db,
    `SELECT ${noteColumns} FROM customer_notes n JOIN customers c ON c.id = n.customer_id WHERE n.uuid = ? AND n.customer_id = ${customer.id}`,
    noteUuid,
    'Заметка не найдена.',
  )
  if (note.author_uuid !== c.get('admin').uuid) return c.json({ detail: 'Изменить или удалить заметку может только её автор.' }, 403)
  if (nowEpoch() - note.created_at > noteEditableSeconds) throw conflict('Заметку можно изменить или удалить только в первые 15 минут.')
  return note
}

const create = defineEndpoint(customerNoteEndpoints.create, async ({ c, backend: { db, journal }, param, body }) => {
  const customer = findCustomer(db, param('customer_uuid'))
  const { text } = await body()
  const admin = c.get('admin')
  const note: NoteRow = {
    id: 0,
    uuid: randomUUID(),
    customer_uuid: customer.uuid,
    customer_email: customer.email,
    author_uuid: admin.uuid,
    author_email: admin.email.toLowerCase(),
    text: text.trim(),
    created_at: nowEpoch(),
    edited_at: null,
  }
  db.transaction(() => {
    db.prepare('INSERT INTO customer_notes (uuid, customer_id, author_uuid, author_email, text, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      note.uuid,
      customer.id,
      note.author_uuid,
      note.author_email,
      note.text,
      note.created_at,
    )
    journal.record({
      actor: admin,
      action: 'create',
      targetType: 'customer_note',
      targetUuid: note.uuid,
      targetLabel: customer.email,
      changes: { text: [null, note.text] },
    })
  })()
  return c.json(noteJson(note), 201)
})

const edit = defineEndpoint(customerNoteEndpoints.edit, async ({ c, backend: { db, journal }, param, body }) => {
  const note = changeableNote(c, db, param('customer_uuid'), param('note_uuid'))
  if (note instanceof Response) return note
  const text = (await body()).text.trim()
  const edited: NoteRow = { ...note, text, edited_at: nowEpoch() }
  db.transaction(() => {
    db.prepare('UPDATE customer_notes SET text = ?, edited_at = ? WHERE id = ?').run(text, edited.edited_at, note.id)
    journal.record({
      actor: c.get('admin'),
      action: 'update',
      targetType: 'customer_note',
      targetUuid: note.uuid,
      targetLabel: note.customer_email,
      changes: { text: [note.text, text] },
    })
  })()
  return c.json(noteJson(edited))
})

const remove = defineEndpoint(customerNoteEndpoints.remove, ({ c, backend: { db, journal }, param }) => {
  const note = changeableNote(c, db, param('customer_uuid'), param('note_uuid'))
  if (note instanceof Response) return note
  db.transaction(() => {
    db.prepare('DELETE FROM customer_notes WHERE id = ?').run(note.id)
    journal.record({
      actor: c.get('admin'),
      action: 'delete',
      targetType: 'customer_note',
      targetUuid: note.uuid,
      targetLabel: note.customer_email,
      changes: { text: [note.text, null] },
    })
  })()
  return c.body(null, 204)
})

export const customerNoteRoutes = [create, edit, remove]
