import { customerTimelineEndpoints } from '../../contract/endpoints/customer-feed'
import type { AuditAction } from '../../contract/schemas/audit-log'
import type { FinanceOperationType } from '../../contract/schemas/finance'
import { timelineKinds, type TimelineItem, type TimelineKind } from '../../contract/schemas/timeline'
import { journalItemTitle } from '../audit/words'
import { isoFromEpoch, moneyFromCents } from '../core/format'
import type { SqlValue } from '../db/filters'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { defineEndpoint } from '../handler/endpoint'
import { listPage, rememberedCount } from '../http/lists'
import { findCustomer, type CustomerRow } from './customer-records'
import { operationColumns, operationJson, type OperationRow } from './finance'

/** What the server calls each operation type in an item's title (the console may show its own words). */
const operationTitles: Record<FinanceOperationType, string> = {
  top_up: 'Пополнение',
  charge: 'Списание',
  refund: 'Возврат',
  bonus: 'Бонус',
  admin_top_up: 'Пополнение сотрудником',
  reversal: 'Сторно пополнения',
}

/** Journal actions already in the timeline as an item of their own (an operation, a one-time code). */
const listedActions: readonly AuditAction[] = ['top_up', 'issue_otp', 'operation_reversed']

/**
 * Each kind's items as (kind, at, seq): read in order from an index on (customer, time, id), so
 * that the compound query merges the kinds rather than sorting them; `seq` is the row's id. Each names
 * its columns, since each of them may come first in the compound.
 */
const keysOf: Record<TimelineKind, string> = {
  operation: "SELECT 'operation' AS kind, created_at AS at, id AS seq FROM finance_operations WHERE customer_id = @id",
  otp: "SELECT 'otp' AS kind, created_at AS at, id AS seq FROM otp_codes WHERE customer_id = @id",
  // whom the customer invited, and who invited them (at the customer's own registration)
  referral: `SELECT 'referral' AS kind, registered_at AS at, id AS seq FROM customers WHERE referred_by = @id
    UNION ALL SELECT 'referral', (SELECT registered_at FROM customers WHERE id = @id), referred_by FROM customers WHERE id = @id AND referred_by IS NOT NULL`,
  note: "SELECT 'note' AS kind, created_at AS at, id AS seq FROM customer_notes WHERE customer_id = @id",
  change: `SELECT 'change' AS kind, created_at AS at, id AS seq FROM audit_log WHERE target_uuid = @uuid AND action NOT IN (${listedActions.map((action) => `'${action}'`).join(', ')})`,
}

const countOf: Record<TimelineKind, string> = Object.fromEntries(
  timelineKinds.map((kind) => [kind, `(SELECT COUNT(*) FROM (${keysOf[kind]}))`]),
) as Record<TimelineKind, string>

/** `sql` with its `@name` parameters as `?`, and their values in order (what rememberedCount takes). */
function positional(sql: string, named: Record<string, SqlValue>): { sql: string; params: SqlValue[] } {
  const params = [...sql.matchAll(/@(\w+)/g)].map(([, name]) => named[name ?? ''] ?? null)
  return { sql: sql.replace(/@\w+/g, '?'), params }
}

interface Key {
  kind: TimelineKind
  at: number
  seq: number
}

