import { randomUUID } from 'node:crypto'
import { clientAccountEndpoints } from '../../contract/endpoints/client-accounts'
import { ClientAccount, type ClientAccountEditBody } from '../../contract/schemas/client-accounts'
import { changedFields, recordFields } from '../audit/journal'
import { conflict } from '../core/errors'
import { isoFromEpoch, nowEpoch } from '../core/format'
import type { Db } from '../db/open'
import { defineEndpoint } from '../handler/endpoint'
import { resourceList } from '../handler/resource-list'
import { checkIfMatch, editVersioned, versionedJson, type VersionedEdit } from '../handler/versions'
import { findByUuid } from '../http/records'

interface AccountRow {
  id: number
  uuid: string
  name: string
  company: string
  contact_email: string
  contact_phone: string | null
  is_active: number
  requests_count: number
  created_at: number
  version: number
}

const accountColumns = 'a.*, (SELECT COUNT(*) FROM client_requests r WHERE r.account_id = a.id) AS requests_count'

function accountJson(row: AccountRow): ClientAccount & { version: number } {
  return {
    client_request_account_uuid: row.uuid,
    name: row.name,
    company: row.company,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    is_active: row.is_active === 1,
    requests_count: row.requests_count,
    created_at: isoFromEpoch(row.created_at),
    version: row.version,
  }
}

export function findAccount(db: Db, rawUuid: string): AccountRow {
  return findByUuid(db, `SELECT ${accountColumns} FROM client_accounts a WHERE a.uuid = ?`, rawUuid, 'Кабинет не найден.')
}

/** The fields of an account its journal entries show. */
const journaledFields = ['name', 'company', 'contact_email', 'contact_phone', 'is_active'] as const

const list = resourceList(clientAccountEndpoints.list, {
  from: 'client_accounts a',
  columns: accountColumns,
  json: accountJson,
  searchIn: "a.name || ' ' || a.company || ' ' || a.contact_email",
  filters: { is_active: 'a.is_active' },
  order: { name: 'a.name', created_at: 'a.created_at', requests_count: 'requests_count' },
  tieBreaker: 'a.id',
})

const create = defineEndpoint(clientAccountEndpoints.create, async ({ c, backend: { db, journal }, body: readBody }) => {
  const body = await readBody()
  const uuid = randomUUID()
  const created = db.transaction(() => {
    db.prepare(
      `INSERT INTO client_accounts (uuid, name, company, contact_email, contact_phone, is_active, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, body.name, body.company ?? '', body.contact_email, body.contact_phone ?? null, body.is_active === false ? 0 : 1, nowEpoch())
    const answer = accountJson(findAccount(db, uuid))
    journal.record({
      actor: c.get('admin'),
      action: 'create',
      targetType: 'client_account',
      targetUuid: uuid,
      targetLabel: answer.name,
      changes: recordFields(answer, journaledFields, 'create'),
      version: answer.version,
    })
    return answer
  })()
  return versionedJson(c, created, 201)
})

/** The edit of an account by `body`: the edit's, and a return to one of its versions (routes/record-versions). */
export function clientAccountEdit(
  db: Db,
  uuid: string,
  body: ClientAccountEditBody,
): VersionedEdit<AccountRow, ClientAccount & { version: number }> {
  return {
    find: () => findAccount(db, uuid),
    json: accountJson,
    targetType: 'client_account',
    targetUuid: uuid,
    labelOf: (answer) => answer.name,
    change: (current, before) => {
      const next = {
        name: body.name ?? current.name,
        company: body.company ?? current.company,
        contact_email: body.contact_email ?? current.contact_email,
        contact_phone: body.contact_phone === undefined ? current.contact_phone : body.contact_phone,
        is_active: body.is_active === undefined ? current.is_active : body.is_active ? 1 : 0,
      }
      return {
        changes: changedFields(before, accountJson({ ...current, ...next }), journaledFields),
        write: () =>
          db
            .prepare(
              'UPDATE client_accounts SET name = ?, company = ?, contact_email = ?, contact_phone = ?, is_active = ?, version = version + 1 WHERE id = ?',
            )
            .run(next.name, next.company, next.contact_email, next.contact_phone, next.is_active, current.id),
      }
    },
  }
}

const edit = defineEndpoint(clientAccountEndpoints.edit, async ({ c, backend, param, body: readBody }) => {
  const found = findAccount(backend.db, param('client_request_account_uuid'))
  const body = await readBody()
  return editVersioned(c, backend, clientAccountEdit(backend.db, found.uuid, body))
})

const remove = defineEndpoint(clientAccountEndpoints.remove, ({ c, backend: { db, journal }, param }) => {
  db.transaction(() => {
    const current = findAccount(db, param('client_request_account_uuid'))
    const record = accountJson(current)
    checkIfMatch(c, record)
    if (current.requests_count > 0) {
      throw conflict(`У кабинета есть запросы (${current.requests_count}): сначала удалите или перенесите их.`)
    }
    db.prepare('DELETE FROM client_accounts WHERE id = ?').run(current.id)
    journal.record({
      actor: c.get('admin'),
      action: 'delete',
      targetType: 'client_account',
      targetUuid: current.uuid,
      targetLabel: current.name,
      changes: recordFields(record, journaledFields, 'delete'),
    })
  }).immediate()
  return c.body(null, 204)
})

export const clientAccountRoutes = [list, create, edit, remove]
