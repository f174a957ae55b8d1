import { scalarParam } from './codecs'
import type { ListParam } from './schema'

// Ordering: `field` ascending, `-field` descending (the API's convention).

export type SortDirection = 'asc' | 'desc'

export interface Sort<F extends string> {
  field: F
  direction: SortDirection
}

/** The ordering, one of `fields` in either direction; `defaultOrdering` like '-created_at'. */
export function orderingParam<F extends string>(key: string, fields: readonly F[], defaultOrdering: string): ListParam<string> {
  return {
    ...scalarParam(
      key,
      defaultOrdering,
      (raw) => (parseOrdering(raw, fields) ? raw : undefined),
      (value) => value,
    ),
    orderingFields: fields,
  }
}

/** The field and direction of an ordering value, undefined when the field is not one of `fields`. */
export function parseOrdering<F extends string>(ordering: string, fields: readonly F[]): Sort<F> | undefined {
  const descending = ordering.startsWith('-')
  const name = descending ? ordering.slice(1) : ordering
  const field = fields.find((candidate) => candidate === name)
  return field === undefined ? undefined : { field, direction: descending ? 'desc' : 'asc' }
}

export function formatOrdering<F extends string>(sort: Sort<F>): string {
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field
}

/**
 * The ordering after a click on the header of `field`: the same field flips its direction;
 * another field starts with `firstDirection` (descending suits dates and amounts: newest, largest first).
 */
export function toggleOrdering<F extends string>(
  ordering: string,
  field: F,
  fields: readonly F[],
  firstDirection: SortDirection = 'asc',
): string {
  const current = parseOrdering(ordering, fields)
  if (current?.field === field) return formatOrdering({ field, direction: current.direction === 'asc' ? 'desc' : 'asc' })
  return formatOrdering({ field, direction: firstDirection })
}
