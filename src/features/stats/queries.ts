import type { StatsSeriesEndpoint } from '../../../contract/schemas/stats'
import { customersList } from '../../api/customers'
import { fetchStatsSeries, fetchUserRetention, statsQueryKeys, statsUsersList, type StatsRange } from '../../api/stats'
import { previousSpan } from '../../lib/chart-data'
import type { ListApiParams } from '../../lib/list-query'
import { defineQuery, type QueryResult } from '../../state/query/define-query'
import { useRead, useReads } from '../../state/query/use-read'

/**
 * What the statistics screen shows (from its URL): the range and period every chart follows, and
 * whether each series is compared with the span just before. null while the range is not known
 * yet («Всё время» waits for the first registration): nothing is asked for then.
 */
export interface StatsView {
  range: StatsRange
  compare: boolean
}

/** The range of the same length just before the view's, same period. */
function previousRange(range: StatsRange): StatsRange {
  const span = previousSpan({ from: range.dateFrom, to: range.dateTo })
  return { dateFrom: span.from, dateTo: span.to, period: range.period }
}

interface SeriesParams {
  endpoint: StatsSeriesEndpoint
  /** The view's span, or the one before (asked for only while comparing). */
  which: 'current' | 'previous'
  range: StatsRange | null
}

const seriesQuery = defineQuery(
  ({ endpoint, range }: SeriesParams, { http }) => ({
    key: range ? statsQueryKeys.series(endpoint, range) : ['stats', 'series', endpoint, 'idle'],
    // Never called without a range: the query is disabled then.
    fetch: ({ signal }) => fetchStatsSeries(http, endpoint, range ?? noRange, { signal }),
    enabled: range !== null,
  }),
  // Every chart keeps its own previous answer on screen while a new range loads.
  { keepLastShown: ({ endpoint, which }: SeriesParams) => `${which} ${endpoint}` },
)

const noRange: StatsRange = { dateFrom: '', dateTo: '', period: 'day' }

type SeriesResult = QueryResult<Awaited<ReturnType<typeof fetchStatsSeries>>>

/** The answers a chart draws, for the view's range and (while comparing) the span before. */
export interface SeriesGroup {
  current: SeriesResult[]
  previous: SeriesResult[]
}

/** The series of one chart's endpoints for the view. */
export function useStatsSeries(endpoints: readonly StatsSeriesEndpoint[], view: StatsView | null): SeriesGroup {
  const before = view?.compare ? previousRange(view.range) : null
  const results = useReads(seriesQuery, [
    ...endpoints.map((endpoint): SeriesParams => ({ endpoint, which: 'current', range: view?.range ?? null })),
    ...endpoints.map((endpoint): SeriesParams => ({ endpoint, which: 'previous', range: before })),
  ])
  return { current: results.slice(0, endpoints.length), previous: results.slice(endpoints.length) }
}

/** The retention cohorts registered within the days (null: none yet). */
const userRetentionQuery = defineQuery(
  (range: StatsRange | null, { http }) => {
    const from = range?.dateFrom ?? ''
    const to = range?.dateTo ?? ''
    return {
      key: statsQueryKeys.retention(from, to),
      fetch: ({ signal }) => fetchUserRetention(http, from, to, { signal }),
      enabled: range !== null,
    }
  },
  { keepLastShown: true },
)

export function useUserRetention(view: StatsView | null) {
  return useRead(userRetentionQuery, view?.range ?? null)
}

/** The users-list page: the table's page, size and ordering (from the URL), the view's days. */
const statsUsersQuery = defineQuery(
  (params: ListApiParams | null, { http }) => ({
    key: params ? statsUsersList.keys.list(params) : [...statsUsersList.keys.lists, 'idle'],
    fetch: ({ signal }) => statsUsersList.list(http, params ?? {}, { signal }),
    enabled: params !== null,
  }),
  { keepLastShown: true },
)

export function useStatsUsers(table: ListApiParams, view: StatsView | null) {
  return useRead(statsUsersQuery, view && { ...table, date_from: [view.range.dateFrom], date_to: [view.range.dateTo] })
}

const firstRegisteredParams = { page: ['1'], page_size: ['1'], ordering: ['registered_at'] }

/** The earliest customer: where «Всё время» starts. */
const firstRegisteredCustomerQuery = defineQuery((_: void, { http }) => ({
  key: customersList.keys.list(firstRegisteredParams),
  fetch: ({ signal }) => customersList.list(http, firstRegisteredParams, { signal }),
  staleTime: Infinity,
}))

/** When the first customer registered (null: nobody has), once known. */
export function useFirstRegistration() {
  const result = useRead(firstRegisteredCustomerQuery)
  return { ...result, data: result.data && (result.data.results[0]?.registered_at ?? null) }
}
