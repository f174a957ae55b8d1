import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { RecordListView, useRecordList } from '../../records/record-list'
import { useOpenDrawer } from '../../state/shell/use-open-drawer'
import { AccountSelect } from './account-select'
import { ClientRequestBulkActions } from './bulk-actions'
import { clientRequestColumns, clientRequestsExport } from './columns'
import { MyRequestsToggle, useRequestWork } from './next-request'
import { clientRequests } from './record-type'

/** «Запросы клиентов»: search, status and account filters (from the list's declaration), sorting and pages in the URL; a drawer per request. */
export function ClientRequestsScreen() {
  const controller = useRecordList(clientRequests, clientRequestsExport)
  const openDrawer = useOpenDrawer()
  const openRecord = (uuid: string) => openDrawer(clientRequests.target(uuid))
  const rows = controller.table.result.data?.results
  const work = useRequestWork(openRecord, () => {
    const active = document.querySelector<HTMLElement>('main tbody tr[data-active]')
    return active ? rows?.[Number(active.dataset.index)] : undefined
  })
  // Filtered by an account, every row names it: the select shows it before any search.
  const filteredAccountName = controller.table.result.data?.results.find(
    (request: ClientRequest) => request.client_request_account_uuid === controller.state.client_request_account_uuid,
  )?.account_name

  return (
    <RecordListView
      type={clientRequests}
      controller={controller}
      columns={clientRequestColumns}
      // «Кто здесь» is in the «Исполнитель» column.
      presenceColumn={false}
      filters={[
        'search',
        'status',
        {
          kind: 'custom',
          key: 'client_request_account_uuid',
          render: (state, update) => (
            <AccountSelect
              label={clientRequests.fields.account_name.label}
              value={state.client_request_account_uuid}
              valueLabel={filteredAccountName}
              onValueChange={(account) => update({ client_request_account_uuid: account })}
            />
          ),
        },
        {
          kind: 'custom',
          key: 'claimed_by_email',
          render: (state, update) => (
            <MyRequestsToggle value={state.claimed_by_email} onChange={(claimedBy) => update({ claimed_by_email: claimedBy })} />
          ),
        },
      ]}
      headerActions={work.button}
      bulkActions={(start, disabled, unavailable) => (
        <ClientRequestBulkActions start={start} disabled={disabled} unavailable={unavailable} />
      )}
    />
  )
}
