import { Approval, ApprovalPage } from '../../contract/schemas/approvals'
import type { HttpClient } from './http'
import { defineList } from './resource'

export const approvalsPath = '/v1/admin/approvals/'

/**
 * GET /v1/admin/approvals/ (an extension of the contract): `page, page_size, status` (repeated),
 * `customer_uuid`, newest first. Its keys start with 'approvals': invalidated by every decision and top-up.
 */
export const approvalsList = defineList({ key: 'approvals', path: approvalsPath, page: ApprovalPage })

/** POST .../approve/: the money moves (once); answers the approval as decided. */
export function approveTopUp(http: HttpClient, approvalUuid: string): Promise<Approval> {
  return http.json(`${approvalsPath}${approvalUuid}/approve/`, Approval, { method: 'POST' })
}

/** POST .../reject/ with the reason; no money moves. */
export function rejectTopUp(http: HttpClient, approvalUuid: string, reason: string): Promise<Approval> {
  return http.json(`${approvalsPath}${approvalUuid}/reject/`, Approval, { method: 'POST', body: { reason } })
}
