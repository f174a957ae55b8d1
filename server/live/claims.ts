import { liveEndpoints } from '../../contract/endpoints/live'
import type { AdminRow } from '../auth/tokens'
import { ApiError, invalid } from '../core/errors'
import { isoFromEpoch, nowEpoch } from '../core/format'
import type { Backend } from '../handler/context'
import { defineEndpoint } from '../handler/endpoint'
import { versionedJson } from '../handler/versions'
import { findRequest, requestColumns, requestJson, requestTables, type RequestRow } from '../routes/client-requests'
import { requireLive } from './availability'

/** Who holds the request now (null: nobody, or the claim has expired). */
const holderOf = (row: RequestRow): string | null =>
  row.claimed_by_email !== null && (row.claim_expires_at ?? 0) > nowEpoch() ? row.claimed_by_email : null

/** Gives the request to `admin` for CLAIM_TTL_MINUTES from now and tells the streams. */
function claimFor(backend: Backend, row: RequestRow, admin: AdminRow): void {
  const now = nowEpoch()
  const expires = now + backend.options.claimTtlMinutes * 60
  backend.db
    .prepare('UPDATE client_requests SET claimed_by = ?, claimed_at = ?, claim_expires_at = ? WHERE id = ?')
    .run(admin.id, now, expires, row.id)
  backend.hub.publish({
    kind: 'claim',
    uuid: row.uuid,
    claimed_by_email: admin.email.toLowerCase(),
    claim_expires_at: isoFromEpoch(expires),
  })
}

function conflictOf(row: RequestRow, holder: string): ApiError {
  const detail = `Запрос уже в работе у ${holder}.`
  return new ApiError(409, { detail, code: 'claimed', current: requestJson(row) }, detail)
}

const claim = defineEndpoint(liveEndpoints.claim, async ({ c, backend, param, body: readBody }) => {
  requireLive(backend)
  const { db, journal } = backend
  const admin = c.get('admin')
  const body = await readBody()
  const reason = body.reason?.trim() ?? ''
  if (body.takeover && reason === '') throw invalid(['body', 'reason'], 'Укажите причину', 'missing')
  const answer = db
    .transaction(() => {
      const row = findRequest(db, param('client_request_uuid'))
      const holder = holderOf(row)
      const mine = admin.email.toLowerCase()
      if (holder !== null && holder !== mine) {
        if (!body.takeover) throw conflictOf(row, holder)
        journal.record({
          actor: admin,
          action: 'update',
          targetType: 'client_request',
          targetUuid: row.uuid,
          targetLabel: row.title,
          changes: { claimed_by_email: [holder, mine] },
          comment: reason,
        })
      }
      claimFor(backend, row, admin)
      return requestJson(findRequest(db, row.uuid))
    })
    .immediate()
  return versionedJson(c, answer)
})

const release = defineEndpoint(liveEndpoints.release, ({ c, backend, param }) => {
  requireLive(backend)
  const { db, hub } = backend
  const answer = db
    .transaction(() => {
      const row = findRequest(db, param('client_request_uuid'))
      const holder = holderOf(row)
      if (holder !== null && holder !== c.get('admin').email.toLowerCase()) throw conflictOf(row, holder)
      db.prepare('UPDATE client_requests SET claimed_by = NULL, claimed_at = NULL, claim_expires_at = NULL WHERE id = ?').run(row.id)
      if (holder !== null) hub.publish({ kind: 'claim', uuid: row.uuid, claimed_by_email: null, claim_expires_at: null })
      return requestJson(findRequest(db, row.uuid))
    })
    .immediate()
  return versionedJson(c, answer)
})

const next = defineEndpoint(liveEndpoints.next, ({ c, backend }) => {
  requireLive(backend)
  const { db } = backend
  const answer = db
    .transaction(() => {
      const row = db
        .prepare(
          `SELECT ${requestColumns} FROM ${requestTables}
             WHERE r.status = 'new' AND (r.claimed_by IS NULL OR r.claim_expires_at <= ?) ORDER BY r.created_at, r.id LIMIT 1`,
        )
        .get(nowEpoch()) as RequestRow | undefined
      if (!row) return undefined
      claimFor(backend, row, c.get('admin'))
      return requestJson(findRequest(db, row.uuid))
    })
    .immediate()
  return answer ? versionedJson(c, answer) : c.body(null, 204)
})

/** Claims past their time become nobody's, and the streams hear so (run every few seconds). */
export function expireClaims(backend: Backend): void {
  const { db, hub } = backend
  const expired = db.prepare('SELECT uuid FROM client_requests WHERE claimed_by IS NOT NULL AND claim_expires_at <= ?').all(nowEpoch()) as {
    uuid: string
  }[]
  if (expired.length === 0) return
  db.prepare('UPDATE client_requests SET claimed_by = NULL, claimed_at = NULL, claim_expires_at = NULL WHERE claim_expires_at <= ?').run(
    nowEpoch(),
  )
  for (const { uuid } of expired) hub.publish({ kind: 'claim', uuid, claimed_by_email: null, claim_expires_at: null })
}

export const claimRoutes = [next, claim, release]
