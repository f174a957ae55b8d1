import { customerOrderingFields, customerStatuses } from '../../../contract/schemas/customers'
import { customersList } from '../../api/customers'
import {
  dayRangeParam,
  extension,
  moneyRangeParam,
  multiChoiceParam,
  orderingParam,
  pageParam,
  pageSizeParam,
  textParam,
} from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

/** The users list's state in its URL, under the API's keys: `/users?search=…&status=active&registered_from=…&ordering=-balance&page=2`. */
export const customersListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  search: textParam('search'),
  statuses: multiChoiceParam('status', customerStatuses),
  registered: dayRangeParam('registered_from', 'registered_to'),
  /** An extension of the reference server: sent only to a backend that names it. */
  balance: extension(customersList.path, moneyRangeParam('balance_min', 'balance_max')),
  ordering: orderingParam('ordering', customerOrderingFields, '-registered_at'),
}
