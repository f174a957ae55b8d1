import type { FinanceOperation } from '../../../../contract/schemas/finance'
import { financeOperationsList } from '../../../api/finance'
import { readTimeline, timelineKeys, type TimelineQuery } from '../../../api/timeline'
import { addDays } from '../../../lib/chart-data'
import { useAccess } from '../../../state/domain/permissions'
import { defineQuery } from '../../../state/query/define-query'
import { readAllPages } from '../../../state/query/read-all-pages'
import { useRead } from '../../../state/query/use-read'

// What a customer's «Лента» reads: its pages and the balance on a day.

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
