import { skipToken } from '@tanstack/react-query'
import { atom, useAtomValue } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { customersQueryKeys, defaultCustomersQuery, fetchCustomers, type CustomersQuery } from '../api/customers'
import { fetchStatsSeries, fetchUserRetention, statsQueryKeys, statsUsersList, type StatsRange } from '../api/stats'
import { statsSeriesAnswers, type StatsSeriesEndpoint } from '../api/schemas/stats'
import { previousSpan } from '../lib/chart-data'
import type { ListApiParams } from '../lib/list-query'
import { httpAtom } from './http'
import { atomFamilyByParams, queryAtomFamily } from './query/query-family'

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
export function previousRange(range: StatsRange): StatsRange {
  const span = previousSpan({ from: range.dateFrom, to: range.dateTo })
  return { dateFrom: span.from, dateTo: span.to, period: range.period }
}

// Every chart keeps its previous answer on screen while a new range loads: a family per endpoint
// and per span (the view's, the one before), so that what stays is that chart's own.
function seriesQueryFamily(endpoint: StatsSeriesEndpoint) {
  return queryAtomFamily(
    (range: StatsRange | null, http) => ({
      queryKey: range ? statsQueryKeys.series(endpoint, range) : ['stats', 'series', endpoint, 'idle'],
      queryFn: range ? ({ signal }: { signal: AbortSignal }) => fetchStatsSeries(http, endpoint, range, { signal }) : skipToken,
    }),
    { keepLastShown: true },
  )
}

const seriesEndpoints = Object.keys(statsSeriesAnswers) as StatsSeriesEndpoint[]

type SeriesFamilies = Record<StatsSeriesEndpoint, ReturnType<typeof seriesQueryFamily>>

const seriesFamilies = (): SeriesFamilies =>
  Object.fromEntries(seriesEndpoints.map((endpoint) => [endpoint, seriesQueryFamily(endpoint)])) as SeriesFamilies

const currentSeries = seriesFamilies()
/** Asked for only while comparing. */
const previousSeries = seriesFamilies()

type SeriesResult = ReturnType<ReturnType<SeriesFamilies[StatsSeriesEndpoint]>['read']>

/** The answers a chart draws, for the view's range and (while comparing) the span before. */
export interface SeriesGroup {
  current: SeriesResult[]
  previous: SeriesResult[]
}

const seriesGroupAtom = atomFamilyByParams(({ endpoints, view }: { endpoints: readonly StatsSeriesEndpoint[]; view: StatsView | null }) => {
  const before = view?.compare ? previousRange(view.range) : null
  return atom(
    (get): SeriesGroup => ({
      current: endpoints.map((endpoint) => get(currentSeries[endpoint](view?.range ?? null))),
      previous: endpoints.map((endpoint) => get(previousSeries[endpoint](before))),
    }),
  )
})

/** The series of one chart's endpoints for the view. */
export function useStatsSeries(endpoints: readonly StatsSeriesEndpoint[], view: StatsView | null): SeriesGroup {
  return useAtomValue(seriesGroupAtom({ endpoints, view }))
}

/** The retention cohorts registered within the view's days. */
const userRetentionQueryAtom = queryAtomFamily(
  (view: StatsView | null, http) => {
    const from = view?.range.dateFrom ?? ''
    const to = view?.range.dateTo ?? ''
    return {
      queryKey: statsQueryKeys.retention(from, to),
      queryFn: view ? ({ signal }: { signal: AbortSignal }) => fetchUserRetention(http, from, to, { signal }) : skipToken,
    }
  },
  { keepLastShown: true },
)

export function useUserRetention(view: StatsView | null) {
  return useAtomValue(userRetentionQueryAtom(view && { ...view, compare: false }))
}

/** The users-list page: the table's page, size and ordering (from the URL), the view's days. */
const statsUsersQueryAtom = queryAtomFamily(
  (params: ListApiParams | null, http) => ({
    queryKey: params ? statsUsersList.keys.list(params) : [...statsUsersList.keys.lists, 'idle'],
    queryFn: params ? ({ signal }: { signal: AbortSignal }) => statsUsersList.list(http, params, { signal }) : skipToken,
  }),
  { keepLastShown: true },
)

export function useStatsUsers(table: ListApiParams, view: StatsView | null) {
  return useAtomValue(statsUsersQueryAtom(view && { ...table, date_from: [view.range.dateFrom], date_to: [view.range.dateTo] }))
}

const firstRegisteredQuery: CustomersQuery = { ...defaultCustomersQuery, ordering: 'registered_at', pageSize: 1 }

/** The earliest customer's registration: where «Всё время» starts. */
const firstRegisteredCustomerQueryAtom = atomWithQuery((get) => {
  const http = get(httpAtom)
  return {
    queryKey: customersQueryKeys.list(firstRegisteredQuery),
    queryFn: ({ signal }) => fetchCustomers(http, firstRegisteredQuery, { signal }),
    select: (page) => page.results[0]?.registered_at ?? null,
    staleTime: Infinity,
  }
})

export function useFirstRegistration() {
  return useAtomValue(firstRegisteredCustomerQueryAtom)
}
