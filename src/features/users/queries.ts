import { array, is, string, type, type Infer } from 'superstruct'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { customersList } from '../../api/customers'
import { financeOperationsList } from '../../api/finance'
import { readTimeline, timelineKeys, type TimelineQuery } from '../../api/timeline'
import { addDays } from '../../lib/chart-data'
import type { ListApiParams } from '../../lib/list-query'
import { customerSearchQuery } from '../../state/domain/customers'
import { useAccess } from '../../state/domain/permissions'
import { defineQuery } from '../../state/query/define-query'
import { listQuery } from '../../state/query/list-query'
import { readAllPages } from '../../state/query/read-all-pages'
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

/** «Лента»: a page of a customer's feed; the previous page stays on screen while the next loads. */
const timelinePages = defineQuery(
  (query: TimelineQuery, { http }) => ({
    key: timelineKeys.page(query),
    fetch: ({ signal }) => readTimeline(http, query, signal),
    enabled: query.customerUuid !== '',
  }),
  { keepLastShown: (query) => query.customerUuid },
)

export function useTimelinePage(query: TimelineQuery) {
  const journal = useAccess().can('audit_log.read')
  return useRead(timelinePages, { ...query, journal })
}

/** The balance at the end of a day: the last operation before the next day began (null: none by then). */
export interface BalanceOnDay {
  operation: FinanceOperation | null
}

/**
 * The customer's balance at the end of `day` in this browser's time zone, from the contract's
 * operations: those up to the next day (the server's days may lie behind this zone's), newest first,
 * and the first one before this zone's midnight. Its key is the operations': moving money refreshes it.
 */
const balanceOnDay = defineQuery((params: { customerUuid: string; day: string }, { http }) => ({
  key: [...financeOperationsList.keys.all, 'balance-on-day', params],
  fetch: async ({ signal }): Promise<BalanceOnDay> => {
    const [year = 0, month = 1, dayOfMonth = 1] = params.day.split('-').map(Number)
    const end = new Date(year, month - 1, dayOfMonth + 1).getTime()
    const query = {
      customer_uuid: params.customerUuid,
      date_to: addDays(params.day, 1),
      ordering: '-created_at',
    }
    const pages = readAllPages(
      (page, pageSize, pageSignal) => financeOperationsList.list(http, { ...query, page, page_size: pageSize }, { signal: pageSignal }),
      { signal },
    )
    for await (const answer of pages) {
      const found = answer.results.find((operation) => Date.parse(operation.created_at) < end)
      if (found) return { operation: found }
    }
    return { operation: null }
  },
  enabled: params.customerUuid !== '' && params.day !== '',
}))

export function useBalanceOnDay(customerUuid: string, day: string) {
  return useRead(balanceOnDay, { customerUuid, day })
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
