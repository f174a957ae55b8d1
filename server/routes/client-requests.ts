import { randomUUID } from 'node:crypto'
import { clientRequestEndpoints } from '../../contract/endpoints/client-requests'
import type { ClientRequest, ClientRequestEditBody } from '../../contract/schemas/client-requests'
import { changedFields, recordFields } from '../audit/journal'
import { invalid, notFound } from '../core/errors'
import { isoFromEpoch, moscowOffsetSeconds, nowEpoch } from '../core/format'
import type { Db } from '../db/open'
import { defineEndpoint } from '../handler/endpoint'
import { resourceList } from '../handler/resource-list'
import { checkIfMatch, editVersioned, versionedJson, type VersionedEdit } from '../handler/versions'
import { findByUuid } from '../http/records'
import { streamOf, zipArchive } from '../http/zip'

export interface RequestRow {
  id: number
  uuid: string
  account_uuid: string
  account_name: string
  title: string
  description: string
  status: ClientRequest['status']
  images_count: number
  created_at: number
  updated_at: number
  version: number
  claimed_by_email: string | null
  claimed_at: number | null
  claim_expires_at: number | null
}

export const requestColumns = `r.id, r.uuid, a.uuid AS account_uuid, a.name AS account_name, r.title, r.description, r.status,
  (SELECT COUNT(*) FROM client_request_images i WHERE i.request_id = r.id) AS images_count, r.created_at, r.updated_at, r.version,
  (SELECT email FROM admins m WHERE m.id = r.claimed_by) AS claimed_by_email, r.claimed_at, r.claim_expires_at`
export const requestTables = 'client_requests r JOIN client_accounts a ON a.id = r.account_id'

/** The claim of a request, nobody's once it has expired (the live extension). */
function claimJson(row: RequestRow): Pick<ClientRequest, 'claimed_by_email' | 'claimed_at' | 'claim_expires_at'> {
  const held = row.claimed_by_email !== null && row.claim_expires_at !== null && row.claim_expires_at > nowEpoch()
  return {
    claimed_by_email: held ? row.claimed_by_email : null,
    claimed_at: held && row.claimed_at !== null ? isoFromEpoch(row.claimed_at) : null,
    claim_expires_at: held && row.claim_expires_at !== null ? isoFromEpoch(row.claim_expires_at) : null,
  }
}

export function requestJson(row: RequestRow): ClientRequest & { version: number } {
  return {
    client_request_uuid: row.uuid,
    client_request_account_uuid: row.account_uuid,
    account_name: row.account_name,
    title: row.title,
    description: row.description,
    status: row.status,
    images_count: row.images_count,
    created_at: isoFromEpoch(row.created_at),
    updated_at: isoFromEpoch(row.updated_at),
    version: row.version,
    ...claimJson(row),
  }
}

export function findRequest(db: Db, rawUuid: string): RequestRow {
  return findByUuid(db, `SELECT ${requestColumns} FROM ${requestTables} WHERE r.uuid = ?`, rawUuid, 'Запрос не найден.')
}

/** The id of the account a body names; an unknown one is a problem with that field. */
function accountId(db: Db, uuid: string): number {
  const row = db.prepare('SELECT id FROM client_accounts WHERE uuid = ?').get(uuid.toLowerCase()) as { id: number } | undefined
  if (!row) throw invalid(['body', 'client_request_account_uuid'], 'Кабинет не найден', 'value_error.not_found')
  return row.id
}

/** The fields of a request its journal entries show. */
const journaledFields = ['client_request_account_uuid', 'title', 'description', 'status'] as const

const list = resourceList(clientRequestEndpoints.list, {
  from: requestTables,
  columns: requestColumns,
  json: requestJson,
  searchIn: "r.title || ' ' || r.description || ' ' || a.name",
  filters: {
    status: 'r.status',
    client_request_account_uuid: 'a.uuid',
    // A claim counts until it expires (the live extension).
    claimed_by_email: (filters, { claimed_by_email: email }) =>
      filters.when(
        `r.claimed_by = (SELECT id FROM admins WHERE lower(email) = ?) AND r.claim_expires_at > ${nowEpoch()}`,
        email?.toLowerCase(),
      ),
  },
  order: { created_at: 'r.created_at', updated_at: 'r.updated_at', title: 'r.title', status: 'r.status' },
  tieBreaker: 'r.id',
})

