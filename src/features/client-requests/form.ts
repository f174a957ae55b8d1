import { object, trimmed } from 'superstruct'
import { clientRequestFields, type ClientRequest, type ClientRequestStatus } from '../../../contract/schemas/client-requests'
import { clientRequestStatusLabels } from '../../api/labels'
import { oneOf } from '../../lib/input-structs'

/** What the request form holds: the editable fields of a request. */
export interface ClientRequestFormValues {
  client_request_account_uuid: string
  title: string
  description: string
  status: ClientRequestStatus
}

/**
 * The form's rules: the contract's bounds (a chosen account, a title of 1..200 characters,
 * a description of at most 5000, one of the statuses), with the §5 messages.
 */
export const clientRequestFormStruct = object({
  client_request_account_uuid: clientRequestFields.client_request_account_uuid,
  title: trimmed(clientRequestFields.title),
  description: clientRequestFields.description,
  status: oneOf(clientRequestStatusLabels),
})

/** The form of a new request (no account yet, status «Новый»), or of an existing one. */
export function clientRequestFormValues(request?: ClientRequest): ClientRequestFormValues {
  return {
    client_request_account_uuid: request?.client_request_account_uuid ?? '',
    title: request?.title ?? '',
    description: request?.description ?? '',
    status: request?.status ?? 'new',
  }
}
