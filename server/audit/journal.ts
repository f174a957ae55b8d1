import { randomUUID } from 'node:crypto'
import { nowEpoch } from '../core/format'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import type { EventHub } from '../events/hub'
import type { Changes, JournalEntry } from './entry'
import { journalEvents } from './journal-events'

/**
 * The journal's writer, and the one place every write tells the live event stream of. `record`
 * runs inside the transaction of the change it describes (the caller's `db.transaction`), so a
 * change that fails leaves no entry and an entry never describes a change that did not happen.
 * Switched off (AUDIT_LOG=0), it writes nothing but still publishes. The events go out once the
 * synchronous transaction has ended (EventHub.publish); one of a change rolled back only makes a
 * screen read anew what did not change.
 */
export class Journal {
  constructor(
    private readonly db: Db,
    readonly enabled: boolean,
    private readonly hub: EventHub,
  ) {}

  record(entry: JournalEntry): void {
    for (const event of journalEvents(entry, this.enabled)) this.hub.publish(event)
    if (!this.enabled) return
    statement(
      this.db,
      `INSERT INTO audit_log (uuid, created_at, actor_uuid, actor_email, action, target_type, target_uuid, target_label, changes, comment,
         version, reverted_from)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      randomUUID(),
      nowEpoch(),
      entry.actor.uuid,
      entry.actor.email.toLowerCase(),
      entry.action,
      entry.targetType,
      entry.targetUuid,
      entry.targetLabel,
      JSON.stringify(entry.changes ?? {}),
      entry.comment ?? '',
      entry.version ?? null,
      entry.revertedFrom ?? null,
    )
  }
}

/** The fields of `fields` whose values differ between two answers of a record, as `[before, after]`. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): Changes {
  const changes: Changes = {}
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = [before[field], after[field]]
  }
  return changes
}

/** Every field of `fields` of a created record (`[null, value]`) or of a deleted one (`[value, null]`). */
export function recordFields<T extends object>(record: T, fields: readonly (keyof T & string)[], kind: 'create' | 'delete'): Changes {
  return Object.fromEntries(fields.map((field) => [field, kind === 'create' ? [null, record[field]] : [record[field], null]]))
}