/** The item of one key, read by its row's id (the page's 25 or so rows, each a primary-key lookup). */
function itemOf(db: Db, customer: CustomerRow, { kind, at, seq }: Key): TimelineItem {
  const base = { at: isoFromEpoch(at), amount: null, balance_after: null, actor_email: null, text: null }
  switch (kind) {
    case 'operation': {
      const row = statement(
        db,
        `SELECT ${operationColumns},
           CASE f.type WHEN 'admin_top_up' THEN (SELECT actor_email FROM audit_log WHERE target_uuid = @uuid AND created_at = f.created_at AND action = 'top_up' LIMIT 1)
             WHEN 'reversal' THEN (SELECT a.email FROM operation_reversals r JOIN admins a ON a.id = r.reversed_by WHERE r.operation_id = f.id) END AS actor_email
         FROM finance_operations f JOIN customers c ON c.id = f.customer_id WHERE f.id = @seq`,
      ).get({ seq, uuid: customer.uuid }) as OperationRow & { actor_email: string | null }
      return {
        ...base,
        item_uuid: row.uuid,
        kind,
        title: operationTitles[row.type],
        amount: moneyFromCents(row.amount_cents),
        balance_after: moneyFromCents(row.balance_after_cents),
        actor_email: row.actor_email,
        text: row.description,
        target_type: 'operation',
        target_uuid: row.uuid,
        operation: operationJson(row),
      }
    }
    case 'otp': {
      const row = statement(
        db,
        `SELECT (SELECT actor_email FROM audit_log WHERE target_uuid = @uuid AND created_at = o.created_at AND action = 'issue_otp' LIMIT 1) AS actor_email
         FROM otp_codes o WHERE id = @seq`,
      ).get({ seq, uuid: customer.uuid }) as { actor_email: string | null }
      // a code has no UUID of its own: one made from its id, stable across reads
      const itemUuid = `00000000-0000-4000-8000-${seq.toString(16).padStart(12, '0')}`
      return {
        ...base,
        item_uuid: itemUuid,
        kind,
        title: 'Выдан одноразовый код',
        actor_email: row.actor_email,
        target_type: 'customer',
        target_uuid: customer.uuid,
      }
    }
    case 'referral': {
      const other = statement(db, 'SELECT uuid, email, referred_by FROM customers WHERE id = ?').get(seq) as {
        uuid: string
        email: string
        referred_by: number | null
      }
      const invited = other.referred_by === customer.id
      return {
        ...base,
        item_uuid: other.uuid,
        kind,
        title: invited ? `Пригласил(а) ${other.email}` : `Приглашён(а) пользователем ${other.email}`,
        target_type: 'customer',
        target_uuid: other.uuid,
      }
    }
    case 'note': {
      const row = statement(db, 'SELECT uuid, author_email, text, edited_at FROM customer_notes WHERE id = ?').get(seq) as {
        uuid: string
        author_email: string
        text: string
        edited_at: number | null
      }
      return {
        ...base,
        item_uuid: row.uuid,
        kind,
        title: 'Заметка',
        actor_email: row.author_email,
        text: row.text,
        target_type: 'note',
        target_uuid: row.uuid,
        edited_at: row.edited_at === null ? null : isoFromEpoch(row.edited_at),
      }
    }
    case 'change': {
      const row = statement(db, 'SELECT uuid, actor_email, action, comment FROM audit_log WHERE id = ?').get(seq) as {
        uuid: string
        actor_email: string
        action: AuditAction
        comment: string
      }
      return {
        ...base,
        item_uuid: row.uuid,
        kind,
        title: journalItemTitle(row.action),
        actor_email: row.actor_email,
        text: row.comment === '' ? null : row.comment,
        target_type: 'audit_entry',
        target_uuid: row.uuid,
      }
    }
  }
}

const timeline = defineEndpoint(customerTimelineEndpoints.timeline, ({ c, backend: { db }, param, query }) => {
  const customer = findCustomer(db, param('customer_uuid'))
  const page = query()
  const chosen = page.kind
  const kinds = timelineKinds.filter((kind) => chosen.length === 0 || chosen.includes(kind))
  const named = { id: customer.id, uuid: customer.uuid }
  const keysSql = kinds.map((kind) => keysOf[kind]).join('\nUNION ALL\n')
  return listPage(c, page, {
    // one count over the kinds, remembered until anything is written (see rememberedCount)
    count: () => {
      const counted = positional(`SELECT ${kinds.map((kind) => countOf[kind]).join(' + ')} AS count`, named)
      return rememberedCount(db, counted.sql, counted.params)
    },
    slice: (limit, offset) =>
      (
        statement(db, `${keysSql}\nORDER BY at DESC, seq DESC, kind LIMIT @limit OFFSET @offset`).all({
          ...named,
          limit,
          offset,
        }) as Key[]
      ).map((key) => itemOf(db, customer, key)),
  })
})

export const customerTimelineRoutes = [timeline]
