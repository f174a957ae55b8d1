import { useNavigate } from 'react-router-dom'
import { customerStatusLabels } from '../../api/labels'
import type { Customer } from '../../api/schemas/customers'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format'
import { paths } from '../../lib/paths'
import { customersList } from '../../api/customers'
import { useListPage } from '../../state/query/list-page'
import { useSavedViews } from '../../state/lists/saved-views'
import { useListExport, type ListExportSpec } from '../../state/lists/use-list-export'
import { useListScreen } from '../../state/lists/list-screen'
import { useSelection } from '../../state/lists/use-selection'
import { CustomerStatusBadge, customerName } from '../../entities/customer/customer'
import {
  CheckboxGroup,
  CopyableText,
  DayRangeFields,
  ExportButton,
  ListEmptyState,
  ListToolbar,
  PageHeader,
  PagedTable,
  SavedViewsMenu,
  SearchField,
  SelectionBar,
  labelOptions,
  type TableColumn,
} from '../../ui'
import { customersListSchema } from './list-params'
import { useUrlSearch } from '../../state/shell/use-url-search'

/** What the customer screen's back link returns to: this list as it was. */
export interface CustomerLinkState {
  listSearch: string
}

const columns: readonly TableColumn<Customer>[] = [
  { id: 'name', header: 'Имя', cell: (customer) => customerName(customer) },
  { id: 'email', header: 'Электронная почта', sortable: true, cell: (customer) => <CopyableText value={customer.email} what="почту" /> },
  { id: 'company', header: 'Компания', cell: (customer) => customer.company ?? '—' },
  {
    id: 'status',
    header: 'Статус',
    width: '9rem',
    cell: (customer) => <CustomerStatusBadge status={customer.status} />,
  },
  {
    id: 'balance',
    header: 'Баланс',
    align: 'end',
    sortable: true,
    width: '9rem',
    fit: true,
    cell: (customer) => formatMoney(customer.balance),
  },
  {
    id: 'registered_at',
    header: 'Регистрация',
    sortable: true,
    width: '9rem',
    fit: true,
    cell: (customer) => formatDate(customer.registered_at),
  },
  {
    id: 'last_active_at',
    header: 'Последняя активность',
    sortable: true,
    width: '12rem',
    fit: true,
    cell: (customer) => formatDateTime(customer.last_active_at),
  },
]

/** «Пользователи» as a CSV file. */
const usersExport: ListExportSpec<Customer> = {
  fileId: 'users',
  columns: [
    { header: 'Имя', value: (customer) => customerName(customer) },
    { header: 'Электронная почта', value: (customer) => customer.email },
    { header: 'Телефон', value: (customer) => customer.phone },
    { header: 'Компания', value: (customer) => customer.company },
    { header: 'Статус', value: (customer) => customerStatusLabels[customer.status] },
    { header: 'Баланс', value: (customer) => customer.balance, kind: 'money' },
    { header: 'Регистрация', value: (customer) => customer.registered_at, kind: 'date' },
    { header: 'Последняя активность', value: (customer) => customer.last_active_at, kind: 'datetime' },
  ],
}

/** The customers list («Пользователи»): search, filters, sorting and pages, all in the URL. */
export function UsersScreen() {
  const [searchParams] = useUrlSearch()
  const navigate = useNavigate()
  const { state, apiParams, update, reset, filtered, tableFor } = useListScreen(customersListSchema)
  const exporter = useListExport(customersList, apiParams, usersExport)
  const savedViews = useSavedViews(customersListSchema, paths.users)
  const result = useListPage(customersList, apiParams)
  const selection = useSelection({
    endpoint: customersList,
    idOf: customerId,
    nameOf: customerName,
    params: apiParams,
    rows: result.data?.results ?? noCustomers,
    count: result.data?.count ?? 0,
  })

  const openCustomer = (customer: Customer) => {
    const linkState: CustomerLinkState = { listSearch: searchParams.toString() }
    void navigate(paths.user.getHref(customer.customer_uuid), { state: linkState })
  }

  const data = result.data

  return (
    <>
      <PageHeader
        title="Пользователи"
        description={data ? `Найдено: ${formatNumber(data.count)}` : undefined}
      />
      <ListToolbar label="Поиск и фильтры пользователей" filtered={filtered} onReset={reset} actions={<><SavedViewsMenu {...savedViews} /><ExportButton {...exporter} /></>}>
        <SearchField
          label="Поиск"
          placeholder="Почта, имя, телефон или компания"
          value={state.search}
          onChange={(search) => update({ search })}
        />
        <CheckboxGroup
          legend="Статус"
          options={labelOptions(customerStatusLabels)}
          value={state.statuses}
          onChange={(statuses) => update({ statuses })}
        />
        <DayRangeFields
          fromLabel="Регистрация с"
          toLabel="Регистрация по"
          value={state.registered}
          onChange={(registered) => update({ registered })}
        />
      </ListToolbar>
      <PagedTable
        label="Пользователи"
        selection={selection.table}
        errorTitle="Не удалось загрузить пользователей"
        columns={columns}
        getRowId={customerId}
        onRowActivate={openCustomer}
        rowHref={(customer) => paths.user.getHref(customer.customer_uuid)}
        {...tableFor(result)}
        empty={<ListEmptyState filtered={filtered} onReset={reset} emptyText="Пользователей пока нет." />}
      />
      <SelectionBar selection={selection} matching={data?.count ?? 0} />
    </>
  )
}

const customerId = (customer: Customer) => customer.customer_uuid
const noCustomers: readonly Customer[] = []
