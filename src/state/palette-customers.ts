import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { customersQueryKeys, defaultCustomersQuery, fetchCustomers } from '../api/customers'
import { httpAtom } from './http'

/** The text the palette searches customers for (already debounced); shorter than 2 characters searches nothing. */
export const paletteCustomerSearchAtom = atom('')

export const paletteCustomerSearchMinLength = 2

/** A handful of customers matching the palette's text, searched on the server. */
export const paletteCustomersQueryAtom = atomWithQuery((get) => {
  const search = get(paletteCustomerSearchAtom).trim()
  const http = get(httpAtom)
  const query = { ...defaultCustomersQuery, pageSize: 8, search }
  return {
    queryKey: customersQueryKeys.list(query),
    queryFn: ({ signal }) => fetchCustomers(http, query, { signal }),
    enabled: search.length >= paletteCustomerSearchMinLength,
  }
})
