import { auditLogEndpoints } from '../../contract/endpoints/audit-log'
import { type AuditAction, type AuditEntry, type AuditTargetType } from '../../contract/schemas/audit-log'
import { isoFromEpoch } from '../core/format'
import { SqlFilters } from '../db/filters'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { defineEndpoint } from '../handler/endpoint'
import { listPage, sqlList } from '../http/lists'

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
  version: number | null
  reverted_from: number | null
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
    ...(row.version === null ? {} : { version: row.version }),
    ...(row.reverted_from === null ? {} : { reverted_from: row.reverted_from }),
  }
}

const entryColumns =
  'uuid, created_at, actor_uuid, actor_email, action, target_type, target_uuid, target_label, changes, comment, version, reverted_from'

/**
 * The people in the journal whose e-mail holds `part`: few, found by skipping from one to the
 * next along the index by person, without reading their entries.
 */
function actorsMatching(db: Db, part: string): string[] {
  const rows = statement(
    db,
    `WITH RECURSIVE actors (email) AS (
       SELECT MIN(actor_email) FROM audit_log
       UNION ALL
       SELECT (SELECT MIN(actor_email) FROM audit_log WHERE actor_email > actors.email) FROM actors WHERE actors.email IS NOT NULL
     )
     SELECT email FROM actors WHERE instr(email, ?) > 0`,
  ).all(part) as { email: string }[]
  return rows.map((row) => row.email)
}

/**
 * The journal, an extension of the contract: GET pages of entries, newest first, filtered by
 * a text (in the record's name or the comment), actor, action, record type, record and days; nothing else (405). Not mounted when the server
 * keeps no journal, so the path is then unknown (404) like on a backend without it.
 */
const journalPage = defineEndpoint(
  auditLogEndpoints.journalPage,
  ({ c, backend: { db }, query }) => {
    const page = query()
    const { q: text, actor_email: actorEmail, action, target_type: targetType, target_uuid: targetUuid } = page
    const range = { from: page.date_from, to: page.date_to }
    const actorPart = actorEmail?.trim().toLowerCase()
    const actors = actorPart ? actorsMatching(db, actorPart) : undefined
    const byActor = (filters: SqlFilters) =>
      actors === undefined
        ? filters
        : filters.add(actors.length === 0 ? 'false' : `actor_email IN (${actors.map(() => '?').join(', ')})`, actors)
    const filters = byActor(new SqlFilters())
      .when('action = ?', action)
      .when('target_type = ?', targetType)
      .when('target_uuid = ?', targetUuid)
      .words("target_label || ' ' || comment", text)
      .days('created_at', range)
    // Without a record filter or a text, the daily counts hold the answer (see audit_log_daily).
    const daily = byActor(new SqlFilters())
      .when('action = ?', action)
      .when('target_type = ?', targetType)
      .when('day >= ?', range.from)
      .when('day <= ?', range.to)
    const count =
      targetUuid === undefined && text === undefined
        ? { sql: `SELECT COALESCE(SUM(entries), 0) AS count FROM audit_log_daily ${daily.sql}`, params: daily.params }
        : undefined
    return listPage(
      c,
      page,
      sqlList(db, { from: 'audit_log', filters, order: 'created_at DESC, id DESC', columns: entryColumns, count, json: entryJson }),
    )
  },
  { mounted: ({ journal }) => journal.enabled, refusedMethods: 'Журнал только читается: метод не разрешён.' },
)

export const auditLogRoutes = [journalPage]
