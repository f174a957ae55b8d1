import { array, is, string, type, type Infer } from 'superstruct'
import { customerSearchQuery } from '../../state/domain/customers'
import { useRead } from '../../state/query/use-read'
import { createSharedValue, createStoredValue } from '../../state/session/shared-value'

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
