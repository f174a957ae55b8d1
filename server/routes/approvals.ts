import { assign, literal, string, type } from 'superstruct'
import { Approval, ApprovalPage, approvalStatuses, PermissionErrorBody, RejectBody } from '../../contract/schemas/approvals'
import type { AdminRow } from '../auth/tokens'
import { SqlFilters } from '../db/filters'
import type { Db } from '../db/open'
import { defineEndpoint } from '../endpoint'
import { moneyFromCents, nowEpoch } from '../format'
import { ApiError, forbidden } from '../http/errors'
import { listPage, sqlList } from '../http/lists'
import { QueryReader } from '../http/query'
import { ok, pageParameters, repeated, uuidQuery } from '../openapi-parameters'
import { approvalColumns, approvalJson, approvalTables, expireDue, findApproval, type ApprovalRow } from './approval-records'
import { creditCustomer } from './customer-credit'

const extension =
  'Расширение контракта (x-extension): пополнение от APPROVAL_THRESHOLD ₽ отвечает 202 с запросом на подтверждение, деньги не движутся; ' +
  'подтверждает другой сотрудник с правом top_ups.approve. Бэкенд без ролей этих путей не имеет (404).'

/** The 409 of a decision on an approval no longer pending: the approval as it is now. */
const NotPendingBody = assign(type({ detail: string(), code: literal('not_pending') }), type({ approval: Approval }))

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

const decisionAnswers = {
  200: ok(Approval),
  403: { description: 'Нет права top_ups.approve (permission_denied) или свой запрос (own_request)', struct: PermissionErrorBody },
  409: { description: 'Запрос уже не ждёт решения (code: not_pending): approval — каков он сейчас', struct: NotPendingBody },
}

const list = defineEndpoint({
  method: 'get',
  path: '/v1/admin/approvals/',
  summary: 'Запросы на подтверждение, новые сверху',
  tag: 'approvals',
  extension,
  rolesOnly: true,
  parameters: [...pageParameters, repeated('status', approvalStatuses), uuidQuery('customer_uuid')],
  answers: { 200: ok(ApprovalPage) },
  handle: ({ c, backend: { db } }) => {
    const query = new QueryReader(c)
    const page = query.page()
    const statuses = query.enumList('status', approvalStatuses, 'repeat')
    const customerUuid = query.uuid('customer_uuid')
    query.done()
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
})

/** Approves: the money moves in the decision's transaction, once (a second decision finds it no longer pending). */
const approve = defineEndpoint({
  method: 'post',
  path: '/v1/admin/approvals/{approval_uuid}/approve/',
  summary: 'Подтвердить пополнение: деньги зачисляются одной операцией admin_top_up',
  tag: 'approvals',
  extension,
  rolesOnly: true,
  permission: 'top_ups.approve',
  answers: decisionAnswers,
  handle: ({ c, backend: { db, journal }, param }) => {
    const admin = c.get('admin')
    const decide = db.transaction(() => {
      const approval = pendingApproval(db, param('approval_uuid'))
      if (approval.requested_by === admin.id) throw forbidden('Свой запрос подтверждает другой сотрудник.', 'own_request')
      assertPending(approval)
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
})

/** Rejects with a reason; no money moves. The person who asked may withdraw their own request this way. */
const reject = defineEndpoint({
  method: 'post',
  path: '/v1/admin/approvals/{approval_uuid}/reject/',
  summary: 'Отклонить пополнение с причиной',
  tag: 'approvals',
  extension,
  rolesOnly: true,
  permission: 'top_ups.approve',
  body: RejectBody,
  answers: decisionAnswers,
  handle: async ({ c, backend: { db, journal }, param, body: readBody }) => {
    const admin = c.get('admin')
    const { reason } = await readBody()
    const decide = db.transaction(() => {
      const approval = pendingApproval(db, param('approval_uuid'))
      assertPending(approval)
      journal.record({
        actor: admin,
        action: 'top_up_rejected',
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
})

export const approvalEndpoints = [list, approve, reject]
