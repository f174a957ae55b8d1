import { pageSizeMax } from '../../../contract/schemas/common'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { financeOperationsList } from '../../api/finance'
import type { Page } from '../../api/resource'
import type { ListApiParams } from '../../lib/list-query'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'

/**
 * Every operation matching the filters (no paging), fetched in pages of the contract's largest
 * size (500) into one list. Its key starts with the operations key, so a top-up refreshes it like
 * the paged list. The previous list stays on screen while another one loads.
 */
export const allFinanceOperationsQuery = defineQuery(
  (params: ListApiParams, { http }) => ({
    key: [...financeOperationsList.keys.all, 'all-pages', params],
    fetch: ({ page, signal }) =>
      financeOperationsList.list(http, { ...params, page: [String(page)], page_size: [String(pageSizeMax)] }, { signal }),
  }),
  {
    keepLastShown: true,
    paging: {
      first: 1,
      next: (last: Page<FinanceOperation>, pages: Page<FinanceOperation>[]) => (last.next === null ? undefined : pages.length + 1),
    },
  },
)

/** The long list of the operations matching `params` (their paging is ignored by the caller). */
export function useAllFinanceOperations(params: ListApiParams) {
  return useRead(allFinanceOperationsQuery, params)
}

/**
 * A customer's admin top-ups of the last days, for the top-up drawer's guards (null: no customer,
 * nothing asked). Its key starts with the operations key: a top-up refreshes it.
 */
const customerTopUpsQuery = defineQuery((params: ListApiParams | null, { http }) => ({
  key: params === null ? [...financeOperationsList.keys.lists, 'idle'] : financeOperationsList.keys.list(params),
  fetch: ({ signal }) => financeOperationsList.list(http, params ?? {}, { signal }),
  enabled: params !== null,
}))

export function useCustomerTopUps(params: ListApiParams | null) {
  return useRead(customerTopUpsQuery, params)
}
