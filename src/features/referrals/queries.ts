import { customerSearchQuery } from '../../state/domain/customers'
import { useRead } from '../../state/query/use-read'
import { createSharedValue } from '../../state/session/shared-value'

/** What the referrer picker searches for among the customers ('' = nothing asked yet); kept across tabs. */
export const useReferrerSearch = createSharedValue('')

/** Customers matching the picker's search (from its first character), a few at a time, newest first. */
export const referrerCandidatesQuery = customerSearchQuery(1)

export function useReferrerCandidates(search: string) {
  return useRead(referrerCandidatesQuery, search)
}
