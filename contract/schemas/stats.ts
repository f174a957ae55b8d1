import { array, enums, number, refine, string, Struct, type, type Infer } from 'superstruct'
import { boundedNumber, count, day, isoDateTime, money, month, paginated, uuid } from './common'

export const statsPeriods = ['day', 'week', 'month'] as const
export const StatsPeriod = enums(statsPeriods)
export type StatsPeriod = Infer<typeof StatsPeriod>

const column = array(number())

/** Every series array must be as long as `dates` (refinement 'columnar', reported at the series). */
function columnar<T extends { dates: string[]; series: { [key: string]: number[] } }, S>(struct: Struct<T, S>) {
  return refine(struct, 'columnar', (value) =>
    Object.entries(value.series)
      .filter(([, values]) => values.length !== value.dates.length)
      .map(([key, values]) => ({
        path: ['series', key],
        key,
        message: `Expected ${value.dates.length} values in series "${key}" but received ${values.length}`,
      })),
  )
}

/**
 * A series answer is columnar, `{period, dates, series: {<key>: number[]}}`; `dates` of a week
 * are its Mondays, of a month its first days.
 */
const seriesFrame = { period: StatsPeriod, dates: array(day) }

export const NewUsersSeries = columnar(type({ ...seriesFrame, series: type({ new_users: column }) }))
export type NewUsersSeries = Infer<typeof NewUsersSeries>
export const AnalyzedImagesSeries = columnar(type({ ...seriesFrame, series: type({ analyzed_images: column }) }))
export type AnalyzedImagesSeries = Infer<typeof AnalyzedImagesSeries>
export const AnalyzedProjectsSeries = columnar(type({ ...seriesFrame, series: type({ analyzed_projects: column }) }))
export type AnalyzedProjectsSeries = Infer<typeof AnalyzedProjectsSeries>
export const GeneratedOutputsSeries = columnar(type({ ...seriesFrame, series: type({ generated_outputs: column }) }))
export type GeneratedOutputsSeries = Infer<typeof GeneratedOutputsSeries>
export const RegeneratedOutputsSeries = columnar(type({ ...seriesFrame, series: type({ regenerated_outputs: column }) }))
export type RegeneratedOutputsSeries = Infer<typeof RegeneratedOutputsSeries>
export const GeneratedImagesSeries = columnar(type({ ...seriesFrame, series: type({ generated_images: column }) }))
export type GeneratedImagesSeries = Infer<typeof GeneratedImagesSeries>
export const RegeneratedImagesSeries = columnar(type({ ...seriesFrame, series: type({ regenerated_images: column }) }))
export type RegeneratedImagesSeries = Infer<typeof RegeneratedImagesSeries>
export const AvgAnalyzedCountSeries = columnar(type({ ...seriesFrame, series: type({ avg_analyzed_count: column }) }))
export type AvgAnalyzedCountSeries = Infer<typeof AvgAnalyzedCountSeries>
export const RegenerateZonesCountSeries = columnar(type({ ...seriesFrame, series: type({ regenerate_zones_count: column }) }))
export type RegenerateZonesCountSeries = Infer<typeof RegenerateZonesCountSeries>
/** Hours from registration to the first analysis, of the customers registered in each bucket (0 when none). */
export const RegistrationAnalysisTimeSeries = columnar(type({ ...seriesFrame, series: type({ median_hours: column, mean_hours: column }) }))
export type RegistrationAnalysisTimeSeries = Infer<typeof RegistrationAnalysisTimeSeries>
/** Sums in rubles (numbers) of each operation type; charges are negative. */
export const FinanceOperationsSeries = columnar(
  type({ ...seriesFrame, series: type({ top_up: column, charge: column, refund: column, bonus: column, admin_top_up: column }) }),
)
export type FinanceOperationsSeries = Infer<typeof FinanceOperationsSeries>

/** The answer struct of each series endpoint, by its path segment under /v1/admin/stats/. */
export const statsSeriesAnswers = {
  'new-users': NewUsersSeries,
  'analyzed-images': AnalyzedImagesSeries,
  'analyzed-projects': AnalyzedProjectsSeries,
  'generated-outputs': GeneratedOutputsSeries,
  'regenerated-outputs': RegeneratedOutputsSeries,
  'generated-images': GeneratedImagesSeries,
  'regenerated-images': RegeneratedImagesSeries,
  'avg-analyzed-count': AvgAnalyzedCountSeries,
  'regenerate-zones-count': RegenerateZonesCountSeries,
  'registration-alalys-time': RegistrationAnalysisTimeSeries,
  'finance-operations': FinanceOperationsSeries,
} as const

export type StatsSeriesEndpoint = keyof typeof statsSeriesAnswers

/** GET /v1/admin/stats/ */
export const StatsOverall = type({
  users_total: count,
  users_active_30d: count,
  analyzed_images_total: count,
  analyzed_projects_total: count,
  generated_outputs_total: count,
  generated_images_total: count,
  revenue_total: money,
  balance_total: money,
})
export type StatsOverall = Infer<typeof StatsOverall>

/** A row of GET /v1/admin/stats/users-list/: one customer's activity within the dates. */
export const StatsUserRow = type({
  customer_uuid: uuid,
  email: string(),
  registered_at: isoDateTime,
  analyzed_images: count,
  analyzed_projects: count,
  generated_outputs: count,
  generated_images: count,
  spent: money,
})
export type StatsUserRow = Infer<typeof StatsUserRow>

/** The fields `users-list/` is ordered by (`ordering=field` or `-field`, the general rule of the contract). */
export const statsUsersOrderingFields = [
  'email',
  'registered_at',
  'analyzed_images',
  'analyzed_projects',
  'generated_outputs',
  'generated_images',
] as const
export type StatsUsersOrderingField = (typeof statsUsersOrderingFields)[number]

export const StatsUsersPage = paginated(StatsUserRow)
export type StatsUsersPage = Infer<typeof StatsUsersPage>

/** A registration month and the share of it active 0, 1, 2, ... months later. */
export const RetentionCohort = type({ cohort: month, size: count, retention: array(boundedNumber(0, 1)) })
export type RetentionCohort = Infer<typeof RetentionCohort>

/** GET /v1/admin/stats/user-retention/ */
export const UserRetention = type({ cohorts: array(RetentionCohort) })
export type UserRetention = Infer<typeof UserRetention>
