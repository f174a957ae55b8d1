import type { StatsSeriesEndpoint } from '../../contract/schemas/stats'
import { addDays, daysBetween, epochOfDay, moscowOffsetSeconds, rublesFromCents, secondsPerDay } from '../core/format'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import type { Buckets } from './buckets'

type DailyColumn =
  | 'new_users'
  | 'active_users'
  | 'analyzed_images'
  | 'analyzed_projects'
  | 'generated_outputs'
  | 'regenerated_outputs'
  | 'generated_images'
  | 'regenerated_images'
  | 'regenerate_zones'

type DailyRow = { day: string } & Record<DailyColumn, number>

/** Sums of stats_daily columns per bucket. */
function dailySums(db: Db, buckets: Buckets, columns: readonly DailyColumn[]): Record<string, number[]> {
  const sums: Record<string, number[]> = {}
  for (const column of columns) sums[column] = buckets.zeros()
  const rows = statement(db, 'SELECT * FROM stats_daily WHERE day BETWEEN ? AND ?').all(buckets.from, buckets.to) as DailyRow[]
  for (const row of rows) {
    const index = buckets.indexOf(row.day)
    if (index < 0) continue
    for (const column of columns) {
      const values = sums[column]
      if (values) values[index] = (values[index] ?? 0) + row[column]
    }
  }
  return sums
}

/** Distinct active customers per bucket: whole weeks and months from their table, cut ones counted from the days inside the range. */
function activeUsers(db: Db, buckets: Buckets): number[] {
  if (buckets.period === 'day') return dailySums(db, buckets, ['active_users']).active_users ?? buckets.zeros()
  return buckets.starts.map((start) => {
    const end = buckets.endOf(start)
    if (start >= buckets.from && end <= buckets.to) {
      const row = statement(db, 'SELECT active_users FROM stats_active_buckets WHERE period = ? AND bucket = ?').get(
        buckets.period,
        start,
      ) as { active_users: number } | undefined
      return row?.active_users ?? 0
    }
    const row = statement(db, 'SELECT COUNT(DISTINCT customer_id) AS users FROM activity_daily WHERE day BETWEEN ? AND ?').get(
      start < buckets.from ? buckets.from : start,
      end > buckets.to ? buckets.to : end,
    ) as { users: number }
    return row.users
  })
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((left, right) => left - right)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

type SeriesBuilder = (db: Db, buckets: Buckets) => Record<string, number[]>

const dailySeries =
  (key: string, column: DailyColumn): SeriesBuilder =>
  (db, buckets) => ({ [key]: dailySums(db, buckets, [column])[column] ?? buckets.zeros() })

/** How each series endpoint computes its columns. */
export const seriesBuilders: Record<StatsSeriesEndpoint, SeriesBuilder> = {
  'new-users': dailySeries('new_users', 'new_users'),
  'analyzed-images': dailySeries('analyzed_images', 'analyzed_images'),
  'analyzed-projects': dailySeries('analyzed_projects', 'analyzed_projects'),
  'generated-outputs': dailySeries('generated_outputs', 'generated_outputs'),
  'regenerated-outputs': dailySeries('regenerated_outputs', 'regenerated_outputs'),
  'generated-images': dailySeries('generated_images', 'generated_images'),
  'regenerated-images': dailySeries('regenerated_images', 'regenerated_images'),
  'regenerate-zones-count': dailySeries('regenerate_zones_count', 'regenerate_zones'),
  'avg-analyzed-count': (db, buckets) => {
    const images = dailySums(db, buckets, ['analyzed_images']).analyzed_images ?? buckets.zeros()
    const users = activeUsers(db, buckets)
    return { avg_analyzed_count: images.map((count, index) => round(count / Math.max(1, users[index] ?? 0), 2)) }
  },
  'registration-alalys-time': (db, buckets) => {
    const hours: number[][] = buckets.starts.map(() => [])
    const firstDay = Math.floor((epochOfDay(buckets.from) + moscowOffsetSeconds) / secondsPerDay)
    const bucketOfDay = Array.from({ length: daysBetween(buckets.from, buckets.to) + 1 }, (_, offset) =>
      buckets.indexOf(addDays(buckets.from, offset)),
    )
    const rows = statement(
      db,
      `SELECT (registered_at + ${moscowOffsetSeconds}) / ${secondsPerDay} AS day_number, (first_analysis_at - registered_at) / 3600.0 AS hours
       FROM customers WHERE registered_at >= ? AND registered_at < ? AND first_analysis_at IS NOT NULL`,
    )
      .raw()
      .all(epochOfDay(buckets.from), epochOfDay(addDays(buckets.to, 1))) as [number, number][]
    for (const [dayNumber, value] of rows) hours[bucketOfDay[dayNumber - firstDay] ?? -1]?.push(value)
    return {
      median_hours: hours.map((values) => round(median(values), 1)),
      mean_hours: hours.map((values) =>
        values.length === 0 ? 0 : round(values.reduce((sum, value) => sum + value, 0) / values.length, 1),
      ),
    }
  },
  'finance-operations': (db, buckets) => {
    const series: Record<string, number[]> = {}
    for (const type of ['top_up', 'charge', 'refund', 'bonus', 'admin_top_up']) series[type] = buckets.zeros()
    const rows = statement(db, 'SELECT day, type, amount_cents FROM finance_daily WHERE day BETWEEN ? AND ?').all(
      buckets.from,
      buckets.to,
    ) as {
      day: string
      type: string
      amount_cents: number
    }[]
    for (const row of rows) {
      const values = series[row.type]
      const index = buckets.indexOf(row.day)
      if (values && index >= 0) values[index] = round((values[index] ?? 0) + rublesFromCents(row.amount_cents), 2)
    }
    return series
  },
}
