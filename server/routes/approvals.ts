import { approvalEndpoints } from '../../contract/endpoints/approvals'
import { approvalStatuses } from '../../contract/schemas/approvals'
import type { Journal } from '../audit/journal'
import type { AdminRow } from '../auth/tokens'
import { ApiError, forbidden } from '../core/errors'
import { moneyFromCents, nowEpoch } from '../core/format'
import { SqlFilters } from '../db/filters'
import type { Db } from '../db/open'
import { defineEndpoint } from '../handler/endpoint'
import { listPage, sqlList } from '../http/lists'
import { approvalColumns, approvalJson, approvalTables, expireDue, findApproval, type ApprovalRow } from './approval-records'
import { creditCustomer } from './customer-credit'
import { findOperation, reverseOperation } from './reversal-records'

const settled: Record<Exclude<ApprovalRow['status'], 'pending'>, string> = {
  approved: 'Запрос уже подтверждён',
  rejected: 'Запрос уже отклонён',
  expired: 'Срок запроса истёк',
}

/** A 409 unless the approval is still pending (expired ones were marked so first). */
function assertPending(approval: ApprovalRow): void {
  if (approval.status === 'pending') return
  const by = approval.decided_by_email ? ` (${approval.decided_by_email})` : ''
  const detail = `${settled[approval.status]}${by}.`
  throw new ApiError(409, { detail, code: 'not_pending', approval: approvalJson(approval) }, detail)
}

/** The approval, expired ones marked first, inside a decision's transaction. */
function pendingApproval(db: Db, rawUuid: string): ApprovalRow {
  expireDue(db)
  return findApproval(db, rawUuid)
}

const decided = (db: Db, approval: ApprovalRow, admin: AdminRow, status: 'approved' | 'rejected', reason: string | null) => {
  db.prepare('UPDATE approvals SET status = ?, decided_by = ?, decided_at = ?, reason = ? WHERE id = ?').run(
    status,
    admin.id,
    nowEpoch(),
    reason,
    approval.id,
  )
  return approvalJson(findApproval(db, approval.uuid))
}

/** Approves a reversal: journaled as `reversal_approved`, then reversed (checked again now) in the same transaction. */
function approveReversal(db: Db, journal: Journal, admin: AdminRow, approval: ApprovalRow) {
  journal.record({
    actor: admin,
    action: 'reversal_approved',
    targetType: 'customer',
    targetUuid: approval.customer_uuid,
    targetLabel: approval.customer_email,
    changes: { amount: [null, moneyFromCents(approval.amount_cents)], requested_by: [null, approval.requested_by_email] },
    comment: approval.comment,
    approvalUuid: approval.uuid,
  })
  const operation = findOperation(db, approval.operation_uuid ?? '')
  reverseOperation(db, journal, {
    admin,
    operation,
    cents: approval.amount_cents,
    reason: approval.comment,
    approval: { id: approval.id, requestedBy: approval.requested_by_email },
  })
  return decided(db, approval, admin, 'approved', null)
}

const list = defineEndpoint(
  approvalEndpoints.list,
  ({ c, backend: { db }, query }) => {
    const page = query()
    const { status: statuses, customer_uuid: customerUuid } = page
    expireDue(db)
    const filters = new SqlFilters()
      .oneOf('p.status', statuses, approvalStatuses)
      .when('p.customer_id = (SELECT id FROM customers WHERE uuid = ?)', customerUuid)
    return listPage(
      c,
      page,
      sqlList(db, { from: approvalTables, filters, order: 'p.requested_at DESC, p.id DESC', columns: approvalColumns, json: approvalJson }),
    )
  },
  { rolesOnly: true },
)

/** Approves: the money moves in the decision's transaction, once (a second decision finds it no longer pending). */
const approve = defineEndpoint(
  approvalEndpoints.approve,
  ({ c, backend: { db, journal }, param }) => {
    const admin = c.get('admin')
    const decide = db.transaction(() => {
      const approval = pendingApproval(db, param('approval_uuid'))
      if (approval.requested_by === admin.id) throw forbidden('Свой запрос подтверждает другой сотрудник.', 'own_request')
      assertPending(approval)
      if (approval.kind === 'reversal') return approveReversal(db, journal, admin, approval)
      const balance = creditCustomer(db, approval.customer_id, approval.amount_cents, approval.comment)
      journal.record({
        actor: admin,
        action: 'top_up_approved',
        targetType: 'customer',
        targetUuid: approval.customer_uuid,
        targetLabel: approval.customer_email,
        changes: {
          amount: [null, moneyFromCents(approval.amount_cents)],
          balance: [moneyFromCents(balance.before), moneyFromCents(balance.after)],
          requested_by: [null, approval.requested_by_email],
        },
        comment: approval.comment,
        approvalUuid: approval.uuid,
      })
      return decided(db, approval, admin, 'approved', null)
    })
    return c.json(decide.immediate())
  },
  { rolesOnly: true },
)

/** Rejects with a reason; no money moves. The person who asked may withdraw their own request this way. */
const reject = defineEndpoint(
  approvalEndpoints.reject,
  async ({ c, backend: { db, journal }, param, body: readBody }) => {
    const admin = c.get('admin')
    const { reason } = await readBody()
    const decide = db.transaction(() => {
      const approval = pendingApproval(db, param('approval_uuid'))
      assertPending(approval)
      journal.record({
        actor: admin,
        action: approval.kind === 'reversal' ? 'reversal_rejected' : 'top_up_rejected',
        targetType: 'customer',
        targetUuid: approval.customer_uuid,
        targetLabel: approval.customer_email,
        changes: { amount: [null, moneyFromCents(approval.amount_cents)], requested_by: [null, approval.requested_by_email] },
        comment: reason.trim(),
        approvalUuid: approval.uuid,
      })
      return decided(db, approval, admin, 'rejected', reason.trim())
    })
    return c.json(decide.immediate())
  },
  { rolesOnly: true },
)

export const approvalRoutes = [list, approve, reject]
