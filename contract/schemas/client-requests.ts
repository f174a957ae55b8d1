import { enums, nullable, object, optional, partial, string, type, type Infer } from 'superstruct'
import { count, isoDateTime, multilineText, paginated, text, uuid } from './common'

export const clientRequestStatuses = ['new', 'in_progress', 'done', 'rejected'] as const
export const ClientRequestStatus = enums(clientRequestStatuses)
export type ClientRequestStatus = Infer<typeof ClientRequestStatus>

/** A client request («Запрос клиента»). */
export const ClientRequest = type({
  client_request_uuid: uuid,
  client_request_account_uuid: uuid,
  account_name: string(),
  title: string(),
  description: string(),
  status: ClientRequestStatus,
  images_count: count,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Grows with every change (If-Match of an edit or delete); optional: a backend may not keep versions. */
  version: optional(count),
  /** Who works on it now (the live extension; absent on a backend without it, null when nobody). */
  claimed_by_email: optional(nullable(string())),
  claimed_at: optional(nullable(isoDateTime)),
  claim_expires_at: optional(nullable(isoDateTime)),
})
export type ClientRequest = Infer<typeof ClientRequest>

export const ClientRequestPage = paginated(ClientRequest)
export type ClientRequestPage = Infer<typeof ClientRequestPage>

/** `ordering` of GET /v1/admin/client-requests/ (prefix '-' for descending). */
export const clientRequestOrderingFields = ['created_at', 'updated_at', 'title', 'status'] as const

/** The fields of a request a client may set, with the contract's bounds. */
export const clientRequestFields = {
  client_request_account_uuid: uuid,
  title: text(1, 200),
  description: multilineText(0, 5000),
  status: ClientRequestStatus,
}

/** POST /v1/admin/client-requests/create/. Left out: description '', status 'new'. */
export const ClientRequestCreateBody = object({
  client_request_account_uuid: clientRequestFields.client_request_account_uuid,
  title: clientRequestFields.title,
  description: optional(clientRequestFields.description),
  status: optional(clientRequestFields.status),
})
export type ClientRequestCreateBody = Infer<typeof ClientRequestCreateBody>

/** PATCH .../{client_request_uuid}/edit/ takes a subset of the create fields. */
export const ClientRequestEditBody = partial(object(clientRequestFields))
export type ClientRequestEditBody = Infer<typeof ClientRequestEditBody>
