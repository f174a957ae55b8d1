import { clientRequestStatuses, type ClientRequest } from '../../../contract/schemas/client-requests'
import { clientRequestsResource } from '../../api/client-requests'
import { clientRequestStatusLabels } from '../../api/labels'
import { drawerLinks, drawerTarget } from '../../lib/drawers'
import type { ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { useResourceList } from '../../state/lists/use-resource-list'
import { useOpenDrawer } from '../../state/shell/use-open-drawer'
import { ResourceListScreen, type ListFilter } from '../../ui'
import { AccountSelect } from './account-select'
import { ClientRequestBulkActions } from './bulk-actions'
import { clientRequestColumns, clientRequestsExport } from './columns'
import { clientRequestsListSchema } from './list-params'
import { MyRequestsToggle, useRequestWork } from './next-request'
import { clientRequestDeletion, clientRequestNotices } from './notices'
import { clientRequestAtoms } from './queries'

type ListState = ListQueryState<typeof clientRequestsListSchema>

const statusOptions = clientRequestStatuses.map((status) => ({ value: status, label: clientRequestStatusLabels[status] }))

/** «Запросы клиентов»: search, status and account filters, sorting and pages in the URL; a drawer per request. */
export function ClientRequestsScreen() {
  const controller = useResourceList({
    resource: clientRequestsResource,
    atoms: clientRequestAtoms,
    schema: clientRequestsListSchema,
    drawer: drawerLinks.clientRequest,
    notices: clientRequestNotices,
    screen: paths.requests,
    exportAs: clientRequestsExport,
  })
  const openDrawer = useOpenDrawer()
  const openRecord = (uuid: string) => openDrawer(drawerTarget(drawerLinks.clientRequest, uuid))
  const rows = controller.table.result.data?.results
  const work = useRequestWork(openRecord, () => {
    const active = document.querySelector<HTMLElement>('main tbody tr[data-active]')
    return active ? rows?.[Number(active.dataset.index)] : undefined
  })
  // Filtered by an account, every row names it: the select shows it before any search.
  const filteredAccountName = controller.table.result.data?.results.find(
    (request: ClientRequest) => request.client_request_account_uuid === controller.state.account,
  )?.account_name

  const filters: readonly ListFilter<ListState>[] = [
    { kind: 'search', key: 'search', label: 'Поиск', placeholder: 'Заголовок, описание или кабинет' },
    { kind: 'choices', key: 'statuses', label: 'Статус', options: statusOptions },
    {
      kind: 'custom',
      key: 'account',
      render: (state, update) => (
        <AccountSelect
          label="Кабинет"
          value={state.account}
          valueLabel={filteredAccountName}
          onValueChange={(account) => update({ account })}
        />
      ),
    },
    {
      kind: 'custom',
      key: 'claimedBy',
      render: (state, update) => <MyRequestsToggle value={state.claimedBy} onChange={(claimedBy) => update({ claimedBy })} />,
    },
  ]

  return (
    <ResourceListScreen
      description={{
        title: 'Запросы клиентов',
        filtersLabel: 'Поиск и фильтры запросов',
        filters,
        columns: clientRequestColumns,
        empty: { emptyText: 'Запросов пока нет.' },
        errorTitle: 'Не удалось загрузить запросы',
        deletion: clientRequestDeletion,
        recordForms: { one: 'запрос', few: 'запроса', many: 'запросов' },
        headerActions: work.button,
        bulkActions: (start, disabled, unavailable) => (
          <ClientRequestBulkActions start={start} disabled={disabled} unavailable={unavailable} />
        ),
      }}
      controller={controller}
    />
  )
}
