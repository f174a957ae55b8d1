import {
  statsPeriods,
  type RetentionCohort,
  type StatsOverall,
  type StatsPeriod,
  type StatsSeriesEndpoint,
  type StatsUserRow,
} from '../../src/api/schemas/stats'
import type { App, Backend } from '../context'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import {
  addDays,
  addMonths,
  dayOfEpoch,
  daysBetween,
  epochOfDay,
  isoFromEpoch,
  moneyFromCents,
  monthStart,
  moscowOffsetSeconds,
  monthsBetween,
  nextMonthStart,
  nowEpoch,
  rublesFromCents,
  secondsPerDay,
  weekStart,
} from '../format'
import { limitOffset, pageEnvelope } from '../http/pagination'
import { QueryReader, orderBy, type Ordering } from '../http/query'

const maxRangeDays = 3660

/** `date_from`, `date_to` (days, inclusive; default the last 30 days), at most ten years apart. */
function readRange(query: QueryReader): { from: string; to: string } {
  const range = query.dayRange('date_from', 'date_to')
  const today = dayOfEpoch(nowEpoch())
  const to = range.to ?? (range.from && range.from > today ? range.from : today)
  const from = range.from ?? addDays(to, -29)
  if (daysBetween(from, to) > maxRangeDays) {
    query.reject('date_from', `Период не может быть длиннее ${maxRangeDays} дней`, 'value_error.date_range')
  }
  return { from, to }
}

/** Buckets of a period over a range: their first days, and the bucket of each day of the range. */
class Buckets {
  readonly starts: string[] = []
  private readonly bucketOfDay = new Map<string, number>()

