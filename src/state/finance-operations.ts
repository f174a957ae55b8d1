import { keepPreviousData } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithInfiniteQuery, atomWithQuery } from 'jotai-tanstack-query'
import { customersQueryKeys, fetchCustomer } from '../api/customers'
import {
  defaultFinanceOperationsQuery,
  fetchFinanceOperations,
  financeOperationsQueryKeys,
  type FinanceOperationsQuery,
} from '../api/finance'
import { pageSizeMax } from '../api/schemas/common'
import { httpAtom } from './http'

// The paged operations list is `financeOperationsQueryAtom` of ./finance; these atoms add the long
// list of a whole period, the customer the list is filtered by, and the list embedded in a customer page.

/** The filters of the operations list without its paging: what the long list shows. */
export type FinanceOperationsFilters = Omit<FinanceOperationsQuery, 'page' | 'pageSize'>

/** The long list's filters; the screen sets them from the URL. */
export const allFinanceOperationsFiltersAtom = atom<FinanceOperationsFilters>({
  customerUuid: defaultFinanceOperationsQuery.customerUuid,
  types: defaultFinanceOperationsQuery.types,
  dateFrom: defaultFinanceOperationsQuery.dateFrom,
  dateTo: defaultFinanceOperationsQuery.dateTo,
  ordering: defaultFinanceOperationsQuery.ordering,
})

/**
 * Every operation matching the filters, fetched in pages of the contract's largest size (500) into
 * one list. Its key starts with the operations key, so a top-up refreshes it like the paged list.
 */
export const allFinanceOperationsQueryAtom = atomWithInfiniteQuery((get) => {
  const filters = get(allFinanceOperationsFiltersAtom)
  const http = get(httpAtom)
  return {
    queryKey: [...financeOperationsQueryKeys.all, 'all-pages', filters] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchFinanceOperations(http, { ...filters, page: pageParam, pageSize: pageSizeMax }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: { next: string | null }, pages: readonly unknown[]) =>
      last.next === null ? undefined : pages.length + 1,
    placeholderData: keepPreviousData,
  }
})

/** The customer the operations list is filtered by ('' = none): its chip shows their email. */
export const operationsCustomerUuidAtom = atom('')

/** That customer's details (the same cache entry as the customer page); idle without a filter. */
export const operationsCustomerQueryAtom = atomWithQuery((get) => {
  const customerUuid = get(operationsCustomerUuidAtom)
  const http = get(httpAtom)
  return {
    queryKey: customersQueryKeys.detail(customerUuid),
    queryFn: ({ signal }) => fetchCustomer(http, customerUuid, { signal }),
    enabled: customerUuid !== '',
  }
})
