import type { ClientAccount } from '../../../contract/schemas/client-accounts'
import { clientAccountActivityLabel } from '../../api/labels'
import { AccountRequestsLink } from '../../entities/client-account/account-requests-link'
import { formatDate, formatNumber } from '../../lib/format'
import { formatPhone } from '../../lib/phone'
import type { ListExportSpec } from '../../state/lists/use-list-export'
import { Badge, CopyableText, type TableColumn } from '../../ui'

/** «Кабинеты клиентов»' columns. */
export const clientAccountColumns: readonly TableColumn<ClientAccount>[] = [
  { id: 'name', header: 'Название', sortable: true, cell: (account) => account.name },
  { id: 'company', header: 'Компания', cell: (account) => account.company || '—' },
  { id: 'contact_email', header: 'Электронная почта', cell: (account) => <CopyableText value={account.contact_email} what="почту" /> },
  {
    id: 'contact_phone',
    header: 'Телефон',
    kind: 'number',
    cell: (account) =>
      account.contact_phone === null ? (
        '—'
      ) : (
        <CopyableText value={account.contact_phone} what="телефон">
          {formatPhone(account.contact_phone)}
        </CopyableText>
      ),
  },
  {
    id: 'is_active',
    header: 'Статус',
    kind: 'badge',
    cell: (account) => <Badge tone={account.is_active ? 'success' : 'neutral'}>{clientAccountActivityLabel(account.is_active)}</Badge>,
  },
  {
    id: 'requests_count',
    header: 'Запросы',
    sortable: true,
    align: 'end',
    kind: 'number',
    cell: (account) => (
      <AccountRequestsLink
        accountUuid={account.client_request_account_uuid}
        label={`Запросы кабинета «${account.name}»: ${formatNumber(account.requests_count)}`}
      >
        {formatNumber(account.requests_count)}
      </AccountRequestsLink>
    ),
  },
  { id: 'created_at', header: 'Создан', sortable: true, kind: 'date', cell: (account) => formatDate(account.created_at) },
]

/** «Кабинеты клиентов» as a CSV file. */
export const clientAccountsExport: ListExportSpec<ClientAccount> = {
  fileId: 'client-accounts',
  columns: [
    { header: 'Название', value: (account) => account.name },
    { header: 'Компания', value: (account) => account.company },
    { header: 'Электронная почта', value: (account) => account.contact_email },
    { header: 'Телефон', value: (account) => account.contact_phone },
    { header: 'Статус', value: (account) => clientAccountActivityLabel(account.is_active) },
    { header: 'Запросы', value: (account) => account.requests_count, kind: 'number' },
    { header: 'Создан', value: (account) => account.created_at, kind: 'date' },
  ],
}
