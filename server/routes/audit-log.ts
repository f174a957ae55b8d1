import { auditActions, auditTargetTypes, type AuditAction, type AuditEntry, type AuditTargetType } from '../../src/api/schemas/audit-log'
import type { App, Backend } from '../context'
import { SqlFilters } from '../db/filters'
import { isoFromEpoch } from '../format'
import { listPage, sqlList } from '../http/lists'
import { QueryReader } from '../http/query'

interface EntryRow {
  uuid: string
  created_at: number
  actor_uuid: string | null
  actor_email: string
  action: AuditAction
  target_type: AuditTargetType
  target_uuid: string | null
  target_label: string
  changes: string
  comment: string
}

function entryJson(row: EntryRow): AuditEntry {
  return {
    entry_uuid: row.uuid,
    created_at: isoFromEpoch(row.created_at),
    actor_uuid: row.actor_uuid,
    actor_email: row.actor_email,
    action: row.action,
    target_type: row.target_type,
    target_uuid: row.target_uuid,
    target_label: row.target_label,
    changes: JSON.parse(row.changes) as AuditEntry['changes'],
    comment: row.comment,
  }
}

const entryColumns = 'uuid, created_at, actor_uuid, actor_email, action, target_type, target_uuid, target_label, changes, comment'

/** One of `allowed`, or a 422 at the parameter. */
function oneOf<V extends string>(query: QueryReader, param: string, allowed: readonly V[]): V | undefined {
  const raw = query.text(param)
  if (raw === undefined) return undefined
  const value = allowed.find((option) => option === raw)
  if (value === undefined) query.reject(param, `Ожидалось одно из значений: ${allowed.join(', ')}`, 'enum')
  return value
}

/**
 * The journal, an extension of the contract: GET pages of entries, newest first, filtered by
 * actor, action, record type, record and days; nothing else (405). Not mounted when the server
 * keeps no journal, so the path is then unknown (404) like on a backend without it.
 */
export function auditLogRoutes(app: App, { db, journal }: Backend): void {
  if (!journal.enabled) return
  const path = '/v1/admin/audit-log/'

  app.get(path, (c) => {
    const query = new QueryReader(c)
    const page = query.page()
    const actorEmail = query.text('actor_email')
    if (actorEmail !== undefined && actorEmail.length > 254) query.reject('actor_email', 'Строка должна содержать не более 254 символ(ов)', 'string_too_long')
    const action = oneOf(query, 'action', auditActions)
    const targetType = oneOf(query, 'target_type', auditTargetTypes)
    const targetUuid = query.uuid('target_uuid')
    const range = query.dayRange('date_from', 'date_to')
    query.done()

    const actor = actorEmail?.trim().toLowerCase()
    const filters = new SqlFilters()
      .when('actor_email = ?', actor)
      .when('action = ?', action)
      .when('target_type = ?', targetType)
      .when('target_uuid = ?', targetUuid)
      .days('created_at', range)
    // Without a record filter, the daily counts hold the answer (see audit_log_daily).
    const daily = new SqlFilters()
      .when('actor_email = ?', actor)
      .when('action = ?', action)
      .when('target_type = ?', targetType)
      .when('day >= ?', range.from)
      .when('day <= ?', range.to)
    const count = targetUuid === undefined ? { sql: `SELECT COALESCE(SUM(entries), 0) AS count FROM audit_log_daily ${daily.sql}`, params: daily.params } : undefined
    return listPage(c, page, sqlList(db, { from: 'audit_log', filters, order: 'created_at DESC, id DESC', columns: entryColumns, count, json: entryJson }))
  })

  app.all(path, (c) => c.json({ detail: 'Журнал только читается: метод не разрешён.' }, 405, { Allow: 'GET' }))
}
