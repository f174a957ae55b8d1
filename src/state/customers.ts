import type { QueryClient } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query'
import {
  customersList,
  customersQueryKeys,
  fetchCustomer,
  issueOtp,
  topUpBalance,
  type TopUpRequest,
} from '../api/customers'
import { financeOperationsList } from '../api/finance'
import type { Customer, CustomerDetails, OtpAnswer } from '../api/schemas/customers'
import { journalChangeAtom } from './audit-log'
import { httpAtom } from './http'
import { shouldRetryRepeatableMutation } from './query-client'
import { createListAtoms } from './resource'

/** The customers list («Пользователи»): its parameters come from the screen's URL. */
export const customersListAtoms = createListAtoms(customersList)

/**
 * A customer's details ('' = none) for one place that shows them: the details screen, a drawer
 * (which may open over any screen, even over another customer), the operations list's chip. Each
 * place has its own uuid; all read the same cache entry.
 */
export function createCustomerDetailAtoms() {
  const uuidAtom = atom('')
  const queryAtom = atomWithQuery((get) => {
    const customerUuid = get(uuidAtom)
    const http = get(httpAtom)
    return {
      queryKey: customersQueryKeys.detail(customerUuid),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCustomer(http, customerUuid, { signal }),
      enabled: customerUuid !== '',
    }
  })
  return { uuidAtom, queryAtom }
}

/** The customer of «О пользователе». */
export const screenCustomerAtoms = createCustomerDetailAtoms()

/** The customer a drawer (top-up, one-time code) acts on. */
export const drawerCustomerAtoms = createCustomerDetailAtoms()

/** The customer the operations list is filtered by: its chip shows their email. */
export const operationsCustomerAtoms = createCustomerDetailAtoms()

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
export const topUpBalanceAtom = atomWithMutation((get) => {
  const http = get(httpAtom)
  const client = get(queryClientAtom)
  const journalChange = get(journalChangeAtom)
  return {
    mutationKey: ['top-up-balance'],
    mutationFn: (request: TopUpRequest) => topUpBalance(http, request),
    // The same Idempotency-Key goes again: the money moves once.
    retry: shouldRetryRepeatableMutation,
    onMutate: (request: TopUpRequest) => ({
      balanceBefore: client.getQueryData<CustomerDetails>(customersQueryKeys.detail(request.customerUuid))?.balance ?? null,
    }),
    // Not awaited: the drawer may close on success while the lists refetch behind it.
    onSuccess: (customer: Customer, request: TopUpRequest, context: { balanceBefore: string | null } | undefined) => {
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
export const issueOtpAtom = atomWithMutation((get) => {
  const http = get(httpAtom)
  const client = get(queryClientAtom)
  const journalChange = get(journalChangeAtom)
  return {
    mutationKey: ['issue-otp'],
    mutationFn: (customerUuid: string) => issueOtp(http, customerUuid),
    // The code itself is never journaled: it signs the customer in.
    onSuccess: (_answer: OtpAnswer, customerUuid: string) => {
      const email = client.getQueryData<CustomerDetails>(customersQueryKeys.detail(customerUuid))?.email
      void journalChange({
        action: 'issue_otp',
        target_type: 'customer',
        target_uuid: customerUuid,
        target_label: email ?? customerUuid,
        changes: {},
      })
    },
  }
})
