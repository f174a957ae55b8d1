import { clientAccountsResource } from '../../api/client-accounts'
import { clientAccountOrderingFields, type ClientAccount } from '../../api/schemas/client-accounts'
import { AccountRequestsLink } from '../../entities/client-account/account-requests-link'
import { drawerLinks } from '../../lib/drawers'
import { formatDate, formatNumber } from '../../lib/format'
import { paths } from '../../lib/paths'
import { formatPhone } from '../../lib/phone'
import { choiceParam, orderingParam, pageParam, pageSizeParam, textParam, type ListQueryState } from '../../lib/list-query'
import { clientAccountAtoms } from '../../state/client-accounts'
import { useBulkEdit } from '../../state/use-resource-bulk'
import type { ListExportSpec } from '../../state/use-list-export'
import { useResourceList } from '../../state/use-resource-list'
import { Badge, Button, CopyableText, DEFAULT_PAGE_SIZES, ResourceListScreen, type ResourceListDescription } from '../../ui'
import { clientAccountDeletion, clientAccountNotices } from './client-account-texts'

/** «Кабинеты клиентов» in the URL, under the API's keys: `/request-accounts?search=…&is_active=false&ordering=-requests_count`. */
export const clientAccountsListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  search: textParam('search'),
  isActive: choiceParam('is_active', ['true', 'false'] as const),
  ordering: orderingParam('ordering', clientAccountOrderingFields, 'name'),
}

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
  columns: [
    { id: 'name', header: 'Название', sortable: true, cell: (account) => account.name },
    { id: 'company', header: 'Компания', cell: (account) => account.company || '—' },
    { id: 'contact_email', header: 'Электронная почта', cell: (account) => <CopyableText value={account.contact_email} what="почту" /> },
    { id: 'contact_phone', header: 'Телефон', width: '10rem', cell: (account) =>
        account.contact_phone === null ? '—' : (
          <CopyableText value={account.contact_phone} what="телефон">
            {formatPhone(account.contact_phone)}
          </CopyableText>
        ),
    },
    {
      id: 'is_active',
      header: 'Статус',
      width: '8rem',
      cell: (account) =>
        account.is_active ? <Badge tone="success">Активен</Badge> : <Badge tone="neutral">Неактивен</Badge>,
    },
    {
      id: 'requests_count',
      header: 'Запросы',
      sortable: true,
      align: 'end',
      width: '7rem',
      cell: (account) => (
        <AccountRequestsLink
          accountUuid={account.client_request_account_uuid}
          label={`Запросы кабинета «${account.name}»: ${formatNumber(account.requests_count)}`}
        >
          {formatNumber(account.requests_count)}
        </AccountRequestsLink>
      ),
    },
    { id: 'created_at', header: 'Создан', sortable: true, width: '8rem', fit: true, cell: (account) => formatDate(account.created_at) },
  ],
  empty: { emptyText: 'Кабинетов пока нет.' },
  errorTitle: 'Не удалось загрузить кабинеты',
  deletion: clientAccountDeletion,
}

/** «Кабинеты клиентов» as a CSV file. */
const clientAccountsExport: ListExportSpec<ClientAccount> = {
  fileId: 'client-accounts',
  columns: [
    { header: 'Название', value: (account) => account.name },
    { header: 'Компания', value: (account) => account.company },
    { header: 'Электронная почта', value: (account) => account.contact_email },
    { header: 'Телефон', value: (account) => account.contact_phone },
    { header: 'Статус', value: (account) => (account.is_active ? 'Активен' : 'Неактивен') },
    { header: 'Запросы', value: (account) => account.requests_count, kind: 'number' },
    { header: 'Создан', value: (account) => account.created_at, kind: 'date' },
  ],
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
  return (
    <ResourceListScreen
      description={{
        ...description,
        bulkActions: (start, disabled) => (
          <>
            <Button size="sm" variant="outline" disabled={disabled} onClick={() => start({ title: 'Включение', action: setActive(true) })}>
              Включить
            </Button>
            <Button size="sm" variant="outline" disabled={disabled} onClick={() => start({ title: 'Отключение', action: setActive(false) })}>
              Отключить
            </Button>
          </>
        ),
      }}
      controller={controller}
    />
  )
}
