import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { atom, type Atom, type Getter } from 'jotai'
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query'
import {
  customersList,
  customersQueryKeys,
  fetchCustomer,
  issueOtp,
  topUpBalance,
  type TopUpRequest,
} from '../api/customers'
import { financeOperationsQueryKeys } from '../api/finance'
import type { Customer, CustomerDetails } from '../api/schemas/customers'
import { httpAtom } from './http'
import { createListAtoms } from './resource'

/** The customers list («Пользователи»): its parameters come from the screen's URL. */
export const customersListAtoms = createListAtoms(customersList)

function customerDetailsQuery(get: Getter, uuidAtom: Atom<string>) {
  const customerUuid = get(uuidAtom)
  const http = get(httpAtom)
  return queryOptions({
    queryKey: customersQueryKeys.detail(customerUuid),
    queryFn: ({ signal }) => fetchCustomer(http, customerUuid, { signal }),
    enabled: customerUuid !== '',
  })
}

/** The customer the details screen shows ('' = none). */
export const selectedCustomerUuidAtom = atom('')

export const customerQueryAtom = atomWithQuery((get) => customerDetailsQuery(get, selectedCustomerUuidAtom))

/**
 * The customer a drawer (top-up, one-time code) acts on. Separate from the screen's, as a drawer
 * may open over any screen, even over another customer; both read the same cache entry.
 */
export const drawerCustomerUuidAtom = atom('')

export const drawerCustomerQueryAtom = atomWithQuery((get) => customerDetailsQuery(get, drawerCustomerUuidAtom))

/** After money moved: the new balance at once, then fresh lists, operations and recent operations. */
function afterBalanceChange(client: QueryClient, customer: Customer): Promise<unknown> {
  client.setQueryData<CustomerDetails>(customersQueryKeys.detail(customer.customer_uuid), (details) =>
    details ? { ...details, ...customer } : details,
  )
  return Promise.all([
    client.invalidateQueries({ queryKey: customersQueryKeys.detail(customer.customer_uuid) }),
    client.invalidateQueries({ queryKey: customersQueryKeys.lists }),
    client.invalidateQueries({ queryKey: financeOperationsQueryKeys.all }),
  ])
}

/** Credits a customer's balance; the caller keeps the idempotency key of the attempt. */
export const topUpBalanceAtom = atomWithMutation((get) => {
  const http = get(httpAtom)
  const client = get(queryClientAtom)
  return {
    mutationKey: ['top-up-balance'],
    mutationFn: (request: TopUpRequest) => topUpBalance(http, request),
    // Not awaited: the drawer may close on success while the lists refetch behind it.
    onSuccess: (customer: Customer) => {
      void afterBalanceChange(client, customer)
    },
  }
})

/** Issues a one-time sign-in code for a customer. */
export const issueOtpAtom = atomWithMutation((get) => {
  const http = get(httpAtom)
  return {
    mutationKey: ['issue-otp'],
    mutationFn: (customerUuid: string) => issueOtp(http, customerUuid),
  }
})
