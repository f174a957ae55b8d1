import { boolean, nullable, object, optional, partial, string, type, type Infer } from 'superstruct'
import { count, email, isoDateTime, paginated, phone, text, uuid } from './common'

/** A client account («Кабинет клиента»). */
export const ClientAccount = type({
  client_request_account_uuid: uuid,
  name: string(),
  company: string(),
  contact_email: string(),
  contact_phone: nullable(string()),
  is_active: boolean(),
  requests_count: count,
  created_at: isoDateTime,
  /** Grows with every change (If-Match of an edit or delete); optional: a backend may not keep versions. */
  version: optional(count),
})
export type ClientAccount = Infer<typeof ClientAccount>

export const ClientAccountPage = paginated(ClientAccount)
export type ClientAccountPage = Infer<typeof ClientAccountPage>

/** `ordering` of GET /v1/admin/client-requests-accounts/ (prefix '-' for descending). */
export const clientAccountOrderingFields = ['name', 'created_at', 'requests_count'] as const

const clientAccountFields = {
  name: text(1, 120),
  company: text(0, 200),
  contact_email: email,
  contact_phone: nullable(phone),
  is_active: boolean(),
}

/**
 * POST /v1/admin/client-requests-accounts/create/. Left out: company '' , contact_phone null,
 * is_active true.
 */
export const ClientAccountCreateBody = object({
  name: clientAccountFields.name,
  company: optional(clientAccountFields.company),
  contact_email: clientAccountFields.contact_email,
  contact_phone: optional(clientAccountFields.contact_phone),
  is_active: optional(clientAccountFields.is_active),
})
export type ClientAccountCreateBody = Infer<typeof ClientAccountCreateBody>

/** PATCH .../{client_request_account_uuid}/edit/ takes a subset of the create fields. */
export const ClientAccountEditBody = partial(object(clientAccountFields))
export type ClientAccountEditBody = Infer<typeof ClientAccountEditBody>
