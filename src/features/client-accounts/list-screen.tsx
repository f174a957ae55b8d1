import type { ClientAccount } from '../../../contract/schemas/client-accounts'
import { clientAccountsResource } from '../../api/client-accounts'
import { useColumnsWithPresence } from '../../entities/presence/row-presence'
import { drawerLinks } from '../../lib/drawers'
import type { ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { clientAccountAtoms } from '../../state/domain/client-accounts'
import { useBulkEdit } from '../../state/lists/use-resource-bulk'
import { useResourceList } from '../../state/lists/use-resource-list'
import { Button, ResourceListScreen, type ResourceListDescription } from '../../ui'
import { clientAccountColumns, clientAccountsExport } from './columns'
import { clientAccountsListSchema } from './list-params'
import { clientAccountDeletion, clientAccountNotices } from './notices'

const description: ResourceListDescription<ClientAccount, ListQueryState<typeof clientAccountsListSchema>> = {
  title: 'Кабинеты клиентов',
  recordForms: { one: 'кабинет', few: 'кабинета', many: 'кабинетов' },
  filtersLabel: 'Поиск и фильтры кабинетов',
  filters: [
    { kind: 'search', key: 'search', label: 'Поиск', placeholder: 'Название, компания или почта' },
    {
      kind: 'choice',
      key: 'isActive',
      label: 'Активность',
      anyLabel: 'Все',
      options: [
        { value: 'true', label: 'Активные' },
        { value: 'false', label: 'Неактивные' },
      ],
    },
  ],
  columns: clientAccountColumns,
  empty: { emptyText: 'Кабинетов пока нет.' },
  errorTitle: 'Не удалось загрузить кабинеты',
  deletion: clientAccountDeletion,
}

/** «Кабинеты клиентов»: accounts with search, an activity filter, sorting and pages, all in the URL; «Включить» and «Отключить» on a selection. */
export function ClientAccountsScreen() {
  const controller = useResourceList({
    resource: clientAccountsResource,
    atoms: clientAccountAtoms,
    schema: clientAccountsListSchema,
    drawer: drawerLinks.clientAccount,
    notices: clientAccountNotices,
    screen: paths.requestAccounts,
    exportAs: clientAccountsExport,
  })
  const editEach = useBulkEdit(clientAccountAtoms)
  const setActive = (active: boolean) => editEach({ is_active: active })
  const columns = useColumnsWithPresence(clientAccountColumns, 'client_account', accountId)
  return (
    <ResourceListScreen
      description={{
        ...description,
        columns,
        bulkActions: (start, disabled, unavailable) => (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              unavailable={unavailable}
              onClick={() => start({ title: 'Включение', confirmLabel: 'Включить', action: setActive(true) })}
            >
              Включить
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              unavailable={unavailable}
              onClick={() => start({ title: 'Отключение', confirmLabel: 'Отключить', action: setActive(false) })}
            >
              Отключить
            </Button>
          </>
        ),
      }}
      controller={controller}
    />
  )
}

const accountId = (account: ClientAccount) => account.client_request_account_uuid
