import type { ClientAccount } from '../../../contract/schemas/client-accounts'
import { AccountRequestsLink } from '../../entities/client-account/account-requests-link'
import { formatDate, formatNumber } from '../../lib/format'
import { formatPhone } from '../../lib/phone'
import { RecordListView, useRecordList } from '../../records/record-list'
import type { ListExportSpec } from '../../state/lists/use-list-export'
import { useBulkEdit } from '../../state/lists/use-resource-bulk'
import { Badge, Button, CopyableText, type TableColumn } from '../../ui'
import { activityLabel, clientAccounts } from './record-type'

const { fields } = clientAccounts

const columns: readonly TableColumn<ClientAccount>[] = [
  { id: 'name', header: fields.name.label, sortable: true, cell: (account) => account.name },
  { id: 'company', header: fields.company.label, cell: (account) => account.company || '—' },
  {
    id: 'contact_email',
    header: fields.contact_email.label,
    cell: (account) => <CopyableText value={account.contact_email} what="почту" />,
  },
  {
    id: 'contact_phone',
    header: fields.contact_phone.label,
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
    cell: (account) => <Badge tone={account.is_active ? 'success' : 'neutral'}>{activityLabel(account.is_active)}</Badge>,
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

const exportColumns: ListExportSpec<ClientAccount>['columns'] = [
  { header: fields.name.label, value: (account) => account.name },
  { header: fields.company.label, value: (account) => account.company },
  { header: fields.contact_email.label, value: (account) => account.contact_email },
  { header: fields.contact_phone.label, value: (account) => account.contact_phone },
  { header: 'Статус', value: (account) => activityLabel(account.is_active) },
  { header: 'Запросы', value: (account) => account.requests_count, kind: 'number' },
  { header: 'Создан', value: (account) => account.created_at, kind: 'date' },
]

/** «Кабинеты клиентов»: search and an activity filter (from the list's declaration), sorting and pages in the URL; «Включить» and «Отключить» on a selection. */
export function ClientAccountsScreen() {
  const controller = useRecordList(clientAccounts, exportColumns)
  const editEach = useBulkEdit(clientAccounts.atoms)
  const setActive = (active: boolean) => editEach({ is_active: active })
  return (
    <RecordListView
      type={clientAccounts}
      controller={controller}
      columns={columns}
      filters={['search', 'is_active']}
      bulkActions={(start, disabled, unavailable) => (
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
      )}
    />
  )
}
