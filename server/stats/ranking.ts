import type { Ordering } from '../../contract/codecs'
import type { StatsUsersOrderingField } from '../../contract/schemas/stats'
import { daysBetween } from '../core/format'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { orderBy } from '../http/ordering'

/** [customer id, analyzed images, analyzed projects, generated outputs, generated images] */
export type ActivityTotals = [number, number, number, number, number]

/**
 * Recent rankings of customers' activity in a range, by database. Activity is history (no call
 * writes it), so a ranking stays true; paging through one costs a slice.
 */
const rankings = new WeakMap<Db, Map<string, ActivityTotals[]>>()
const rankingsKept = 8

/** The customers active in the range with their totals there, in the asked order. */
export function rankedActivity(
  db: Db,
  range: { from: string; to: string },
  ordering: Ordering<StatsUsersOrderingField>[],
): ActivityTotals[] {
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
