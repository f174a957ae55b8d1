import { statsEndpoints, statsSeriesNames, type StatsSeriesDeclaration } from '../../contract/endpoints/stats'
import type { RetentionCohort, StatsOverall, StatsSeriesEndpoint, StatsUserRow } from '../../contract/schemas/stats'
import {
  addDays,
  addMonths,
  dayOfEpoch,
  epochOfDay,
  isoFromEpoch,
  moneyFromCents,
  monthsBetween,
  nextMonthStart,
  nowEpoch,
} from '../core/format'
import { statement } from '../db/statements'
import { defineEndpoint } from '../handler/endpoint'
import { arrayList, listPage } from '../http/lists'
import { Buckets, checkRangeLength, rangeOf } from '../stats/buckets'
import { rankedActivity, type ActivityTotals } from '../stats/ranking'
import { round, seriesBuilders } from '../stats/series'

const overall = defineEndpoint(statsEndpoints.overall, ({ c, backend: { db } }) => {
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS users_total, COALESCE(SUM(analyzed_images_count), 0) AS analyzed_images_total,
           COALESCE(SUM(projects_count), 0) AS analyzed_projects_total, COALESCE(SUM(balance_cents), 0) AS balance_cents
         FROM customers`,
    )
    .get() as { users_total: number; analyzed_images_total: number; analyzed_projects_total: number; balance_cents: number }
  const active = db.prepare('SELECT COUNT(*) AS users FROM customers WHERE last_active_at >= ?').get(nowEpoch() - 30 * 86_400) as {
    users: number
  }
  const generated = db
    .prepare('SELECT COALESCE(SUM(generated_outputs), 0) AS outputs, COALESCE(SUM(generated_images), 0) AS images FROM stats_daily')
    .get() as { outputs: number; images: number }
  const revenue = db.prepare("SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM finance_daily WHERE type = 'top_up'").get() as {
    cents: number
  }
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

const usersList = defineEndpoint(statsEndpoints.usersList, ({ c, backend: { db }, query }) => {
  const page = query(checkRangeLength)
  const range = rangeOf(page)
  const ranked = rankedActivity(db, range, page.ordering)
  const customer = statement(db, 'SELECT uuid, email, registered_at FROM customers WHERE id = ?')
  // '+f.type': the sum goes by the per-customer index, not through every charge of the period
  const spent = statement(
    db,
    `SELECT COALESCE(-SUM(amount_cents), 0) AS cents FROM finance_operations f
       WHERE f.customer_id = ? AND +f.type = 'charge' AND f.created_at >= ? AND f.created_at < ?`,
  )
  const [start, end] = [epochOfDay(range.from), epochOfDay(addDays(range.to, 1))]
  const rowJson = ([id, analyzedImages, analyzedProjects, outputs, images]: ActivityTotals): StatsUserRow => {
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
  }
  return listPage(c, page, arrayList(ranked, rowJson))
})

const seriesRoutes = statsSeriesNames.map((name) => {
  const declaration: StatsSeriesDeclaration<StatsSeriesEndpoint> = statsEndpoints.series[name]
  return defineEndpoint(declaration, ({ c, backend: { db }, query }) => {
    const values = query(checkRangeLength)
    const range = rangeOf(values)
    const buckets = new Buckets(values.period, range.from, range.to)
    return c.json({ period: values.period, dates: buckets.starts, series: seriesBuilders[name](db, buckets) })
  })
})

const retention = defineEndpoint(statsEndpoints.retention, ({ c, backend: { db }, query }) => {
  const values = query()
  const range = { from: values.date_from, to: values.date_to }
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

export const statsRoutes = [overall, usersList, ...seriesRoutes, retention]
