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

/*
 * The queryFns here leave React Query's AbortSignal alone on purpose: when a params atom changes,
 * jotai-tanstack-query 0.11 drops the observer's last listener before the new one subscribes, and
 * a query that consumed its signal is then aborted mid-flight and sent a second time. Without the
 * signal the request runs on and the new subscriber shares it: one request per change.
 */

/** What the operations list shows; the screen sets it from the URL. */
export const financeOperationsQueryParamsAtom = atom<FinanceOperationsQuery>(defaultFinanceOperationsQuery)

/** The operations page for those parameters; the previous page stays on screen while the next loads. */
export const financeOperationsQueryAtom = atomWithQuery((get) => {
  const params = get(financeOperationsQueryParamsAtom)
  const http = get(httpAtom)
  return {
    queryKey: financeOperationsQueryKeys.list(params),
    queryFn: () => fetchFinanceOperations(http, params),
    placeholderData: keepPreviousData,
  }
})
