import { clientRequestStatuses, type ClientRequest } from '../../../contract/schemas/client-requests'
import { clientRequestsResource } from '../../api/client-requests'
import { clientRequestStatusLabels } from '../../api/labels'
import { RecordHistory } from '../../entities/audit-log/journal-feed'
import { RecordPresence } from '../../entities/presence/record-presence'
import type { FieldsBinding } from '../../lib/form'
import { useResourceForm } from '../../state/lists/use-resource-form'
import { usePresence } from '../../state/live/use-presence'
import { ResourceFormDrawer, type FieldSpec, type LazyDrawerProps } from '../../ui'
import { AccountSelect } from './account-select'
import { RequestClaim } from './claim-controls'
import { clientRequestFormStruct, clientRequestFormValues, type ClientRequestFormValues } from './form'
import { ImagesDownload } from './images-download'
import { clientRequestDeletion, clientRequestFieldLabels, clientRequestNotices } from './notices'
import { clientRequestAtoms } from './queries'

const model = {
  emptyValues: clientRequestFormValues(),
  valuesOf: clientRequestFormValues,
  struct: clientRequestFormStruct,
  subject: 'запрос',
}

/** The accounts' names the drawer knows: of the record as it is, and as it was before a conflict. */
function accountNames(requests: readonly (ClientRequest | undefined)[]): Map<string, string> {
  return new Map(requests.flatMap((request) => (request ? [[request.client_request_account_uuid, request.account_name] as const] : [])))
}

function fieldsFor(
  record: ClientRequest | undefined,
  form: FieldsBinding<ClientRequestFormValues>,
  names: ReadonlyMap<string, string>,
): readonly FieldSpec<ClientRequestFormValues>[] {
  const accountUuid = form.values.client_request_account_uuid
  return [
    {
      kind: 'custom',
      name: 'client_request_account_uuid',
      label: clientRequestFieldLabels.account_name,
      valueText: (uuid) => names.get(String(uuid)) ?? 'другой кабинет',
      render: () => (
        <AccountSelect
          label={clientRequestFieldLabels.account_name}
          required
          value={accountUuid}
          valueLabel={record && accountUuid === record.client_request_account_uuid ? record.account_name : undefined}
          onValueChange={(account) => form.setText('client_request_account_uuid', account)}
          error={form.errors.client_request_account_uuid}
        />
      ),
    },
    { kind: 'text', name: 'title', label: clientRequestFieldLabels.title, required: true, helperText: 'Не более 200 символов' },
    { kind: 'textarea', name: 'description', label: clientRequestFieldLabels.description, helperText: 'Не более 5000 символов' },
    {
      kind: 'select',
      name: 'status',
      label: clientRequestFieldLabels.status,
      required: true,
      options: clientRequestStatuses.map((status) => ({ value: status, label: clientRequestStatusLabels[status] })),
    },
  ]
}

/** `?drawer=client-request` creates a request; `&client-request=<uuid>` edits (and deletes) that one. */
export function ClientRequestDrawer({ record: recordId, onClose }: LazyDrawerProps) {
  const controller = useResourceForm({
    resource: clientRequestsResource,
    atoms: clientRequestAtoms,
    model,
    notices: clientRequestNotices,
    recordId,
    onClose,
  })
  usePresence('client_request', recordId, controller.form.dirty ? 'editing' : 'viewing')
  return (
    <ResourceFormDrawer
      description={{
        fields: fieldsFor(controller.record, controller.form, accountNames([controller.record, controller.conflict?.was])),
        createTitle: 'Новый запрос',
        editTitle: (request) => (request ? `Запрос «${request.title}»` : 'Запрос'),
        deletion: clientRequestDeletion,
        recordNotice: (request) => <RecordPresence resource="client_request" uuid={request.client_request_uuid} subject="Запрос" />,
        recordActions: (request) => (
          <>
            <RequestClaim request={request} />
            <ImagesDownload request={request} />
          </>
        ),
      }}
      controller={controller}
      onClose={onClose}
      history={recordId && <RecordHistory targetUuid={recordId} />}
    />
  )
}
