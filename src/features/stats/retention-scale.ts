import type { RetentionCohort } from '../../api/schemas/stats'

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

/** The cohorts as CSV: cohort, size, then the share (a fraction, point decimal) of each month. */
export function retentionCsv(cohorts: readonly RetentionCohort[]): string {
  const months = Math.max(0, ...cohorts.map((cohort) => cohort.retention.length))
  const header = ['cohort', 'size', ...Array.from({ length: months }, (_, month) => `month_${month}`)]
  const rows = cohorts.map((cohort) => [cohort.cohort, String(cohort.size), ...cohort.retention.map(String)])
  return `\uFEFF${[header, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`
}
