import { customersList } from '../../api/customers'
import type { ListApiParams } from '../../lib/list-query'
import { queryAtomFamily } from '../../state/query/query-family'
import { useFamilyValue } from '../../state/query/use-family'
import { createSharedValue } from '../../state/session/shared-value'

/** What the referrer picker searches for among the customers ('' = nothing asked yet); kept across tabs. */
export const useReferrerSearch = createSharedValue('')

/** The first few customers matching the search, newest first. */
const candidatesQuery = (search: string): ListApiParams => ({
  page: ['1'],
  page_size: ['8'],
  search: [search],
  ordering: ['-registered_at'],
})

/** Customers matching the picker's search, a few at a time; the previous answer stays while the next loads. */
export const referrerCandidatesQueryAtom = queryAtomFamily(
  (search: string, http) => ({
    queryKey: customersList.keys.list(candidatesQuery(search)),
    queryFn: ({ signal }: { signal: AbortSignal }) => customersList.list(http, candidatesQuery(search), { signal }),
    enabled: search !== '',
  }),
  { keepLastShown: true },
)

export function useReferrerCandidates(search: string) {
  return useFamilyValue(referrerCandidatesQueryAtom, search)
}
