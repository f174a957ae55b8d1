import { array, enums, nullable, optional, record, string, type, unknown, type Infer } from 'superstruct'
import { count, isoDateTime, paginated, uuid, withJsonSchema } from './common'

/**
 * The journal (`GET /v1/admin/audit-log/`): an extension of the contract that the reference server
 * offers. A backend without it answers 404, and the console then keeps its own entries.
 */
export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'top_up',
  'issue_otp',
  'create',
  'update',
  'delete',
  'set_active_model',
  'top_up_requested',
  'top_up_approved',
  'top_up_rejected',
  'operation_reversed',
  'reversal_requested',
  'reversal_approved',
  'reversal_rejected',
  'report_downloaded',
  'archive_downloaded',
] as const
export const AuditAction = enums(auditActions)
export type AuditAction = Infer<typeof AuditAction>

/** What an entry is about; `admin` for sign-ins (the target is the admin account, or none when unknown). */
export const auditTargetTypes = [
  'customer',
  'benchmark',
  'client_account',
  'client_request',
  'heatmap_model',
  'admin',
  'customer_note',
  'report',
] as const
export const AuditTargetType = enums(auditTargetTypes)
export type AuditTargetType = Infer<typeof AuditTargetType>

/**
 * A record type's name as a backend sends it: the reference server's are `known`; another backend
 * may name types of its own, which the console reads in generic words or in a record type's declared ones.
 */
export function recordTypeName(known: readonly string[]) {
  return withJsonSchema(string(), { description: `Тип записи; у эталонного сервера: ${known.join(', ')}` })
}

/** `[before, after]`: null before a create or after a delete; JSON values as the API sends them. */
const changePair = withJsonSchema(array(unknown()), { type: 'array', minItems: 2, maxItems: 2 })

/**
 * One entry. `changes` is `{field: [before, after]}` for creates, edits and deletes, `{amount: [null,
 * "1500.00"], balance: ["100.00", "1600.00"]}` for a top-up, `{active_model: ["Модель v1", "Модель v2"]}`
 * (name and version; null before when none was active) for the active model switch, `{expires_at:
 * [null, ISO]}` for a one-time code (never the code itself), `{}` for a sign-in, `{period: [null,
 * "2026-10"], file: [null, name]}` for a report downloaded and `{file: [null, name], images: [null, 3]}`
 * for a request's archive of images. `actor_uuid` is null
 * for a failed sign-in of an unknown account (`actor_email` is then the email typed).
 * An extension (record versions): `version` is the version a create or edit of a benchmark, client
 * account or client request made, and `reverted_from` the version an edit returned the record to
 * («Возврат к версии N»); a backend without it leaves them out.
 */
export const AuditEntry = type({
  entry_uuid: uuid,
  created_at: isoDateTime,
  actor_uuid: nullable(uuid),
  actor_email: string(),
  action: AuditAction,
  target_type: recordTypeName(auditTargetTypes),
  target_uuid: nullable(uuid),
  target_label: string(),
  changes: withJsonSchema(record(string(), changePair), {
    type: 'object',
    additionalProperties: { type: 'array', minItems: 2, maxItems: 2 },
  }),
  comment: string(),
  version: optional(count),
  reverted_from: optional(count),
})
export type AuditEntry = Infer<typeof AuditEntry>

export const AuditEntryPage = paginated(AuditEntry)
export type AuditEntryPage = Infer<typeof AuditEntryPage>

/** Filters of GET /v1/admin/audit-log/ besides `page` and `page_size`; newest first, always. */
export interface AuditLogFilters {
  /** A text in the record's name or the comment, any case (a backend without it lists everything). */
  q?: string
  actor_email?: string
  action?: AuditAction
  target_type?: AuditTargetType
  target_uuid?: string
  /** Days, inclusive (`YYYY-MM-DD`). */
  date_from?: string
  date_to?: string
}
