import type { FinanceOperationsQuery } from '../../api/finance'
import { financeOperationOrderingFields, financeOperationTypes } from '../../api/schemas/finance'
import {
  choiceParam,
  dayRangeParam,
  multiChoiceParam,
  orderingParam,
  pageParam,
  pageSizeParam,
  patternParam,
  readListQuery,
  type ListQueryState,
} from '../../lib/list-query'
import type { FinanceOperationsFilters } from '../../state/finance-operations'
import { DEFAULT_PAGE_SIZES } from '../../ui'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** How the list is shown: pages, or every operation of the filters in one long list. */
export const operationsViews = ['all'] as const

/**
 * The operations list's state in its URL:
 * `/operations?type=top_up&type=charge&customer=…&date_from=…&date_to=…&ordering=-amount&page=2&view=all`.
 */
export const operationsListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  types: multiChoiceParam('type', financeOperationTypes),
  customerUuid: patternParam('customer', uuidPattern),
  period: dayRangeParam('date_from', 'date_to'),
  ordering: orderingParam('ordering', financeOperationOrderingFields, '-created_at'),
  view: choiceParam('view', operationsViews),
}

export type OperationsListState = ListQueryState<typeof operationsListSchema>

export function readOperationsListState(search: URLSearchParams): OperationsListState {
  return readListQuery(search, operationsListSchema)
}

/** What the long list asks for: the filters and the ordering, without paging. */
export function toOperationsFilters(state: OperationsListState): FinanceOperationsFilters {
  return {
    customerUuid: state.customerUuid,
    types: state.types,
    dateFrom: state.period.from,
    dateTo: state.period.to,
    ordering: state.ordering,
  }
}

/** What one page of the list asks for. */
export function toOperationsQuery(state: OperationsListState): FinanceOperationsQuery {
  return { ...toOperationsFilters(state), page: state.page, pageSize: state.pageSize }
}
