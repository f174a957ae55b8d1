import { keepPreviousData } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import {
  defaultFinanceOperationsQuery,
  fetchFinanceOperations,
  financeOperationsQueryKeys,
  type FinanceOperationsQuery,
} from '../api/finance'
import { httpAtom } from './http'

/** What the operations list shows; the screen sets it from the URL. */
export const financeOperationsQueryParamsAtom = atom<FinanceOperationsQuery>(defaultFinanceOperationsQuery)

/** The operations page for those parameters; the previous page stays on screen while the next loads. */
export const financeOperationsQueryAtom = atomWithQuery((get) => {
  const params = get(financeOperationsQueryParamsAtom)
  const http = get(httpAtom)
  return {
    queryKey: financeOperationsQueryKeys.list(params),
    queryFn: ({ signal }) => fetchFinanceOperations(http, params, { signal }),
    placeholderData: keepPreviousData,
  }
})
