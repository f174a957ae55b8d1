import type { Approval } from '../../../contract/schemas/approvals'
import { approvalsList, approveTopUp, rejectTopUp } from '../../api/approvals'
import { customersQueryKeys } from '../../api/customers'
import { financeOperationsList } from '../../api/finance'
import type { ListApiParams } from '../../lib/list-query'
import { consoleMutation, useConsoleMutation } from '../query/console-mutation'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'
import { streamIsUp } from '../session/live-state'
import { useAccess } from './permissions'

/** Without the event stream, other people decide unheard: while the page is visible, the approvals are read again this often. */
const approvalsPollMs = 30_000

/** Pages of approvals; `null` asks nothing (a backend without roles has no approvals). */
function approvalPages(keepLastShown: boolean) {
  return defineQuery(
    (params: ListApiParams | null, { http }) => ({
      key: params === null ? [...approvalsList.keys.all, 'none'] : approvalsList.keys.list(params),
      fetch: ({ signal }) => approvalsList.list(http, params ?? {}, { signal }),
      enabled: params !== null,
      // Not in a hidden tab (React Query's default): it reads anew when the tab shows again. Not
      // while the stream is up: its events read them anew.
      refetchInterval: () => (streamIsUp(http) ? false : approvalsPollMs),
    }),
    { keepLastShown },
  )
}

/** «Подтверждения»: a page of its filters (from the screen's URL); the previous page stays while the next loads. */
export const approvalListPages = approvalPages(true)

const approvalsFeed = approvalPages(false)

/** The most pending approvals the sidebar and a customer's page read (more than anyone has waiting). */
const pendingPageSize = '100'

/** The pending approvals, of one customer or all; nothing asked on a backend without roles. */
function usePendingApprovals(customerUuid = ''): readonly Approval[] {
  const { roles } = useAccess()
  const params: ListApiParams = {
    status: ['pending'],
    page_size: [pendingPageSize],
    ...(customerUuid ? { customer_uuid: [customerUuid] } : {}),
  }
  const result = useRead(approvalsFeed, roles ? params : null)
  return roles ? (result.data?.results ?? []) : []
}

/** The pending approvals this person may decide: not their own; none without `top_ups.approve`. */
export function useDecidableApprovals(): readonly Approval[] {
  const access = useAccess()
  const pending = usePendingApprovals()
  if (!access.can('top_ups.approve')) return []
  return pending.filter((approval) => approval.requested_by_uuid !== access.uuid)
}

/** How many approvals wait for this person (the sidebar's number); undefined on a backend without roles. */
export function usePendingApprovalCount(): number | undefined {
  const { roles } = useAccess()
  const decidable = useDecidableApprovals()
  return roles ? decidable.length : undefined
}

/** A customer's top-ups waiting for approval (their page lists them). */
export function useCustomerPendingApprovals(customerUuid: string): readonly Approval[] {
  return usePendingApprovals(customerUuid)
}

/** Approve (no reason) or reject (with the reason). */
export interface ApprovalDecision {
  approval: Approval
  reason?: string
}

/** A decision: the approvals, and where money moved the customer and the operations, are read anew (other tabs hear it too). */
const decisionAtom = consoleMutation(({ http, client }) => {
  return {
    mutationKey: ['approval-decision'],
    mutationFn: (decision: ApprovalDecision) =>
      decision.reason === undefined
        ? approveTopUp(http, decision.approval.approval_uuid)
        : rejectTopUp(http, decision.approval.approval_uuid, decision.reason),
    onSettled: (_answer: Approval | undefined, _error: unknown, decision: ApprovalDecision) =>
      Promise.all([
        client.invalidateQueries({ queryKey: approvalsList.keys.all }),
        client.invalidateQueries({ queryKey: customersQueryKeys.detail(decision.approval.customer_uuid) }),
        client.invalidateQueries({ queryKey: customersQueryKeys.lists }),
        client.invalidateQueries({ queryKey: financeOperationsList.keys.all }),
      ]),
  }
})

/** Approves (no reason) or rejects (with the reason) a top-up. */
export function useApprovalDecision() {
  return useConsoleMutation(decisionAtom)
}
