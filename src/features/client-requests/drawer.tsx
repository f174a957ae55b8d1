import { object, trimmed } from 'superstruct'
import {
  clientRequestFields,
  clientRequestStatuses,
  type ClientRequest,
  type ClientRequestStatus,
} from '../../../contract/schemas/client-requests'
import { oneOf } from '../../lib/input-structs'
import { recordForm, RecordFormDrawer } from '../../records/record-drawer'
import type { LazyDrawerProps } from '../../ui'
import { AccountSelect } from './account-select'
import { RequestClaim } from './claim-controls'
import { ImagesDownload } from './images-download'
import { clientRequests, clientRequestStatusLabels } from './record-type'

/** What the request form holds: the editable fields of a request. */
interface ClientRequestFormValues {
  client_request_account_uuid: string
  title: string
  description: string
  status: ClientRequestStatus
}

/**
 * The form's rules: the contract's bounds (a chosen account, a title of 1..200 characters,
 * a description of at most 5000, one of the statuses), with the §5 messages.
 */
const clientRequestFormStruct = object({
  client_request_account_uuid: clientRequestFields.client_request_account_uuid,
  title: trimmed(clientRequestFields.title),
  description: clientRequestFields.description,
  status: oneOf(clientRequestStatusLabels),
})

/** The form of a new request (no account yet, status «Новый»), or of an existing one. */
function formValues(request?: ClientRequest): ClientRequestFormValues {
  return {
    client_request_account_uuid: request?.client_request_account_uuid ?? '',
    title: request?.title ?? '',
    description: request?.description ?? '',
    status: request?.status ?? 'new',
  }
}

/** The accounts' names the drawer knows: of the record as it is, and as it was before a conflict. */
function accountNames(requests: readonly (ClientRequest | undefined)[]): Map<string, string> {
  return new Map(requests.flatMap((request) => (request ? [[request.client_request_account_uuid, request.account_name] as const] : [])))
}

const { fields } = clientRequests

const form = recordForm(clientRequests, {
  emptyValues: formValues(),
  valuesOf: formValues,
  struct: clientRequestFormStruct,
  fields: ({ record, form, conflict }) => {
    const names = accountNames([record, conflict?.was])
    const accountUuid = form.values.client_request_account_uuid
    return [
      {
        kind: 'custom',
        name: 'client_request_account_uuid',
        label: fields.account_name.label,
        valueText: (uuid) => names.get(String(uuid)) ?? 'другой кабинет',
        render: () => (
          <AccountSelect
            label={fields.account_name.label}
            required
            value={accountUuid}
            valueLabel={record && accountUuid === record.client_request_account_uuid ? record.account_name : undefined}
            onValueChange={(account) => form.setText('client_request_account_uuid', account)}
            error={form.errors.client_request_account_uuid}
          />
        ),
      },
      { kind: 'text', name: 'title', label: fields.title.label, required: true, helperText: 'Не более 200 символов' },
      { kind: 'textarea', name: 'description', label: fields.description.label, helperText: 'Не более 5000 символов' },
      {
        kind: 'select',
        name: 'status',
        label: fields.status.label,
        required: true,
        options: clientRequestStatuses.map((status) => ({ value: status, label: clientRequestStatusLabels[status] })),
      },
    ]
  },
  recordActions: (request) => (
    <>
      <RequestClaim request={request} />
      <ImagesDownload request={request} />
    </>
  ),
})

/** `?drawer=client-request` creates a request; `&client-request=<uuid>` edits (and deletes) that one. */
export function ClientRequestDrawer(props: LazyDrawerProps) {
  return <RecordFormDrawer {...props} type={clientRequests} form={form} />
}
