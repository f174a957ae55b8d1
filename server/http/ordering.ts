import type { Ordering } from '../../contract/codecs'

/** `ORDER BY` text for orderings over known columns; `id` breaks ties in the first direction. */
export function orderBy<F extends string>(orderings: readonly Ordering<F>[], columns: Record<F, string>, tieBreaker = 'id'): string {
  const parts = orderings.map(({ field, descending }) => `${columns[field]} ${descending ? 'DESC' : 'ASC'}`)
  const last = orderings[orderings.length - 1]
  parts.push(`${tieBreaker} ${last?.descending ? 'DESC' : 'ASC'}`)
  return parts.join(', ')
}