const create = defineEndpoint(clientRequestEndpoints.create, async ({ c, backend: { db, journal }, body: readBody }) => {
  const body = await readBody()
  const uuid = randomUUID()
  const now = nowEpoch()
  const created = db.transaction(() => {
    const account = accountId(db, body.client_request_account_uuid)
    db.prepare(
      `INSERT INTO client_requests (uuid, account_id, title, description, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, account, body.title, body.description ?? '', body.status ?? 'new', now, now)
    const answer = requestJson(findRequest(db, uuid))
    journal.record({
      actor: c.get('admin'),
      action: 'create',
      targetType: 'client_request',
      targetUuid: uuid,
      targetLabel: answer.title,
      changes: recordFields(answer, journaledFields, 'create'),
      version: answer.version,
    })
    return answer
  })()
  return versionedJson(c, created, 201)
})

/** The edit of a request by `body`: the edit's, and a return to one of its versions (routes/record-versions). */
export function clientRequestEdit(
  db: Db,
  uuid: string,
  body: ClientRequestEditBody,
): VersionedEdit<RequestRow, ClientRequest & { version: number }> {
  return {
    find: () => findRequest(db, uuid),
    json: requestJson,
    targetType: 'client_request',
    targetUuid: uuid,
    labelOf: (answer) => answer.title,
    change: (current, before) => {
      const account = body.client_request_account_uuid === undefined ? undefined : accountId(db, body.client_request_account_uuid)
      const wanted = {
        ...before,
        ...body,
        client_request_account_uuid: body.client_request_account_uuid?.toLowerCase() ?? before.client_request_account_uuid,
      }
      return {
        changes: changedFields(before, wanted, journaledFields),
        write: () =>
          db
            .prepare(
              `UPDATE client_requests SET account_id = COALESCE(?, account_id), title = ?, description = ?, status = ?, updated_at = ?,
         version = version + 1 WHERE id = ?`,
            )
            .run(account ?? null, wanted.title, wanted.description, wanted.status, nowEpoch(), current.id),
      }
    },
  }
}

const edit = defineEndpoint(clientRequestEndpoints.edit, async ({ c, backend, param, body: readBody }) => {
  const found = findRequest(backend.db, param('client_request_uuid'))
  const body = await readBody()
  return editVersioned(c, backend, clientRequestEdit(backend.db, found.uuid, body))
})

const remove = defineEndpoint(clientRequestEndpoints.remove, ({ c, backend: { db, journal }, param }) => {
  db.transaction(() => {
    const current = findRequest(db, param('client_request_uuid'))
    const record = requestJson(current)
    checkIfMatch(c, record)
    db.prepare('DELETE FROM client_requests WHERE id = ?').run(current.id)
    journal.record({
      actor: c.get('admin'),
      action: 'delete',
      targetType: 'client_request',
      targetUuid: current.uuid,
      targetLabel: current.title,
      changes: recordFields(record, journaledFields, 'delete'),
    })
  }).immediate()
  return c.body(null, 204)
})

const downloadImages = defineEndpoint(clientRequestEndpoints.downloadImages, ({ c, backend: { db, journal }, param }) => {
  const current = findRequest(db, param('client_request_uuid'))
  const images = db
    .prepare('SELECT file_name, content, created_at FROM client_request_images WHERE request_id = ? ORDER BY id')
    .all(current.id) as { file_name: string; content: Buffer; created_at: number }[]
  if (images.length === 0) throw notFound('У запроса нет изображений.')
  const archive = zipArchive(
    images.map((image) => ({
      name: image.file_name,
      content: image.content,
      // zip times are local: write Moscow time
      modifiedAt: new Date((image.created_at + moscowOffsetSeconds) * 1000),
    })),
  )
  const fileName = `client-request-${current.uuid.slice(0, 8)}-images.zip`
  journal.record({
    actor: c.get('admin'),
    action: 'archive_downloaded',
    targetType: 'client_request',
    targetUuid: current.uuid,
    targetLabel: current.title,
    changes: { file: [null, fileName], images: [null, images.length] },
  })
  return new Response(streamOf(archive.parts), {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(archive.length),
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  })
})

export const clientRequestRoutes = [list, create, edit, remove, downloadImages]
