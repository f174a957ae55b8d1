import type { QueryClient } from '@tanstack/react-query'
import type { Customer, CustomerDetails, OtpAnswer } from '../../../contract/schemas/customers'
import { approvalsList } from '../../api/approvals'
import {
  customersList,
  customersQueryKeys,
  fetchCustomer,
  issueOtp,
  topUpBalance,
  type TopUpAnswer,
  type TopUpRequest,
} from '../../api/customers'
import { financeOperationsList } from '../../api/finance'
import { consoleMutation, useConsoleMutation } from '../query/console-mutation'
import { defineQuery } from '../query/define-query'
import { shouldRetryRepeatableMutation } from '../query/query-client'
import { useRead } from '../query/use-read'

/**
 * A customer's details by uuid ('' = none): the customer page, the drawers (top-up, one-time code),
 * the operations list's chip, the referrer heading and the palette all read this one query.
 */
export const customerQuery = defineQuery((customerUuid: string, { http }) => ({
  key: customersQueryKeys.detail(customerUuid),
  fetch: ({ signal }) => fetchCustomer(http, customerUuid, { signal }),
  enabled: customerUuid !== '',
}))

/** How many customers a picker's search shows. */
const searchedCustomersShown = '8'

/**
 * The first customers matching a text, newest first, from `minLength` characters on; the previous
 * answer stays while the next loads. The palette's customer search and the referrer picker each
 * make theirs (each keeps its own last answer), and for the same text they ask for the same page
 * under the same key: one request.
 */
export function customerSearchQuery(minLength: number) {
  return defineQuery(
    (text: string, { http }) => {
      const params = { page: ['1'], page_size: [searchedCustomersShown], search: [text], ordering: ['-registered_at'] }
      return {
        key: customersList.keys.list(params),
        fetch: ({ signal }) => customersList.list(http, params, { signal }),
        enabled: text.length >= minLength,
      }
    },
    { keepLastShown: true },
  )
}

/** The customer of `customerUuid` ('' = none asked for). */
export function useCustomer(customerUuid: string) {
  return useRead(customerQuery, customerUuid)
}

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
