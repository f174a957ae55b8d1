import { useMemo } from 'react'
import { array, is, string, type, type Infer } from 'superstruct'
import { reversibleTypes } from '../../../contract/schemas/reversals'
import { customersList } from '../../api/customers'
import { financeOperationsList } from '../../api/finance'
import type { ListApiParams } from '../../lib/list-query'
import { customerSearchQuery } from '../../state/domain/customers'
import { defineQuery } from '../../state/query/define-query'
import { listQuery } from '../../state/query/list-query'
import { useRead } from '../../state/query/use-read'
import { createSharedValue, createStoredValue } from '../../state/session/shared-value'

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

/** What the picker remembers of a customer opened or acted on (no balance: it would go stale). */
export const RecentCustomer = type({ customer_uuid: string(), email: string(), first_name: string(), last_name: string() })
export type RecentCustomer = Infer<typeof RecentCustomer>

const recentCustomersLimit = 5

/** The customers opened or acted on from the palette lately, newest first. */
const useStoredRecentCustomers = createStoredValue<RecentCustomer[]>('palette_recent_customers', [], (value): value is RecentCustomer[] =>
  is(value, array(RecentCustomer)),
)

export function useRecentCustomers(): RecentCustomer[] {
  return useStoredRecentCustomers()[0]
}

/** Puts a customer first among the recent ones. */
export function useRememberCustomer(): (customer: RecentCustomer) => void {
  const [recent, setRecent] = useStoredRecentCustomers()
  return ({ customer_uuid, email, first_name, last_name }) =>
    setRecent(
      [{ customer_uuid, email, first_name, last_name }, ...recent.filter((known) => known.customer_uuid !== customer_uuid)].slice(
        0,
        recentCustomersLimit,
      ),
    )
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
