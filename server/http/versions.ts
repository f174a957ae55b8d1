import type { Context } from 'hono'
import { literal, string, type, type Struct } from 'superstruct'
import { ApiError } from './errors'

/** A record that carries its version (benchmarks, client accounts, client requests). */
export interface VersionedRecord {
  version: number
}

/** The ETag of a record's version: `"<version>"`. */
export const versionTag = (version: number): string => `"${version}"`

/** The body of a 412: the record as it is now in `current`. */
export const VersionMismatchBody = <T, S>(record: Struct<T, S>) =>
  type({ detail: string(), code: literal('version_mismatch'), current: record })

/**
 * Whether an If-Match value lets a write through to the record at `version`: "*", or a list
 * naming its ETag. Anything else (another version, a weak or malformed tag) does not.
 */
function matches(ifMatch: string, version: number): boolean {
  return ifMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim() === versionTag(version))
}

/**
 * Refuses a write whose If-Match names another version than the stored one: 412 with the record as
 * it is now (and its ETag), nothing changed. Without the header nothing is checked (as before
 * versions). Called inside the write's transaction, so no other write comes between check and write.
 */
export function checkIfMatch(c: Context, current: VersionedRecord): void {
  const ifMatch = c.req.header('if-match')
  if (ifMatch === undefined || matches(ifMatch, current.version)) return
  const detail = 'Запись изменили после того, как вы её открыли: ничего не сохранено.'
  throw new ApiError(412, { detail, code: 'version_mismatch', current }, detail, { ETag: versionTag(current.version) })
}

/** A JSON answer holding a record, its version also sent as the ETag. */
export function versionedJson(c: Context, record: VersionedRecord, status: 200 | 201 = 200): Response {
  return c.json(record, status, { ETag: versionTag(record.version) })
}
