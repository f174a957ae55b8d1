import { useAtomValue } from 'jotai'
import { clientAccountsResource } from '../../api/client-accounts'
import { queryAtomFamily } from '../query/query-family'
import { createResourceAtoms } from './resource'

/** «Кабинеты клиентов»: the record a drawer edits, and create / edit / remove. */
export const clientAccountAtoms = createResourceAtoms(clientAccountsResource, { auditTargetType: 'client_account' })

/**
 * Accounts found by name or company for a picker elsewhere (the «Кабинет» select and filter of
 * «Запросы клиентов»), its own query per search. It shares the resource's query keys: a change
 * to an account refreshes it too.
 */
const accountOptionsQueryAtom = queryAtomFamily(
  (search: string, http) => {
    const params = search === '' ? {} : { search: [search] }
    return {
      queryKey: clientAccountsResource.keys.list(params),
      queryFn: ({ signal }: { signal: AbortSignal }) => clientAccountsResource.list(http, params, { signal }),
    }
  },
  { keepLastShown: true },
)

export function useAccountOptions(search: string) {
  return useAtomValue(accountOptionsQueryAtom(search))
}
