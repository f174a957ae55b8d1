import type { Context } from 'hono'
import type { AuditTargetType } from '../../contract/schemas/audit-log'
import type { Changes } from '../audit/entry'
import type { AppEnv } from '../auth/app-env'
import { ApiError } from '../core/errors'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import type { Backend } from './context'

/** A record that carries its version (benchmarks, client accounts, client requests). */
export interface VersionedRecord {
  version: number
}

/** The ETag of a record's version: `"<version>"`. */
export const versionTag = (version: number): string => `"${version}"`

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

/** One record's edit, as its route describes it to `editVersioned`. */
export interface VersionedEdit<Row, Json extends VersionedRecord> {
  /** The record as stored now (a 404 when it is gone). */
  find: () => Row
  json: (row: Row) => Json
  targetType: AuditTargetType
  targetUuid: string
  labelOf: (answer: Json) => string
  /** What the body changes of the record (nothing: an empty object), and the write that stores it. */
  change: (current: Row, before: Json) => { changes: Changes; write: () => void }
}

/**
 * Keeps a record's values at its version (record versions, an extension): the version an edit
 * replaces (once: a record never edited since the extension came has none yet) and the one it makes.
 */
function keepVersion(db: Db, targetUuid: string, record: VersionedRecord, replace: boolean): void {
  statement(db, `INSERT OR ${replace ? 'REPLACE' : 'IGNORE'} INTO record_versions (target_uuid, version, record) VALUES (?, ?, ?)`).run(
    targetUuid,
    record.version,
    JSON.stringify(record),
  )
}

/** A record as it was at `version` (its answer then), when kept; the current one is always known. */
export function keptVersion(db: Db, targetUuid: string, current: VersionedRecord, version: number): unknown {
  if (version === current.version) return current
  const row = statement(db, 'SELECT record FROM record_versions WHERE target_uuid = ? AND version = ?').get(targetUuid, version) as
    { record: string } | undefined
  return row && (JSON.parse(row.record) as unknown)
}

/**
 * An edit under If-Match: the record is read (again: another call may have changed it while the
 * body arrived), checked, written and journaled in one immediate transaction, so no other write
 * comes between and the journal's "before" is what was replaced. An edit that changes nothing
 * answers the record as it is, its version kept, nothing journaled. `revertedFrom`: the edit
 * returns the record to that version's values, and the journal says so.
 */
export function editVersioned<Row, Json extends VersionedRecord>(
  c: Context<AppEnv>,
  { db, journal }: Pick<Backend, 'db' | 'journal'>,
  edit: VersionedEdit<Row, Json>,
  revertedFrom?: number,
): Response {
  const answer = db
    .transaction(() => {
      const current = edit.find()
      const before = edit.json(current)
      checkIfMatch(c, before)
      const { changes, write } = edit.change(current, before)
      if (Object.keys(changes).length === 0) return before
      write()
      const after = edit.json(edit.find())
      keepVersion(db, edit.targetUuid, before, false)
      keepVersion(db, edit.targetUuid, after, true)
      journal.record({
        actor: c.get('admin'),
        action: 'update',
        targetType: edit.targetType,
        targetUuid: edit.targetUuid,
        targetLabel: edit.labelOf(after),
        changes,
        version: after.version,
        ...(revertedFrom === undefined ? {} : { revertedFrom }),
      })
      return after
    })
    .immediate()
  return versionedJson(c, answer)
}
