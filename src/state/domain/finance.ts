import { useAtomValue } from 'jotai'
import { pageSizeMax } from '../../../contract/schemas/common'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { financeOperationsList } from '../../api/finance'
import type { Page } from '../../api/resource'
import type { ListApiParams } from '../../lib/list-query'
import { infiniteQueryAtomFamily, queryAtomFamily } from '../query/query-family'

/**
 * Every operation matching the filters (no paging), fetched in pages of the contract's largest
 * size (500) into one list. Its key starts with the operations key, so a top-up refreshes it like
 * the paged list. The previous list stays on screen while another one loads.
 */
export const allFinanceOperationsQueryAtom = infiniteQueryAtomFamily<ListApiParams, Page<FinanceOperation>>(
  (params, http) => ({
    queryKey: [...financeOperationsList.keys.all, 'all-pages', params] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      financeOperationsList.list(http, { ...params, page: [String(pageParam)], page_size: [String(pageSizeMax)] }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next === null ? undefined : pages.length + 1),
  }),
  { keepLastShown: true },
)

/** The long list of the operations matching `params` (their paging is ignored by the caller). */
export function useAllFinanceOperations(params: ListApiParams) {
  return useAtomValue(allFinanceOperationsQueryAtom(params))
}

/**
 * A customer's admin top-ups of the last days, for the top-up drawer's guards (null: no customer,
 * nothing asked). Its key starts with the operations key: a top-up refreshes it.
 */
const customerTopUpsQueryAtom = queryAtomFamily((params: ListApiParams | null, http) => ({
  queryKey: params === null ? [...financeOperationsList.keys.lists, 'idle'] : financeOperationsList.keys.list(params),
  queryFn: ({ signal }: { signal: AbortSignal }) => financeOperationsList.list(http, params ?? {}, { signal }),
  enabled: params !== null,
}))

export function useCustomerTopUps(params: ListApiParams | null) {
  return useAtomValue(customerTopUpsQueryAtom(params))
}
