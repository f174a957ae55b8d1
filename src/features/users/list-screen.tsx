import { useNavigate } from 'react-router-dom'
import type { Customer } from '../../../contract/schemas/customers'
import { customersList } from '../../api/customers'
import { customerStatusLabels } from '../../api/labels'
import { customerName } from '../../entities/customer/customer'
import { useColumnsWithPresence } from '../../entities/presence/row-presence'
import type { ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { useListController, useListTools } from '../../state/lists/use-resource-list'
import { useUrlSearch } from '../../state/shell/use-url-search'
import { labelOptions, ListPage, type ListPageDescription } from '../../ui'
import { userColumns, usersExport } from './columns'
import { customersListSchema } from './list-params'
import { customerPages } from './queries'

/** What the customer screen's back link returns to: this list as it was. */
export interface CustomerLinkState {
  listSearch: string
}

const description: ListPageDescription<Customer, ListQueryState<typeof customersListSchema>> = {
  title: 'Пользователи',
  filtersLabel: 'Поиск и фильтры пользователей',
  filters: [
    { kind: 'search', key: 'search', label: 'Поиск', placeholder: 'Почта, имя, телефон или компания' },
    { kind: 'choices', key: 'statuses', label: 'Статус', options: labelOptions(customerStatusLabels) },
    { kind: 'period', key: 'registered', fromLabel: 'Регистрация с', toLabel: 'Регистрация по', queryNames: ['registered_at'] },
    { kind: 'amount', key: 'balance', label: 'Баланс' },
  ],
  columns: userColumns,
  errorTitle: 'Не удалось загрузить пользователей',
  empty: { emptyText: 'Пользователей пока нет.' },
}

/** The customers list («Пользователи»): search, filters, sorting and pages, all in the URL. */
export function UsersScreen() {
  const [searchParams] = useUrlSearch()
  const navigate = useNavigate()
  const page = useListController({ schema: customersListSchema, pages: customerPages, idOf: customerId })
  const tools = useListTools(customersListSchema, page, {
    endpoint: customersList,
    nameOf: customerName,
    screen: paths.users,
    exportAs: usersExport,
  })

  const columns = useColumnsWithPresence(userColumns, 'customer', customerId)

  const openCustomer = (customer: Customer) => {
    const linkState: CustomerLinkState = { listSearch: searchParams.toString() }
    void navigate(paths.user.getHref(customer.customer_uuid), { state: linkState })
  }

  return (
    <ListPage
      description={{ ...description, columns }}
      controller={{ ...page, ...tools, onRowActivate: openCustomer, rowHref: (customer) => paths.user.getHref(customer.customer_uuid) }}
    />
  )
}

const customerId = (customer: Customer) => customer.customer_uuid
