import { randomUUID } from 'node:crypto'
import type { Approval } from '../../contract/schemas/approvals'
import type { JournalEntry } from '../audit/entry'
import type { Journal } from '../audit/journal'
import type { AdminRow } from '../auth/tokens'
import { isoFromEpoch, moneyFromCents, nowEpoch } from '../core/format'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import type { KeptAnswer } from '../http/idempotency'
import { findByUuid } from '../http/records'
import type { CustomerRow } from './customer-records'

export interface ApprovalRow {
  id: number
  uuid: string
  customer_id: number
  customer_uuid: string
  customer_email: string
  customer_first_name: string
  customer_last_name: string
  amount_cents: number
  comment: string
  requested_by: number
  requested_by_uuid: string
  requested_by_email: string
  requested_at: number
  expires_at: number
  status: Approval['status']
  decided_by_email: string | null
  decided_at: number | null
  reason: string | null
  kind: Approval['kind']
  operation_id: number | null
  operation_uuid: string | null
  operation_type: 'top_up' | 'admin_top_up' | null
  operation_amount_cents: number | null
  operation_created_at: number | null
}

/** Columns of approvals `p` with its customer `c`, who asked `r` and who decided `d`, as ApprovalRow. */
export const approvalColumns = `p.id, p.uuid, p.customer_id, c.uuid AS customer_uuid, c.email AS customer_email,
  c.first_name AS customer_first_name, c.last_name AS customer_last_name, p.amount_cents, p.comment, p.requested_by,
  r.uuid AS requested_by_uuid, r.email AS requested_by_email, p.requested_at, p.expires_at, p.status,
  d.email AS decided_by_email, p.decided_at, p.reason, p.kind, p.operation_id, o.uuid AS operation_uuid, o.type AS operation_type,
  o.amount_cents AS operation_amount_cents, o.created_at AS operation_created_at`

export const approvalTables = `approvals p JOIN customers c ON c.id = p.customer_id JOIN admins r ON r.id = p.requested_by
  LEFT JOIN admins d ON d.id = p.decided_by LEFT JOIN finance_operations o ON o.id = p.operation_id`

const customerLabel = (first: string, last: string, email: string) => `${first} ${last}`.trim() || email

export function approvalJson(row: ApprovalRow): Approval {
  return {
    approval_uuid: row.uuid,
    kind: row.kind,
    operation:
      row.operation_uuid === null || row.operation_type === null
        ? null
        : {
            operation_uuid: row.operation_uuid,
            type: row.operation_type,
            amount: moneyFromCents(row.operation_amount_cents ?? 0),
            created_at: isoFromEpoch(row.operation_created_at ?? 0),
          },
    customer_uuid: row.customer_uuid,
    customer_label: customerLabel(row.customer_first_name, row.customer_last_name, row.customer_email),
    amount: moneyFromCents(row.amount_cents),
    comment: row.comment,
    requested_by_uuid: row.requested_by_uuid,
    requested_by_email: row.requested_by_email,
    requested_at: isoFromEpoch(row.requested_at),
    expires_at: isoFromEpoch(row.expires_at),
    status: row.status,
    decided_by_email: row.decided_by_email,
    decided_at: row.decided_at === null ? null : isoFromEpoch(row.decided_at),
    reason: row.reason,
  }
}

/** Pending approvals past their time become `expired` (run before each read or decision). */
export function expireDue(db: Db): void {
  statement(db, "UPDATE approvals SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?").run(nowEpoch())
}

export function findApproval(db: Db, rawUuid: string): ApprovalRow {
  return findByUuid(db, `SELECT ${approvalColumns} FROM ${approvalTables} WHERE p.uuid = ?`, rawUuid, 'Запрос на подтверждение не найден.')
}

/** A kept answer again: a 202 names the approval as it is now (decided or expired meanwhile). */
export function replayApproval(db: Db, kept: KeptAnswer): KeptAnswer {
  if (kept.status !== 202) return kept
  return { ...kept, answer: JSON.stringify(approvalJson(findApproval(db, (JSON.parse(kept.answer) as Approval).approval_uuid))) }
}

/**
 * A pending approval of a top-up of `cents`, or of a reversal of that much of the operation
 * `reversal` (no money moves), journaled as `top_up_requested` or `reversal_requested`; runs inside the call's transaction.
 */
export function requestApproval(
  db: Db,
  journal: Journal,
  request: {
    admin: AdminRow
    customer: CustomerRow
    cents: number
    comment: string
    ttlSeconds: number
    reversal?: { operationId: number; changes: JournalEntry['changes'] }
  },
): ApprovalRow {
  const { admin, customer, cents, comment, ttlSeconds, reversal } = request
  const uuid = randomUUID()
  const now = nowEpoch()
  db.prepare(
    `INSERT INTO approvals (uuid, customer_id, amount_cents, comment, requested_by, requested_at, expires_at, status, kind, operation_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
  ).run(
    uuid,
    customer.id,
    cents,
    comment.trim(),
    admin.id,
    now,
    now + ttlSeconds,
    reversal ? 'reversal' : 'top_up',
    reversal?.operationId ?? null,
  )
  journal.record({
    actor: admin,
    action: reversal ? 'reversal_requested' : 'top_up_requested',
    targetType: 'customer',
    targetUuid: customer.uuid,
    targetLabel: customer.email,
    changes: { ...reversal?.changes, amount: [null, moneyFromCents(cents)], expires_at: [null, isoFromEpoch(now + ttlSeconds)] },
    comment: comment.trim(),
    approvalUuid: uuid,
  })
  return findApproval(db, uuid)
}
