import type { RetentionCohort } from '../../../contract/schemas/stats'
import { csvNumber, toCsv } from '../../lib/chart-csv'

/**
 * The share the deepest color stands for: the largest after the registration month (month 0 is
 * nearly everyone and would pale every later month), or the largest of all when there is no later month.
 */
export function retentionScaleMax(cohorts: readonly RetentionCohort[]): number {
  const later = cohorts.flatMap((cohort) => cohort.retention.slice(1))
  const values = later.length > 0 ? later : cohorts.flatMap((cohort) => cohort.retention)
  return Math.max(0, ...values)
}

/** The color step (0 … steps − 1) of a share: 0 for none, the last for `max` and above. */
export function retentionLevel(share: number, max: number, steps: number): number {
  if (share <= 0 || max <= 0) return 0
  return Math.min(steps - 1, Math.max(1, Math.ceil((share / max) * (steps - 1))))
}

/** The cohorts as CSV (Russian Excel's dialect): cohort, size, then the share (a fraction) of each month. */
export function retentionCsv(cohorts: readonly RetentionCohort[]): string {
  const months = Math.max(0, ...cohorts.map((cohort) => cohort.retention.length))
  const header = ['Когорта', 'Размер', ...Array.from({ length: months }, (_, month) => `Месяц ${month}`)]
  const rows = cohorts.map((cohort) => [cohort.cohort, String(cohort.size), ...cohort.retention.map(csvNumber)])
  return toCsv([header, ...rows])
}
