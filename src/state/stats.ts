import { keepPreviousData, skipToken } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { customersQueryKeys, defaultCustomersQuery, fetchCustomers, type CustomersQuery } from '../api/customers'
import { fetchStatsSeries, fetchUserRetention, statsQueryKeys, statsUsersList, type StatsRange } from '../api/stats'
import { statsSeriesAnswers, type StatsSeriesEndpoint } from '../api/schemas/stats'
import { previousSpan } from '../lib/chart-data'
import type { ListApiParams } from '../lib/list-query'
import { httpAtom } from './http'

/**
 * What the statistics screen shows (set from its URL): the range and period every chart follows,
 * and whether each series is compared with the span just before. null while the range is not
 * known yet («Всё время» waits for the first registration): nothing is asked for then.
 */
export interface StatsView {
  range: StatsRange
  compare: boolean
}

export const statsViewAtom = atom<StatsView | null>(null)

/** The range of the same length just before the view's, same period. */
export function previousRange(range: StatsRange): StatsRange {
  const span = previousSpan({ from: range.dateFrom, to: range.dateTo })
  return { dateFrom: span.from, dateTo: span.to, period: range.period }
}

// Every chart keeps its previous answer on screen while a new range loads.
function seriesQueryAtom(endpoint: StatsSeriesEndpoint, which: 'current' | 'previous') {
  return atomWithQuery((get) => {
    const view = get(statsViewAtom)
    const http = get(httpAtom)
    const range = view && (which === 'current' ? view.range : previousRange(view.range))
    const enabled = view !== null && (which === 'current' || view.compare)
    return {
      queryKey: range ? statsQueryKeys.series(endpoint, range) : ['stats', 'series', endpoint, 'idle'],
      queryFn: range && enabled ? ({ signal }) => fetchStatsSeries(http, endpoint, range, { signal }) : skipToken,
      placeholderData: keepPreviousData,
    }
  })
}

const seriesEndpoints = Object.keys(statsSeriesAnswers) as StatsSeriesEndpoint[]

export type SeriesQueryAtoms = Record<StatsSeriesEndpoint, ReturnType<typeof seriesQueryAtom>>

/** One query atom per series endpoint for the view's range. */
export const statsSeriesQueryAtoms = Object.fromEntries(
  seriesEndpoints.map((endpoint) => [endpoint, seriesQueryAtom(endpoint, 'current')]),
) as SeriesQueryAtoms

/** One query atom per series endpoint for the span just before, asked for only while comparing. */
export const previousStatsSeriesQueryAtoms = Object.fromEntries(
  seriesEndpoints.map((endpoint) => [endpoint, seriesQueryAtom(endpoint, 'previous')]),
) as SeriesQueryAtoms

/** The retention cohorts registered within the view's days. */
export const userRetentionQueryAtom = atomWithQuery((get) => {
  const view = get(statsViewAtom)
  const http = get(httpAtom)
  const from = view?.range.dateFrom ?? ''
  const to = view?.range.dateTo ?? ''
  return {
    queryKey: statsQueryKeys.retention(from, to),
    queryFn: view ? ({ signal }) => fetchUserRetention(http, from, to, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  }
})

/** The users-list table's page, size and ordering (from the URL, by useListScreen); the days are the view's. */
export const statsUsersTableParamsAtom = atom<ListApiParams>({})

export const statsUsersQueryAtom = atomWithQuery((get) => {
  const table = get(statsUsersTableParamsAtom)
  const view = get(statsViewAtom)
  const http = get(httpAtom)
  const params: ListApiParams | null = view && { ...table, date_from: [view.range.dateFrom], date_to: [view.range.dateTo] }
  return {
    queryKey: params ? statsUsersList.keys.list(params) : [...statsUsersList.keys.lists, 'idle'],
    queryFn: params ? ({ signal }) => statsUsersList.list(http, params, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  }
})

const firstRegisteredQuery: CustomersQuery = { ...defaultCustomersQuery, ordering: 'registered_at', pageSize: 1 }

/** The earliest customer: where «Всё время» starts. */
export const firstRegisteredCustomerQueryAtom = atomWithQuery((get) => {
  const http = get(httpAtom)
  return {
    queryKey: customersQueryKeys.list(firstRegisteredQuery),
    queryFn: ({ signal }) => fetchCustomers(http, firstRegisteredQuery, { signal }),
    select: (page) => page.results[0]?.registered_at ?? null,
    staleTime: Infinity,
  }
})

type SeriesResult = ReturnType<typeof statsSeriesQueryAtoms[StatsSeriesEndpoint]['read']>

/** The answers a chart draws, for the view's range and (while comparing) the span before. */
export interface SeriesGroup {
  current: SeriesResult[]
  previous: SeriesResult[]
}

const seriesGroups = new Map<string, ReturnType<typeof createSeriesGroupAtom>>()

function createSeriesGroupAtom(endpoints: readonly StatsSeriesEndpoint[]) {
  return atom(
    (get): SeriesGroup => ({
      current: endpoints.map((endpoint) => get(statsSeriesQueryAtoms[endpoint])),
      previous: endpoints.map((endpoint) => get(previousStatsSeriesQueryAtoms[endpoint])),
    }),
  )
}

/** One atom for the endpoints of one chart (the same atom for the same endpoints). */
export function statsSeriesGroupAtom(endpoints: readonly StatsSeriesEndpoint[]) {
  const key = endpoints.join(',')
  let group = seriesGroups.get(key)
  if (!group) {
    group = createSeriesGroupAtom(endpoints)
    seriesGroups.set(key, group)
  }
  return group
}
