import type { HttpClient } from './http'
import { FinanceOperationPage, type FinanceOperationType } from './schemas/finance'

export const financeOperationsPath = '/v1/admin/finances/operations/'

/** What the finance operations list asks for; '' and [] mean "no filter". */
export interface FinanceOperationsQuery {
  page: number
  pageSize: number
  /** One customer's operations, or '' for everyone's. */
  customerUuid: string
  /** Any of these types (sent repeated: `type=top_up&type=charge`); [] for all. */
  types: readonly FinanceOperationType[]
  /** Days, YYYY-MM-DD, inclusive; '' for an open end. */
  dateFrom: string
  dateTo: string
  /** `created_at` or `amount`, '-' first for descending. */
  ordering: string
}

export const defaultFinanceOperationsQuery: FinanceOperationsQuery = {
  page: 1,
  pageSize: 25,
  customerUuid: '',
  types: [],
  dateFrom: '',
  dateTo: '',
  ordering: '-created_at',
}

export const financeOperationsQueryKeys = {
  /** Every operations list: invalidated when money moves (e.g. after a top-up). */
  all: ['finance-operations'] as const,
  list: (query: FinanceOperationsQuery) => ['finance-operations', query] as const,
}

/** GET /v1/admin/finances/operations/: one page of finance operations. */
export function fetchFinanceOperations(
  http: HttpClient,
  query: FinanceOperationsQuery,
  options: { signal?: AbortSignal } = {},
): Promise<FinanceOperationPage> {
  return http.json(financeOperationsPath, FinanceOperationPage, {
    query: {
      page: query.page,
      page_size: query.pageSize,
      customer_uuid: query.customerUuid,
      type: query.types,
      date_from: query.dateFrom,
      date_to: query.dateTo,
      ordering: query.ordering,
    },
    arrayFormat: 'repeat',
    signal: options.signal,
  })
}
