import { invitedUsersList, referralCodesList, referralLinksList } from '../../api/referrals'
import { customerSearchQuery } from '../../state/domain/customers'
import { listQuery } from '../../state/query/list-query'
import { useRead } from '../../state/query/use-read'
import { createSharedValue } from '../../state/session/shared-value'

/** The pages of «Рефералы»' three lists: the codes, the links, and one customer's invited. */
export const codePages = listQuery(referralCodesList)
export const linkPages = listQuery(referralLinksList)
export const invitedPages = listQuery(invitedUsersList)

/** What the referrer picker searches for among the customers ('' = nothing asked yet); kept across tabs. */
export const useReferrerSearch = createSharedValue('')

/** Customers matching the picker's search (from its first character), a few at a time, newest first. */
export const referrerCandidatesQuery = customerSearchQuery(1)

export function useReferrerCandidates(search: string) {
  return useRead(referrerCandidatesQuery, search)
}
