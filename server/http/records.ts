import { uuidPattern } from '../../contract/schemas/common'
import { notFound } from '../core/errors'
import type { Db } from '../db/open'
import { statement } from '../db/statements'

/** A UUID path segment in canonical lower case, or undefined when it is not a UUID (the call answers 404). */
function pathUuid(value: string): string | undefined {
  return uuidPattern.test(value) ? value.toLowerCase() : undefined
}

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
