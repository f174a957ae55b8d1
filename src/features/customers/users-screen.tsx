import { useNavigate } from 'react-router-dom'
import { customerStatusLabels } from '../../api/labels'
import type { Customer } from '../../api/schemas/customers'
import { formatDate, formatDateTime, formatMoney } from '../../lib/format'
import type { ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { customersList } from '../../api/customers'
import { customersListAtoms } from '../../state/customers'
import type { ListExportSpec } from '../../state/use-list-export'
import { useListPage, useListTools } from '../../state/use-resource-list'
import { CustomerStatusBadge, customerName } from '../../entities/customer/customer'
import { CopyableText, ListPage, labelOptions, type ListPageDescription, type TableColumn } from '../../ui'
import { customersListSchema } from './list-params'
import { useUrlSearch } from '../../state/use-url-search'

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

const description: ListPageDescription<Customer, ListQueryState<typeof customersListSchema>> = {
  title: 'Пользователи',
  filtersLabel: 'Поиск и фильтры пользователей',
  filters: [
    { kind: 'search', key: 'search', label: 'Поиск', placeholder: 'Почта, имя, телефон или компания' },
    { kind: 'choices', key: 'statuses', label: 'Статус', options: labelOptions(customerStatusLabels) },
    { kind: 'period', key: 'registered', fromLabel: 'Регистрация с', toLabel: 'Регистрация по' },
  ],
  columns,
  errorTitle: 'Не удалось загрузить пользователей',
  empty: { emptyText: 'Пользователей пока нет.' },
}

/** The customers list («Пользователи»): search, filters, sorting and pages, all in the URL. */
export function UsersScreen() {
  const [searchParams] = useUrlSearch()
  const navigate = useNavigate()
  const page = useListPage({ schema: customersListSchema, atoms: customersListAtoms, idOf: customerId })
  const tools = useListTools(customersListSchema, page, { endpoint: customersList, nameOf: customerName, screen: paths.users, exportAs: usersExport })

  const openCustomer = (customer: Customer) => {
    const linkState: CustomerLinkState = { listSearch: searchParams.toString() }
    void navigate(paths.user.getHref(customer.customer_uuid), { state: linkState })
  }

  return (
    <ListPage
      description={description}
      controller={{ ...page, ...tools, onRowActivate: openCustomer, rowHref: (customer) => paths.user.getHref(customer.customer_uuid) }}
    />
  )
}

const customerId = (customer: Customer) => customer.customer_uuid
