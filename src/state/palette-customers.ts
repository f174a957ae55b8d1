import { keepPreviousData } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { atomWithQuery } from 'jotai-tanstack-query'
import { array, is, string, type, type Infer } from 'superstruct'
import { customersQueryKeys, defaultCustomersQuery, fetchCustomers } from '../api/customers'
import { httpAtom } from './http'
import { validatedStorage } from './validated-storage'

/** The text the palette searches customers for (already debounced); shorter than 2 characters searches nothing. */
export const paletteCustomerSearchAtom = atom('')

export const paletteCustomerSearchMinLength = 2

/**
 * A handful of customers matching the palette's text, searched on the server: the one customer
 * search of the palette (its first page's rows and the customer picker both read it). The
 * previous answer stays while the next one loads.
 */
export const paletteCustomersQueryAtom = atomWithQuery((get) => {
  const search = get(paletteCustomerSearchAtom).trim()
  const http = get(httpAtom)
  const query = { ...defaultCustomersQuery, pageSize: 8, search }
  return {
    queryKey: customersQueryKeys.list(query),
    queryFn: ({ signal }) => fetchCustomers(http, query, { signal }),
    enabled: search.length >= paletteCustomerSearchMinLength,
    placeholderData: keepPreviousData,
  }
})

/** What the picker remembers of a customer opened or acted on (no balance: it would go stale). */
export const RecentCustomer = type({ customer_uuid: string(), email: string(), first_name: string(), last_name: string() })
export type RecentCustomer = Infer<typeof RecentCustomer>

export const recentCustomersLimit = 5

/** The customers opened or acted on from the palette lately, newest first. */
export const recentCustomersAtom = atomWithStorage<RecentCustomer[]>(
  'palette_recent_customers',
  [],
  validatedStorage((value): value is RecentCustomer[] => is(value, array(RecentCustomer))),
  { getOnInit: true },
)

/** Puts a customer first among the recent ones. */
export const rememberCustomerAtom = atom(null, (get, set, customer: RecentCustomer) => {
  const { customer_uuid, email, first_name, last_name } = customer
  const others = get(recentCustomersAtom).filter((recent) => recent.customer_uuid !== customer_uuid)
  set(recentCustomersAtom, [{ customer_uuid, email, first_name, last_name }, ...others].slice(0, recentCustomersLimit))
})
