import type { Customer } from '../../../contract/schemas/customers'
import { customerStatusLabels } from '../../api/labels'
import { customerName, CustomerStatusBadge } from '../../entities/customer/customer'
import { formatDate, formatDateTime, formatMoney } from '../../lib/format'
import type { ListExportSpec } from '../../state/lists/use-list-export'
import { CopyableText, type TableColumn } from '../../ui'

/** «Пользователи»' columns. */
export const userColumns: readonly TableColumn<Customer>[] = [
  { id: 'name', header: 'Имя', cell: (customer) => customerName(customer) },
  { id: 'email', header: 'Электронная почта', sortable: true, cell: (customer) => <CopyableText value={customer.email} what="почту" /> },
  { id: 'company', header: 'Компания', cell: (customer) => customer.company ?? '—' },
  {
    id: 'status',
    header: 'Статус',
    kind: 'badge',
    cell: (customer) => <CustomerStatusBadge status={customer.status} />,
  },
  {
    id: 'balance',
    header: 'Баланс',
    align: 'end',
    sortable: true,
    kind: 'money',
    cell: (customer) => formatMoney(customer.balance),
  },
  {
    id: 'registered_at',
    header: 'Регистрация',
    sortable: true,
    kind: 'date',
    cell: (customer) => formatDate(customer.registered_at),
  },
  {
    id: 'last_active_at',
    header: 'Последняя активность',
    sortable: true,
    kind: 'date',
    cell: (customer) => formatDateTime(customer.last_active_at),
  },
]

/** «Пользователи» as a CSV file. */
export const usersExport: ListExportSpec<Customer> = {
  fileId: 'users',
  periodKeys: ['registered_from', 'registered_to'],
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
