import { array, boolean, enums, literal, nullable, object, optional, string, type, union, type Infer } from 'superstruct'
import { auditTargetTypes, recordTypeName } from './audit-log'
import { ClientRequest } from './client-requests'
import { count, isoDateTime, money, text, uuid } from './common'

/**
 * The live extension of the reference server: one event stream (GET /v1/admin/events/), presence
 * and claims on client requests. A backend without it answers 404 on these paths.
 */

/** What a record event or a presence is about: the reference server's are the journal's target types and the journal itself. */
export const liveResources = [...auditTargetTypes, 'audit_log'] as const
export const LiveResource = recordTypeName(liveResources)
export type LiveResource = Infer<typeof LiveResource>

/** A record created, changed or deleted; `version` when the record keeps one. */
export const RecordEvent = type({
  kind: literal('record'),
  action: enums(['created', 'changed', 'deleted']),
  resource: LiveResource,
  uuid: nullable(uuid),
  version: optional(count),
  by: string(),
})
export type RecordEvent = Infer<typeof RecordEvent>

/** A top-up waiting for approval was asked for, or decided. */
export const ApprovalEvent = type({
  kind: literal('approval'),
  action: enums(['asked', 'decided']),
  approval_uuid: uuid,
  customer_uuid: uuid,
  customer_email: string(),
  amount: money,
  status: enums(['pending', 'approved', 'rejected']),
  requested_by_email: string(),
  decided_by_email: nullable(string()),
  reason: nullable(string()),
})
export type ApprovalEvent = Infer<typeof ApprovalEvent>

export const presenceModes = ['viewing', 'editing'] as const
export type PresenceMode = (typeof presenceModes)[number]

/** Everyone on one record now (the whole list each time: an empty one when the last left). */
export const PresenceEvent = type({
  kind: literal('presence'),
  resource: LiveResource,
  uuid,
  people: array(type({ email: string(), mode: enums(presenceModes) })),
})
export type PresenceEvent = Infer<typeof PresenceEvent>

/** Who holds a client request now (null: nobody). */
export const ClaimEvent = type({
  kind: literal('claim'),
  uuid,
  claimed_by_email: nullable(string()),
  claim_expires_at: nullable(isoDateTime),
})
export type ClaimEvent = Infer<typeof ClaimEvent>

/** Sent when the events since Last-Event-ID are no longer kept: everything shown should be read anew. */
export const ResetEvent = type({ kind: literal('reset') })

export const LiveEvent = union([RecordEvent, ApprovalEvent, PresenceEvent, ClaimEvent, ResetEvent])
export type LiveEvent = Infer<typeof LiveEvent>

/** PUT /v1/admin/presence/: here (viewing or editing) for 45 s, or gone at once ("left"). */
export const PresenceBody = object({
  resource: LiveResource,
  uuid,
  mode: enums([...presenceModes, 'left']),
})
export type PresenceBody = Infer<typeof PresenceBody>

/** POST …/claim/: `{}` to take a free request; `{takeover: true, reason}` to take another's. */
export const ClaimBody = object({ takeover: optional(boolean()), reason: optional(text(1, 500)) })
export type ClaimBody = Infer<typeof ClaimBody>

/** The 409 of a claim on a request another person holds: the request as it is now. */
export const ClaimConflictBody = type({ detail: string(), code: literal('claimed'), current: ClientRequest })
