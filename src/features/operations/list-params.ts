import { financeOperationOrderingFields, financeOperationTypes } from '../../../contract/schemas/finance'
import { financeOperationsList } from '../../api/finance'
import {
  choiceParam,
  dayRangeParam,
  extension,
  moneyRangeParam,
  multiChoiceParam,
  orderingParam,
  pageParam,
  pageSizeParam,
  patternParam,
  sentAs,
  urlOnly,
} from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** How the list is shown: pages, or every operation of the filters in one long list. */
export const operationsViews = ['all'] as const

/**
 * The operations list's state in its URL:
 * `/operations?type=top_up&type=charge&customer=…&date_from=…&date_to=…&ordering=-amount&page=2&view=all`.
 * The keys are the API's, but for the customer (`customer_uuid` to the API, `customer` in links
 * people already keep) and the view, which only the screen reads.
 */
export const operationsListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  types: multiChoiceParam('type', financeOperationTypes),
  customerUuid: sentAs(patternParam('customer', uuidPattern), 'customer_uuid'),
  period: dayRangeParam('date_from', 'date_to'),
  /** An extension of the reference server: sent only to a backend that names it. */
  amount: extension(financeOperationsList.path, moneyRangeParam('amount_min', 'amount_max')),
  ordering: orderingParam('ordering', financeOperationOrderingFields, '-created_at'),
  view: urlOnly(choiceParam('view', operationsViews)),
}
