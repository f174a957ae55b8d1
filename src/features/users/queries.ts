import { customerSearchQuery } from '../../state/domain/customers'
import { useRead } from '../../state/query/use-read'
import { createSharedValue } from '../../state/session/shared-value'

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
