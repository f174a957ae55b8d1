import { css } from 'styled-system/css'
import type { ClientRequest, ClientRequestStatus } from '../../../contract/schemas/client-requests'
import { AccountRequestsLink } from '../../entities/client-account/account-requests-link'
import { RowPresence } from '../../entities/presence/row-presence'
import { formatDateTime, formatNumber } from '../../lib/format'
import type { ListExportSpec } from '../../state/lists/use-list-export'
import { Badge, type BadgeTone, type TableColumn } from '../../ui'
import { RequestClaim } from './claim-controls'
import { ImagesDownload } from './images-download'
import { clientRequests, clientRequestStatusLabels } from './record-type'

const { fields } = clientRequests

const imagesCell = css({ display: 'flex', alignItems: 'center', gap: '2' })
const workCell = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })
const imagesCount = css({ minW: '2.5rem', textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

export const clientRequestStatusTones: Record<ClientRequestStatus, BadgeTone> = {
  new: 'accent',
  in_progress: 'warning',
  done: 'success',
  rejected: 'neutral',
}

export function ClientRequestStatusBadge({ status }: { status: ClientRequestStatus }) {
  return <Badge tone={clientRequestStatusTones[status]}>{clientRequestStatusLabels[status]}</Badge>
}

/** The columns of «Запросы клиентов»; the account's name leads to that account's requests. */
export const clientRequestColumns: readonly TableColumn<ClientRequest>[] = [
  { id: 'title', header: fields.title.label, sortable: true, cell: (request) => request.title },
  {
    id: 'account',
    header: fields.account_name.label,
    cell: (request) => (
      <AccountRequestsLink accountUuid={request.client_request_account_uuid} label={`Запросы кабинета ${request.account_name}`}>
        {request.account_name}
      </AccountRequestsLink>
    ),
  },
  {
    id: 'status',
    header: fields.status.label,
    sortable: true,
    kind: 'badge',
    cell: (request) => <ClientRequestStatusBadge status={request.status} />,
  },
  {
    id: 'work',
    header: 'Исполнитель',
    // Room for «В работе:», the holder's address broken at its @ and dots, and «Перехватить» below.
    width: '8.5rem',
    cell: (request) => (
      <div className={workCell}>
        <RequestClaim request={request} named />
        <RowPresence resource="client_request" uuid={request.client_request_uuid} />
      </div>
    ),
  },
  {
    id: 'images',
    header: 'Изображения',
    kind: 'number',
    cell: (request) => (
      <div className={imagesCell}>
        <span className={imagesCount}>{formatNumber(request.images_count)}</span>
        <ImagesDownload request={request} compact />
      </div>
    ),
  },
  { id: 'created_at', header: 'Создан', sortable: true, kind: 'date', cell: (request) => formatDateTime(request.created_at) },
  {
    id: 'updated_at',
    header: 'Обновлён',
    sortable: true,
    kind: 'date',
    cell: (request) => formatDateTime(request.updated_at),
  },
]

/** «Запросы клиентов» as a CSV file. */
export const clientRequestsExport: ListExportSpec<ClientRequest>['columns'] = [
  { header: fields.title.label, value: (request) => request.title },
  { header: fields.account_name.label, value: (request) => request.account_name },
  { header: fields.status.label, value: (request) => clientRequestStatusLabels[request.status] },
  { header: 'Изображения', value: (request) => request.images_count, kind: 'number' },
  { header: fields.description.label, value: (request) => request.description },
  { header: 'Создан', value: (request) => request.created_at, kind: 'datetime' },
  { header: 'Обновлён', value: (request) => request.updated_at, kind: 'datetime' },
]
