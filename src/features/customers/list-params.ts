import type { CustomersQuery } from '../../api/customers'
import { customerOrderingFields, customerStatuses } from '../../api/schemas/customers'
import {
  dayRangeParam,
  multiChoiceParam,
  orderingParam,
  pageParam,
  pageSizeParam,
  readListQuery,
  textParam,
  type ListQueryState,
} from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

/** The users list's state in its URL: `/users?search=…&status=active&registered_from=…&ordering=-balance&page=2`. */
export const customersListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  search: textParam('search'),
  statuses: multiChoiceParam('status', customerStatuses),
  registered: dayRangeParam('registered_from', 'registered_to'),
  ordering: orderingParam('ordering', customerOrderingFields, '-registered_at'),
}

export type CustomersListState = ListQueryState<typeof customersListSchema>

export function readCustomersListState(search: URLSearchParams): CustomersListState {
  return readListQuery(search, customersListSchema)
}

/** What the API is asked for a given URL state. */
export function toCustomersQuery(state: CustomersListState): CustomersQuery {
  return {
    page: state.page,
    pageSize: state.pageSize,
    search: state.search,
    statuses: state.statuses,
    registeredFrom: state.registered.from,
    registeredTo: state.registered.to,
    ordering: state.ordering,
  }
}
