import {
  auditActions,
  AuditEntryPage,
  auditTargetTypes,
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
} from '../../contract/schemas/audit-log'
import { DetailBody } from '../../contract/schemas/common'
import { SqlFilters } from '../db/filters'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { defineEndpoint } from '../endpoint'
import { isoFromEpoch } from '../format'
import { listPage, sqlList } from '../http/lists'
import { QueryReader } from '../http/query'
import { choice, dayParameter, foldedSearchParameter, ok, pageParameters, uuidQuery } from '../openapi-parameters'

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
const journalPage = defineEndpoint({
  method: 'get',
  path: '/v1/admin/audit-log/',
  permission: 'audit_log.read',
  summary: 'Журнал: кто что изменил, новые сверху',
  tag: 'audit-log',
  extension:
    'Расширение контракта (x-extension): бэкенд без журнала отвечает 404, и консоль ведёт свой. Запись на каждое изменение через API ' +
    '(в той же транзакции), на вход, неудачный вход (без пароля) и отказ по частоте. changes: {поле: [до, после]}; у пополнения ' +
    '{amount: [null, сумма], balance: [до, после]}, comment — его комментарий. Записи только читаются: POST, PUT, PATCH, DELETE — 405.',
  parameters: [
    ...pageParameters,
    foldedSearchParameter('Текст в записи (её названии или почте) или в комментарии', { name: 'q' }),
    {
      name: 'actor_email',
      in: 'query',
      description: 'Почта того, кто действовал, или её часть (без учёта регистра)',
      schema: { type: 'string', maxLength: 254 },
    },
    choice('action', auditActions),
    choice('target_type', auditTargetTypes),
    uuidQuery('target_uuid'),
    dayParameter('date_from', 'Не раньше этого дня'),
    dayParameter('date_to', 'Не позже этого дня'),
  ],
  answers: { 200: ok(AuditEntryPage), 404: { description: 'Сервер не ведёт журнал (расширения нет)', struct: DetailBody } },
  mounted: ({ journal }) => journal.enabled,
  refusedMethods: 'Журнал только читается: метод не разрешён.',
  handle: ({ c, backend: { db } }) => {
    const query = new QueryReader(c)
    const page = query.page()
    const text = query.search('q')
    const actorEmail = query.text('actor_email')
    if (actorEmail !== undefined && actorEmail.length > 254)
      query.reject('actor_email', 'Строка должна содержать не более 254 символ(ов)', 'string_too_long')
    const action = oneOf(query, 'action', auditActions)
    const targetType = oneOf(query, 'target_type', auditTargetTypes)
    const targetUuid = query.uuid('target_uuid')
    const range = query.dayRange('date_from', 'date_to')
    query.done()

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
})

export const auditLogEndpoints = [journalPage]
