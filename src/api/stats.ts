import { statsEndpoints } from '../../contract/endpoints/stats'
import type { StatsOverall, StatsPeriod, statsSeriesAnswers, StatsSeriesEndpoint, UserRetention } from '../../contract/schemas/stats'
import { callEndpoint, callWith } from './call'
import type { HttpClient } from './http'
import { defineList } from './resource'

/** The days (YYYY-MM-DD, inclusive) and the bucket size every series of the statistics screen is asked for. */
export interface StatsRange {
  dateFrom: string
  dateTo: string
  period: StatsPeriod
}

export const statsQueryKeys = {
  all: ['stats'] as const,
  overall: ['stats', 'overall'] as const,
  series: (endpoint: StatsSeriesEndpoint, range: StatsRange) => ['stats', 'series', endpoint, range] as const,
  retention: (dateFrom: string, dateTo: string) => ['stats', 'retention', dateFrom, dateTo] as const,
}

type Options = { signal?: AbortSignal }

/** The overall figures (users, images, projects, outputs, revenue, balances). */
export function fetchStatsOverall(http: HttpClient, options: Options = {}): Promise<StatsOverall> {
  return callEndpoint(http, statsEndpoints.overall, { signal: options.signal })
}

/** The answer of one series endpoint: `{period, dates, series}`, columnar. */
export type StatsSeriesAnswer<E extends StatsSeriesEndpoint> = (typeof statsSeriesAnswers)[E]['TYPE']

/** One series over `range` (`date_from`, `date_to`, `period`). */
export function fetchStatsSeries<E extends StatsSeriesEndpoint>(
  http: HttpClient,
  endpoint: E,
  range: StatsRange,
  options: Options = {},
): Promise<StatsSeriesAnswer<E>> {
  // Typed by the series' name: a generic name leaves its path template unresolved for callEndpoint.
  return callWith(http, statsEndpoints.series[endpoint], {
    query: { date_from: range.dateFrom, date_to: range.dateTo, period: range.period },
    signal: options.signal,
  }) as Promise<StatsSeriesAnswer<E>>
}

/** The cohorts registered in the months of `dateFrom`..`dateTo`. */
export function fetchUserRetention(http: HttpClient, dateFrom: string, dateTo: string, options: Options = {}): Promise<UserRetention> {
  return callEndpoint(http, statsEndpoints.retention, { query: { date_from: dateFrom, date_to: dateTo }, signal: options.signal })
}

/** Pages of the customers' activity within `date_from`..`date_to`. */
export const statsUsersList = defineList({ key: 'stats-users', endpoint: statsEndpoints.usersList })
