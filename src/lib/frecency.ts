/**
 * Frecency: how often and how lately something was used, as one number. Each of the last uses counts
 * by its age (Firefox's buckets), so a customer opened ten times this week outweighs one opened once
 * a month ago, and yesterday's outweighs last month's at the same count.
 */

const hour = 60 * 60 * 1000
const day = 24 * hour

const buckets: readonly (readonly [age: number, weight: number])[] = [
  [4 * hour, 100],
  [day, 70],
  [7 * day, 50],
  [30 * day, 30],
  [90 * day, 10],
]

/** The weight of uses made at `uses` (milliseconds), seen at `now`: 0 when never, or only long ago. */
export function frecency(uses: readonly number[], now: number): number {
  let sum = 0
  for (const at of uses) sum += buckets.find(([age]) => now - at < age)?.[1] ?? 0
  return sum
}

/** A match to order: how good a match it is (`quality`, a tier), its finer `score`, and its frecency. */
export interface FrecencyRanked<T> {
  item: T
  quality: number
  frecency: number
  score: number
}

/**
 * Best first: a better match quality always wins; among matches of equal quality the more frecent
 * one comes first, then the better score. Ties keep the given order (the sort is stable).
 */
export function orderByFrecency<T>(ranked: readonly FrecencyRanked<T>[]): FrecencyRanked<T>[] {
  return [...ranked].sort((a, b) => b.quality - a.quality || b.frecency - a.frecency || b.score - a.score)
}
