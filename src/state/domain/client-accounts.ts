import { clientAccountsList } from '../../api/client-accounts'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'

/**
 * Accounts found by name or company for a picker elsewhere (the «Кабинет» select and filter of
 * «Запросы клиентов»), its own query per search. It shares the resource's query keys: a change
 * to an account refreshes it too.
 */
const accountOptions = defineQuery(
  (search: string, { http }) => {
    const params = search === '' ? {} : { search: [search] }
    return {
      key: clientAccountsList.keys.list(params),
      fetch: ({ signal }) => clientAccountsList.list(http, params, { signal }),
    }
  },
  { keepLastShown: true },
)

export function useAccountOptions(search: string) {
  return useRead(accountOptions, search)
}
