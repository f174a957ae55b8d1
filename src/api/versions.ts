import { validate, type Struct } from 'superstruct'
import { isHttpError } from './errors'

/**
 * Optimistic concurrency (an extension of the contract): a record may carry `version`, and a write
 * sent with `If-Match: "<version>"` is refused with 412 when the record has changed since. A
 * backend without versions sends none, and the console then sends no If-Match.
 */

/** The version a record was read at, when the backend keeps versions. */
export function versionOf(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null || !('version' in record)) return undefined
  const { version } = record
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined
}

/** The If-Match header of a write made over the record at `version`; none without a version. */
export function ifMatchHeaders(version: number | undefined): HeadersInit | undefined {
  return version === undefined ? undefined : { 'If-Match': `"${version}"` }
}

/** A write refused because the record changed since it was read (412). */
export function isVersionConflict(error: unknown): boolean {
  return isHttpError(error) && error.status === 412
}

/**
 * The record as it is now, from a 412's body (`current`), when it is there and of the record's
 * shape; undefined otherwise (the caller reads it anew).
 */
export function conflictCurrent<Item>(error: unknown, item: Struct<Item, unknown>): Item | undefined {
  if (!isVersionConflict(error) || !isHttpError(error)) return undefined
  const body = error.body
  if (typeof body !== 'object' || body === null || !('current' in body)) return undefined
  const [failure, current] = validate(body.current, item, { coerce: true })
  return failure ? undefined : current
}
