import { atom } from 'jotai'
import { customersList } from '../api/customers'
import { invitedUsersList, referralCodesList, referralLinksList } from '../api/referrals'
import { createCustomerDetailAtoms } from './customers'
import { createListAtoms } from './resource'

// Each tab of «Рефералы» has its list atoms, whose parameters come from the screen's URL.

export const referralCodesAtoms = createListAtoms(referralCodesList)

/** Whom a customer invited; idle until a customer is chosen (the endpoint requires one). */
export const invitedUsersAtoms = createListAtoms(invitedUsersList, {
  enabled: (params) => (params.customer_uuid?.[0] ?? '') !== '',
})

export const referralLinksAtoms = createListAtoms(referralLinksList)

/** The chosen referrer (their email for the heading); the same cache entry as the customer page. */
export const referrerAtoms = createCustomerDetailAtoms()

/** What the referrer picker searches for among the customers ('' = nothing asked yet). */
export const referrerSearchAtom = atom('')

/** Customers matching the picker's search, a few at a time. */
export const referrerCandidatesAtoms = createListAtoms(customersList, {
  enabled: (params) => (params.search?.[0] ?? '') !== '',
})
