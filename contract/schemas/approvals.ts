import { enums, nullable, object, optional, string, type, type Infer } from 'superstruct'
import { isoDateTime, money, paginated, text, uuid } from './common'
import { ReversedOriginal } from './reversals'

/**
 * Approvals of large top-ups: an extension of the contract that the reference server offers. A
 * top-up of the threshold or more answers 202 with a pending approval; another person with
 * `top_ups.approve` approves it (the money moves then) or rejects it with a reason.
 */
export const approvalStatuses = ['pending', 'approved', 'rejected', 'expired'] as const
export const ApprovalStatus = enums(approvalStatuses)
export type ApprovalStatus = Infer<typeof ApprovalStatus>

export const Approval = type({
  approval_uuid: uuid,
  /** `reversal`: a reversal of the top-up in `operation` (the reversals' extension). */
  kind: enums(['top_up', 'reversal']),
  operation: optional(nullable(ReversedOriginal)),
  customer_uuid: uuid,
  customer_label: string(),
  amount: money,
  comment: string(),
  requested_by_uuid: uuid,
  requested_by_email: string(),
  requested_at: isoDateTime,
  expires_at: isoDateTime,
  status: ApprovalStatus,
  decided_by_email: nullable(string()),
  decided_at: nullable(isoDateTime),
  reason: nullable(string()),
})
export type Approval = Infer<typeof Approval>

export const ApprovalPage = paginated(Approval)
export type ApprovalPage = Infer<typeof ApprovalPage>

/** POST /v1/admin/approvals/{approval_uuid}/reject/ */
export const RejectBody = object({ reason: text(1, 500) })
export type RejectBody = Infer<typeof RejectBody>

/** A 403's body: `permission_denied` (the role lacks the permission) or `own_request` (one's own approval). */
export const PermissionErrorBody = type({ detail: string(), code: enums(['permission_denied', 'own_request']) })
