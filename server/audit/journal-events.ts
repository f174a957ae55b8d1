import type { LiveEvent, RecordEvent } from '../../contract/schemas/live'
import type { JournalEntry } from './entry'

const recordActions: Partial<Record<JournalEntry['action'], RecordEvent['action']>> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  top_up: 'changed',
  issue_otp: 'changed',
  set_active_model: 'changed',
  top_up_approved: 'changed',
  operation_reversed: 'changed',
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** The approval event of a journaled request or decision (its entry names the approval). */
function approvalEvent(entry: JournalEntry): LiveEvent | undefined {
  const { approvalUuid, targetUuid, changes = {} } = entry
  if (approvalUuid === undefined || targetUuid === null) return undefined
  const asked = entry.action === 'top_up_requested' || entry.action === 'reversal_requested'
  const rejected = entry.action === 'top_up_rejected' || entry.action === 'reversal_rejected'
  return {
    kind: 'approval',
    action: asked ? 'asked' : 'decided',
    approval_uuid: approvalUuid,
    customer_uuid: targetUuid,
    customer_email: entry.targetLabel,
    amount: text(changes.amount?.[1]) ?? '0.00',
    status: asked ? 'pending' : rejected ? 'rejected' : 'approved',
    requested_by_email: asked ? entry.actor.email.toLowerCase() : (text(changes.requested_by?.[1]) ?? ''),
    decided_by_email: asked ? null : entry.actor.email.toLowerCase(),
    reason: rejected ? (entry.comment ?? null) : null,
  }
}

/**
 * What a journal entry tells the open streams: the record it changed, the approval it asked for
 * or decided, and (for readers of the journal) that the journal grew. Sign-ins change no record.
 */
export function journalEvents(entry: JournalEntry, journalKept: boolean): LiveEvent[] {
  const by = entry.actor.email.toLowerCase()
  const events: LiveEvent[] = []
  const action = recordActions[entry.action]
  if (action && entry.targetUuid !== null) {
    const version = entry.version === undefined ? {} : { version: entry.version }
    events.push({ kind: 'record', action, resource: entry.targetType, uuid: entry.targetUuid, by, ...version })
  }
  const approval = approvalEvent(entry)
  if (approval) events.push(approval)
  if (journalKept) events.push({ kind: 'record', action: 'created', resource: 'audit_log', uuid: null, by })
  return events
}