  constructor(
    readonly period: StatsPeriod,
    readonly from: string,
    readonly to: string,
  ) {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const start = period === 'day' ? day : period === 'week' ? weekStart(day) : monthStart(day)
      if (this.starts[this.starts.length - 1] !== start) this.starts.push(start)
      this.bucketOfDay.set(day, this.starts.length - 1)
    }
  }

  /** The bucket of a day inside the range (-1 outside it). */
  indexOf(day: string): number {
    return this.bucketOfDay.get(day) ?? -1
  }

  /** The last day of the bucket starting at `start`. */
  endOf(start: string): string {
    return this.period === 'day' ? start : this.period === 'week' ? addDays(start, 6) : addDays(nextMonthStart(start), -1)
  }

  zeros(): number[] {
    return this.starts.map(() => 0)
  }
}

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
      const row = statement(db, 'SELECT active_users FROM stats_active_buckets WHERE period = ? AND bucket = ?').get(buckets.period, start) as
        | { active_users: number }
        | undefined
      return row?.active_users ?? 0
    }
    const row = statement(db, 'SELECT COUNT(DISTINCT customer_id) AS users FROM activity_daily WHERE day BETWEEN ? AND ?').get(
      start < buckets.from ? buckets.from : start,
      end > buckets.to ? buckets.to : end,
    ) as { users: number }
    return row.users
  })
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

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
const seriesBuilders: Record<StatsSeriesEndpoint, SeriesBuilder> = {
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
    const bucketOfDay = Array.from({ length: daysBetween(buckets.from, buckets.to) + 1 }, (_, offset) => buckets.indexOf(addDays(buckets.from, offset)))
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
      mean_hours: hours.map((values) => (values.length === 0 ? 0 : round(values.reduce((sum, value) => sum + value, 0) / values.length, 1))),
    }
  },
  'finance-operations': (db, buckets) => {
    const series: Record<string, number[]> = {}
    for (const type of ['top_up', 'charge', 'refund', 'bonus', 'admin_top_up']) series[type] = buckets.zeros()
    const rows = statement(db, 'SELECT day, type, amount_cents FROM finance_daily WHERE day BETWEEN ? AND ?').all(buckets.from, buckets.to) as {
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

const usersListOrdering = ['analyzed_images', 'analyzed_projects', 'generated_outputs', 'generated_images', 'registered_at', 'email'] as const
type UsersListField = (typeof usersListOrdering)[number]

/** [customer id, analyzed images, analyzed projects, generated outputs, generated images] */
type ActivityTotals = [number, number, number, number, number]

/**
 * Recent rankings of customers' activity in a range, by database. Activity is history (no call
 * writes it), so a ranking stays true; paging through one costs a slice.
 */
const rankings = new WeakMap<Db, Map<string, ActivityTotals[]>>()
const rankingsKept = 8

/** The customers active in the range with their totals there, in the asked order. */
function rankedActivity(db: Db, range: { from: string; to: string }, ordering: Ordering<UsersListField>[]): ActivityTotals[] {
  const order = orderBy(
    ordering,
    {
      analyzed_images: 'a.analyzed_images',
      analyzed_projects: 'a.analyzed_projects',
      generated_outputs: 'a.generated_outputs',
      generated_images: 'a.generated_images',
      registered_at: 'c.registered_at',
      email: 'c.email',
    },
    'c.id',
  )
  const key = `${range.from} ${range.to} ${order}`
  const kept = rankings.get(db) ?? new Map<string, ActivityTotals[]>()
  rankings.set(db, kept)
  const cached = kept.get(key)
  if (cached) return cached
  // Long ranges read the table in customer order (each customer's days together, no sorting);
  // short ones take their days from the day index.
  const day = daysBetween(range.from, range.to) > 120 ? '+a.day' : 'a.day'
  const ranked = statement(
    db,
    `SELECT a.customer_id, a.analyzed_images, a.analyzed_projects, a.generated_outputs, a.generated_images
     FROM (
       SELECT a.customer_id, SUM(a.analyzed_images) AS analyzed_images, SUM(a.analyzed_projects) AS analyzed_projects,
         SUM(a.generated_outputs) AS generated_outputs, SUM(a.generated_images) AS generated_images
       FROM activity_daily a WHERE ${day} BETWEEN ? AND ? GROUP BY a.customer_id
     ) a JOIN customers c ON c.id = a.customer_id
     ORDER BY ${order}`,
  )
    .raw()
    .all(range.from, range.to) as ActivityTotals[]
  if (kept.size >= rankingsKept) kept.delete(kept.keys().next().value ?? '')
  kept.set(key, ranked)
  return ranked
}


export function statsRoutes(app: App, { db }: Backend): void {
  app.get('/v1/admin/stats/', (c) => {
    const totals = db
      .prepare(
        `SELECT COUNT(*) AS users_total, COALESCE(SUM(analyzed_images_count), 0) AS analyzed_images_total,
           COALESCE(SUM(projects_count), 0) AS analyzed_projects_total, COALESCE(SUM(balance_cents), 0) AS balance_cents
         FROM customers`,
      )
      .get() as { users_total: number; analyzed_images_total: number; analyzed_projects_total: number; balance_cents: number }
    const active = db.prepare('SELECT COUNT(*) AS users FROM customers WHERE last_active_at >= ?').get(nowEpoch() - 30 * 86_400) as { users: number }
    const generated = db
      .prepare('SELECT COALESCE(SUM(generated_outputs), 0) AS outputs, COALESCE(SUM(generated_images), 0) AS images FROM stats_daily')
      .get() as { outputs: number; images: number }
    const revenue = db.prepare("SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM finance_daily WHERE type = 'top_up'").get() as { cents: number }
    const overall: StatsOverall = {
      users_total: totals.users_total,
      users_active_30d: active.users,
      analyzed_images_total: totals.analyzed_images_total,
      analyzed_projects_total: totals.analyzed_projects_total,
      generated_outputs_total: generated.outputs,
      generated_images_total: generated.images,
      revenue_total: moneyFromCents(revenue.cents),
      balance_total: moneyFromCents(totals.balance_cents),
    }
    return c.json(overall)
  })

  app.get('/v1/admin/stats/users-list/', (c) => {
    const query = new QueryReader(c)
    const page = query.page()
    const range = readRange(query)
    const ordering = query.ordering(usersListOrdering, { field: 'analyzed_images', descending: true })
    query.done()
    const ranked = rankedActivity(db, range, ordering)
    const [limit, offset] = limitOffset(page)
    const customer = statement(db, 'SELECT uuid, email, registered_at FROM customers WHERE id = ?')
    // '+f.type': the sum goes by the per-customer index, not through every charge of the period
    const spent = statement(
      db,
      `SELECT COALESCE(-SUM(amount_cents), 0) AS cents FROM finance_operations f
       WHERE f.customer_id = ? AND +f.type = 'charge' AND f.created_at >= ? AND f.created_at < ?`,
    )
    const [start, end] = [epochOfDay(range.from), epochOfDay(addDays(range.to, 1))]
    const results: StatsUserRow[] = ranked.slice(offset, offset + limit).map(([id, analyzedImages, analyzedProjects, outputs, images]) => {
      const row = customer.get(id) as { uuid: string; email: string; registered_at: number }
      return {
        customer_uuid: row.uuid,
        email: row.email,
        registered_at: isoFromEpoch(row.registered_at),
        analyzed_images: analyzedImages,
        analyzed_projects: analyzedProjects,
        generated_outputs: outputs,
        generated_images: images,
        spent: moneyFromCents((spent.get(id, start, end) as { cents: number }).cents),
      }
    })
    return c.json(pageEnvelope(c, page, ranked.length, results))
  })

  for (const [endpoint, build] of Object.entries(seriesBuilders)) {
    app.get(`/v1/admin/stats/${endpoint}/`, (c) => {
      const query = new QueryReader(c)
      const range = readRange(query)
      const period = query.choice('period', statsPeriods, 'day')
      query.done()
      const buckets = new Buckets(period, range.from, range.to)
      return c.json({ period, dates: buckets.starts, series: build(db, buckets) })
    })
  }

  app.get('/v1/admin/stats/user-retention/', (c) => {
    const query = new QueryReader(c)
    const range = query.dayRange('date_from', 'date_to')
    query.done()
    const currentMonth = dayOfEpoch(nowEpoch()).slice(0, 7)
    const lastCohort = (range.to ?? dayOfEpoch(nowEpoch())).slice(0, 7)
    const firstCohort = range.from?.slice(0, 7) ?? addMonths(lastCohort, -11)
    const cohortCount = Math.min(monthsBetween(firstCohort, lastCohort) + 1, 240)
    const sizes = new Map(
      (
        statement(
          db,
          `SELECT strftime('%Y-%m', registered_at + 10800, 'unixepoch') AS cohort, COUNT(*) AS size FROM customers
           WHERE registered_at >= ? AND registered_at < ? GROUP BY cohort`,
        ).all(epochOfDay(`${firstCohort}-01`), epochOfDay(nextMonthStart(`${lastCohort}-01`))) as { cohort: string; size: number }[]
      ).map((row) => [row.cohort, row.size]),
    )
    const cells = statement(db, 'SELECT cohort, month, active_users FROM retention_cells WHERE cohort BETWEEN ? AND ?').all(
      firstCohort,
      lastCohort,
    ) as { cohort: string; month: string; active_users: number }[]
    const cohorts: RetentionCohort[] = []
    for (let index = 0; index < cohortCount; index += 1) {
      const cohort = addMonths(firstCohort, index)
      const size = sizes.get(cohort) ?? 0
      const months = Math.max(0, monthsBetween(cohort, currentMonth) + 1)
      const retention = Array.from({ length: months }, () => 0)
      for (const cell of cells) {
        const offset = monthsBetween(cohort, cell.month)
        if (cell.cohort === cohort && offset >= 0 && offset < months && size > 0) retention[offset] = round(cell.active_users / size, 4)
      }
      cohorts.push({ cohort, size, retention })
    }
    return c.json({ cohorts })
  })
}
