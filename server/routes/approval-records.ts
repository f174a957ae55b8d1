import { randomUUID } from 'node:crypto'
import type { Approval } from '../../contract/schemas/approvals'
import type { Journal } from '../audit/journal'
import type { AdminRow } from '../auth/tokens'
import { isoFromEpoch, moneyFromCents, nowEpoch } from '../core/format'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
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
}

/** Columns of approvals `p` with its customer `c`, who asked `r` and who decided `d`, as ApprovalRow. */
export const approvalColumns = `p.id, p.uuid, p.customer_id, c.uuid AS customer_uuid, c.email AS customer_email,
  c.first_name AS customer_first_name, c.last_name AS customer_last_name, p.amount_cents, p.comment, p.requested_by,
  r.uuid AS requested_by_uuid, r.email AS requested_by_email, p.requested_at, p.expires_at, p.status,
  d.email AS decided_by_email, p.decided_at, p.reason`

export const approvalTables = `approvals p JOIN customers c ON c.id = p.customer_id JOIN admins r ON r.id = p.requested_by
  LEFT JOIN admins d ON d.id = p.decided_by`

const customerLabel = (first: string, last: string, email: string) => `${first} ${last}`.trim() || email

export function approvalJson(row: ApprovalRow): Approval {
  return {
    approval_uuid: row.uuid,
    kind: 'top_up',
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

/**
 * A pending approval of a top-up of `cents` (no money moves), journaled as `top_up_requested`;
 * runs inside the top-up's transaction.
 */
export function requestApproval(
  db: Db,
  journal: Journal,
  request: { admin: AdminRow; customer: CustomerRow; cents: number; comment: string; ttlSeconds: number },
): ApprovalRow {
  const { admin, customer, cents, comment, ttlSeconds } = request
  const uuid = randomUUID()
  const now = nowEpoch()
  db.prepare(
    `INSERT INTO approvals (uuid, customer_id, amount_cents, comment, requested_by, requested_at, expires_at, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'pending')`,
  ).run(uuid, customer.id, cents, comment.trim(), admin.id, now, now + ttlSeconds)
  journal.record({
    actor: admin,
    action: 'top_up_requested',
    targetType: 'customer',
    targetUuid: customer.uuid,
    targetLabel: customer.email,
    changes: { amount: [null, moneyFromCents(cents)], expires_at: [null, isoFromEpoch(now + ttlSeconds)] },
    comment: comment.trim(),
    approvalUuid: uuid,
  })
  return findApproval(db, uuid)
}
