import { pageSizeMax } from '../../../contract/schemas/common'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { financeOperationsList } from '../../api/finance'
import type { Page } from '../../api/resource'
import type { ListApiParams } from '../../lib/list-query'
import { defineQuery } from '../../state/query/define-query'
import { listQuery } from '../../state/query/list-query'
import { useRead } from '../../state/query/use-read'

/** «Операции»: the list's pages. */
export const operationPages = listQuery(financeOperationsList)

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
