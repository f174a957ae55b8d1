import type { Struct } from 'superstruct'
import {
  StatsOverall,
  statsSeriesAnswers,
  StatsUsersPage,
  UserRetention,
  type StatsPeriod,
  type StatsSeriesEndpoint,
} from '../../contract/schemas/stats'
import type { HttpClient } from './http'
import { defineList } from './resource'

export const statsPath = '/v1/admin/stats/'

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

/** GET /v1/admin/stats/: the overall figures (users, images, projects, outputs, revenue, balances). */
export function fetchStatsOverall(http: HttpClient, options: Options = {}): Promise<StatsOverall> {
  return http.json(statsPath, StatsOverall, { signal: options.signal })
}

/** The answer of one series endpoint: `{period, dates, series}`, columnar. */
export type StatsSeriesAnswer<E extends StatsSeriesEndpoint> = (typeof statsSeriesAnswers)[E]['TYPE']

// A mapped type lets an index by a generic endpoint keep its own answer type.
const seriesAnswerStructs: { [E in StatsSeriesEndpoint]: Struct<StatsSeriesAnswer<E>, unknown> } = statsSeriesAnswers

/** GET /v1/admin/stats/<endpoint>/?date_from&date_to&period */
export function fetchStatsSeries<E extends StatsSeriesEndpoint>(
  http: HttpClient,
  endpoint: E,
  range: StatsRange,
  options: Options = {},
): Promise<StatsSeriesAnswer<E>> {
  return http.json(`${statsPath}${endpoint}/`, seriesAnswerStructs[endpoint], {
    query: { date_from: range.dateFrom, date_to: range.dateTo, period: range.period },
    signal: options.signal,
  })
}

/** GET /v1/admin/stats/user-retention/?date_from&date_to: the cohorts registered in those months. */
export function fetchUserRetention(http: HttpClient, dateFrom: string, dateTo: string, options: Options = {}): Promise<UserRetention> {
  return http.json(`${statsPath}user-retention/`, UserRetention, {
    query: { date_from: dateFrom, date_to: dateTo },
    signal: options.signal,
  })
}

/** GET /v1/admin/stats/users-list/: pages of the customers' activity within `date_from`..`date_to`. */
export const statsUsersList = defineList({ key: 'stats-users', path: `${statsPath}users-list/`, page: StatsUsersPage })
