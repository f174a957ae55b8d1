import { useMemo } from 'react'
import { reversibleTypes } from '../../../contract/schemas/reversals'
import { customersList } from '../../api/customers'
import { financeOperationsList } from '../../api/finance'
import type { ListApiParams } from '../../lib/list-query'
import { customerSearchQuery } from '../../state/domain/customers'
import { defineQuery } from '../../state/query/define-query'
import { listQuery } from '../../state/query/list-query'
import { useRead } from '../../state/query/use-read'
import { createSharedValue } from '../../state/session/shared-value'

/** «Пользователи»: the list's pages. */
export const customerPages = listQuery(customersList)

/** The text the palette searches customers for (already debounced); shorter than 2 characters searches nothing. */
const usePaletteCustomerText = createSharedValue('')

export const paletteCustomerSearchMinLength = 2

/**
 * A handful of customers matching the palette's text (trimmed), searched on the server: the one
 * customer search of the palette (its first page's rows and the customer picker both read it).
 */
export const paletteCustomersQuery = customerSearchQuery(paletteCustomerSearchMinLength)

/** The palette's customer search: the text searched (debounced), its change, and the answer. */
export function usePaletteCustomerSearch() {
  const [searched, setSearched] = usePaletteCustomerText()
  const result = useRead(paletteCustomersQuery, searched.trim())
  return { searched, setSearched, result }
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

/** How many of a customer's top-ups the reversal drawer and the palette list, newest first. */
const topUpsListed = '100'

/** A customer's top-ups (either kind), newest first, each with what is left to reverse; '' asks nothing. */
export function useTopUpsToReverse(customerUuid: string) {
  const params = useMemo(
    () => ({ customer_uuid: [customerUuid], type: [...reversibleTypes], ordering: ['-created_at'], page_size: [topUpsListed] }),
    [customerUuid],
  )
  return useCustomerTopUps(customerUuid === '' ? null : params)
}
