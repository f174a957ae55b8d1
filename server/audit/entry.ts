import type { AuditAction, AuditTargetType } from '../../contract/schemas/audit-log'

// What a journal entry holds: the journal writes it and the live events are read from it (journal-events.ts).

/** Who made a change: the admin of the token, or for a sign-in the account (null uuid: an unknown e-mail). */
export interface Actor {
  uuid: string | null
  email: string
}

/** `{field: [before, after]}`: null before a create, null after a delete. */
export type Changes = Record<string, [unknown, unknown]>

export interface JournalEntry {
  actor: Actor
  action: AuditAction
  targetType: AuditTargetType
  targetUuid: string | null
  targetLabel: string
  changes?: Changes
  comment?: string
  /** The record's version after the change, when it keeps one (the live events and the journal carry it). */
  version?: number
  /** The version an edit returned the record to («Возврат к версии N»). */
  revertedFrom?: number
  /** The approval a top-up request or decision is about (the live events name it). */
  approvalUuid?: string
}
