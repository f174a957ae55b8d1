import { keepPreviousData } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { customersQueryKeys, defaultCustomersQuery, fetchCustomer, fetchCustomers, type CustomersQuery } from '../api/customers'
import {
  defaultInvitedUsersQuery,
  defaultReferralCodesQuery,
  defaultReferralLinksQuery,
  fetchInvitedUsers,
  fetchReferralCodes,
  fetchReferralLinks,
  referralQueryKeys,
  type InvitedUsersQuery,
  type ReferralCodesQuery,
  type ReferralLinksQuery,
} from '../api/referrals'
import { httpAtom } from './http'

// Each tab of the referrals screen has its parameters atom (set from the URL) and its query atom;
// a list keeps its previous page on screen while the next loads.

export const referralCodesQueryParamsAtom = atom<ReferralCodesQuery>(defaultReferralCodesQuery)

export const referralCodesQueryAtom = atomWithQuery((get) => {
  const params = get(referralCodesQueryParamsAtom)
  const http = get(httpAtom)
  return {
    queryKey: referralQueryKeys.codes(params),
    queryFn: ({ signal }) => fetchReferralCodes(http, params, { signal }),
    placeholderData: keepPreviousData,
  }
})

/** Whom a customer invited; idle until a customer is chosen (the endpoint requires one). */
export const invitedUsersQueryParamsAtom = atom<InvitedUsersQuery>(defaultInvitedUsersQuery)

export const invitedUsersQueryAtom = atomWithQuery((get) => {
  const params = get(invitedUsersQueryParamsAtom)
  const http = get(httpAtom)
  return {
    queryKey: referralQueryKeys.invited(params),
    queryFn: ({ signal }) => fetchInvitedUsers(http, params, { signal }),
    enabled: params.customerUuid !== '',
    placeholderData: keepPreviousData,
  }
})

export const referralLinksQueryParamsAtom = atom<ReferralLinksQuery>(defaultReferralLinksQuery)

export const referralLinksQueryAtom = atomWithQuery((get) => {
  const params = get(referralLinksQueryParamsAtom)
  const http = get(httpAtom)
  return {
    queryKey: referralQueryKeys.links(params),
    queryFn: ({ signal }) => fetchReferralLinks(http, params, { signal }),
    placeholderData: keepPreviousData,
  }
})

/** The chosen referrer's details (their email for the heading); the same cache entry as the customer page. */
export const referrerQueryAtom = atomWithQuery((get) => {
  const customerUuid = get(invitedUsersQueryParamsAtom).customerUuid
  const http = get(httpAtom)
  return {
    queryKey: customersQueryKeys.detail(customerUuid),
    queryFn: ({ signal }) => fetchCustomer(http, customerUuid, { signal }),
    enabled: customerUuid !== '',
  }
})

/** What the referrer picker searches for among the customers ('' = nothing asked yet). */
export const referrerSearchAtom = atom('')

const referrerCandidatesPageSize = 8

/** Customers matching the picker's search, a few at a time. */
export const referrerCandidatesQueryAtom = atomWithQuery((get) => {
  const search = get(referrerSearchAtom)
  const http = get(httpAtom)
  const query: CustomersQuery = { ...defaultCustomersQuery, search, pageSize: referrerCandidatesPageSize }
  return {
    queryKey: customersQueryKeys.list(query),
    queryFn: ({ signal }) => fetchCustomers(http, query, { signal }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  }
})
