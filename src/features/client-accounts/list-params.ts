import { clientAccountOrderingFields } from '../../../contract/schemas/client-accounts'
import { choiceParam, orderingParam, pageParam, pageSizeParam, textParam } from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

/** «Кабинеты клиентов» in the URL, under the API's keys: `/request-accounts?search=…&is_active=false&ordering=-requests_count`. */
export const clientAccountsListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  search: textParam('search'),
  isActive: choiceParam('is_active', ['true', 'false'] as const),
  ordering: orderingParam('ordering', clientAccountOrderingFields, 'name'),
}
