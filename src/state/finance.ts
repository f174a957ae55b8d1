import { keepPreviousData } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithInfiniteQuery } from 'jotai-tanstack-query'
import { financeOperationsList } from '../api/finance'
import { pageSizeMax } from '../api/schemas/common'
import type { ListApiParams } from '../lib/list-query'
import { httpAtom } from './http'
import { createListAtoms } from './resource'

/** The operations list («Операции», by pages): its parameters come from the screen's URL. */
export const financeOperationsListAtoms = createListAtoms(financeOperationsList)

/** The long list's parameters: the filters and the ordering, without paging; set from the URL. */
export const allFinanceOperationsParamsAtom = atom<ListApiParams>({})

/**
 * Every operation matching the filters, fetched in pages of the contract's largest size (500) into
 * one list. Its key starts with the operations key, so a top-up refreshes it like the paged list.
 */
export const allFinanceOperationsQueryAtom = atomWithInfiniteQuery((get) => {
  const params = get(allFinanceOperationsParamsAtom)
  const http = get(httpAtom)
  return {
    queryKey: [...financeOperationsList.keys.all, 'all-pages', params] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      financeOperationsList.list(http, { ...params, page: [String(pageParam)], page_size: [String(pageSizeMax)] }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: { next: string | null }, pages: readonly unknown[]) =>
      last.next === null ? undefined : pages.length + 1,
    placeholderData: keepPreviousData,
  }
})

/**
 * A customer's admin top-ups of the last days, for the top-up drawer's guards (its params are set
 * by the drawer; none until then). Its key starts with the operations key: a top-up refreshes it.
 */
export const customerTopUpsAtoms = createListAtoms(financeOperationsList, { enabled: (params) => (params.customer_uuid?.length ?? 0) > 0 })
