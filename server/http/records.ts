import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { notFound } from './errors'
import { pathUuid } from './query'

/**
 * The row of `sql` (its one `?` is the UUID) for a UUID from a path or a checked parameter; 404
 * with `missing` when it is not a UUID or no row has it.
 */
export function findByUuid<Row>(db: Db, sql: string, rawUuid: string, missing: string): Row {
  const uuid = pathUuid(rawUuid)
  const row = uuid === undefined ? undefined : (statement(db, sql).get(uuid) as Row | undefined)
  if (!row) throw notFound(missing)
  return row
}
