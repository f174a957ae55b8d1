import { approvalEndpoints } from '../../contract/endpoints/approvals'
import type { Approval } from '../../contract/schemas/approvals'
import { callEndpoint } from './call'
import type { HttpClient } from './http'
import { defineList } from './resource'

/**
 * The approvals (an extension of the contract): `page, page_size, status` (repeated), `customer_uuid`,
 * newest first. Its keys start with 'approvals': invalidated by every decision and top-up.
 */
export const approvalsList = defineList({ key: 'approvals', endpoint: approvalEndpoints.list })

/** The money moves (once); answers the approval as decided. */
export function approveTopUp(http: HttpClient, approvalUuid: string): Promise<Approval> {
  return callEndpoint(http, approvalEndpoints.approve, { path: { approval_uuid: approvalUuid } })
}

/** Refused with the reason; no money moves. */
export function rejectTopUp(http: HttpClient, approvalUuid: string, reason: string): Promise<Approval> {
  return callEndpoint(http, approvalEndpoints.reject, { path: { approval_uuid: approvalUuid }, body: { reason } })
}
