import type { QueryClient } from '@tanstack/react-query'
import type { Customer, CustomerDetails, OtpAnswer } from '../../../contract/schemas/customers'
import { approvalsList } from '../../api/approvals'
import { customersQueryKeys, issueOtp, topUpBalance, type TopUpAnswer, type TopUpRequest } from '../../api/customers'
import { financeOperationsList } from '../../api/finance'
import { reverseOperation, type ReverseAnswer, type ReverseRequest } from '../../api/reversals'
import { consoleMutation, useConsoleMutation } from '../../state/query/console-mutation'
import { shouldRetryRepeatableMutation } from '../../state/query/query-client'

// The changes a customer's page and its drawers make: money and one-time codes (notes: timeline/notes.ts).

/** After money moved: the new balance at once, then fresh lists, operations and recent operations. */
function afterBalanceChange(client: QueryClient, customer: Customer): Promise<unknown> {
  client.setQueryData<CustomerDetails>(customersQueryKeys.detail(customer.customer_uuid), (details) =>
    details ? { ...details, ...customer } : details,
  )
  return Promise.all([
    client.invalidateQueries({ queryKey: customersQueryKeys.detail(customer.customer_uuid) }),
    client.invalidateQueries({ queryKey: customersQueryKeys.lists }),
    client.invalidateQueries({ queryKey: financeOperationsList.keys.all }),
  ])
}

/** Credits a customer's balance; the caller keeps the idempotency key of the attempt. */
const topUpBalanceAtom = consoleMutation(({ http, client, journalChange }) => {
  return {
    mutationKey: ['top-up-balance'],
    mutationFn: (request: TopUpRequest) => topUpBalance(http, request),
    // The same Idempotency-Key goes again: the money moves once.
    retry: shouldRetryRepeatableMutation,
    onMutate: (request: TopUpRequest) => ({
      balanceBefore: client.getQueryData<CustomerDetails>(customersQueryKeys.detail(request.customerUuid))?.balance ?? null,
    }),
    // Not awaited: the drawer may close on success while the lists refetch behind it.
    onSuccess: (answer: TopUpAnswer, request: TopUpRequest, context: { balanceBefore: string | null } | undefined) => {
      // Sent for approval: nothing moved; the server journaled the request, and the approvals are read anew.
      if (answer.requested) {
        void client.invalidateQueries({ queryKey: approvalsList.keys.all })
        return
      }
      const customer = answer.credited
      void afterBalanceChange(client, customer)
      void journalChange({
        action: 'top_up',
        target_type: 'customer',
        target_uuid: customer.customer_uuid,
        target_label: customer.email,
        changes: { amount: [null, request.amount], balance: [context?.balanceBefore ?? null, customer.balance] },
        comment: request.comment,
      })
    },
  }
})

/** Issues a one-time sign-in code for a customer. */
const issueOtpAtom = consoleMutation(({ http, client, journalChange }) => {
  return {
    mutationKey: ['issue-otp'],
    mutationFn: (customerUuid: string) => issueOtp(http, customerUuid),
    // The code itself is never journaled (it signs the customer in); its expiry is.
    onSuccess: (answer: OtpAnswer, customerUuid: string) => {
      // the customer's feed lists the code
      void client.invalidateQueries({ queryKey: customersQueryKeys.detail(customerUuid) })
      const email = client.getQueryData<CustomerDetails>(customersQueryKeys.detail(customerUuid))?.email
      void journalChange({
        action: 'issue_otp',
        target_type: 'customer',
        target_uuid: customerUuid,
        target_label: email ?? customerUuid,
        changes: { expires_at: [null, answer.expires_at] },
      })
    },
  }
})

/** Credits a customer's balance (the mutation's result). */
export function useTopUpBalance() {
  return useConsoleMutation(topUpBalanceAtom)
}

/** Issues a one-time sign-in code (the mutation's result). */
export function useIssueOtp() {
  return useConsoleMutation(issueOtpAtom)
}

/** Reverses a top-up; the caller keeps the idempotency key of the attempt. */
const reverseAtom = consoleMutation(({ http, client, journalChange }) => ({
  mutationKey: ['reverse-operation'],
  mutationFn: (request: ReverseRequest) => reverseOperation(http, request),
  // The same Idempotency-Key goes again: the money moves once.
  retry: shouldRetryRepeatableMutation,
  onSuccess: (answer: ReverseAnswer, request: ReverseRequest) => {
    const customerUuid = answer.requested?.customer_uuid ?? answer.made?.reversal.customer_uuid ?? ''
    // A request moved nothing but holds the amount: the top-up's «left to reverse» changed too.
    void client.invalidateQueries({ queryKey: financeOperationsList.keys.all })
    void client.invalidateQueries({ queryKey: approvalsList.keys.all })
    void client.invalidateQueries({ queryKey: customersQueryKeys.detail(customerUuid) })
    if (!answer.made) return
    void client.invalidateQueries({ queryKey: customersQueryKeys.lists })
    void journalChange({
      action: 'operation_reversed',
      target_type: 'customer',
      target_uuid: customerUuid,
      target_label: answer.made.reversal.customer_email,
      changes: { amount: [null, request.amount], operation: [null, request.operationUuid] },
      comment: request.reason,
    })
  },
}))

export function useReverseOperation() {
  return useConsoleMutation(reverseAtom)
}
