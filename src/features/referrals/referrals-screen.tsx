import { Link, useNavigate } from 'react-router-dom'
import type { ReferralCode, ReferralLink } from '../../api/schemas/referrals'
import { CustomerLink } from '../../entities/customer/customer'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import { useListQuery, useListScreen } from '../../state/lists/list-screen'
import { referralCodesList, referralLinksList } from '../../api/referrals'
import { useListPage } from '../../state/query/list-page'
import { DayRangeFields, EmptyState, ListEmptyState, ListToolbar, PageHeader, PagedTable, SearchField, Tabs, textLink, type TableColumn } from '../../ui'
import { InvitedTab } from './invited-tab'
import { codesListSchema, invitedHref, linksListSchema, referralsScreenSchema, type ReferralTab } from './referrals-list-params'

/** «Рефералы»: referral codes, whom a customer invited, and every referral link; each tab's state in the URL. */
export function ReferralsScreen() {
  const { state, update } = useListQuery(referralsScreenSchema)
  const { tab } = state
  // Another tab starts afresh; the chosen referrer stays for when the invited tab is opened again.
  const changeTab = (next: ReferralTab) => update({ tab: next, search: '', period: { from: '', to: '' } })
  return (
    <>
      <PageHeader title="Рефералы" description="Реферальные коды, приглашённые пользователи и все реферальные связи" />
      <Tabs<ReferralTab>
        label="Разделы рефералов"
        value={tab || 'codes'}
        onValueChange={changeTab}
        items={[
          { value: 'codes', label: 'Коды', content: <CodesTab /> },
          { value: 'invited', label: 'Приглашённые', content: <InvitedTab /> },
          { value: 'links', label: 'Все связи', content: <LinksTab /> },
        ]}
      />
    </>
  )
}

const codeColumns: readonly TableColumn<ReferralCode>[] = [
  { id: 'code', header: 'Код', width: '10rem', cell: (code) => <code>{code.code}</code> },
  { id: 'email', header: 'Пользователь', cell: (code) => <CustomerLink customerUuid={code.customer_uuid}>{code.email}</CustomerLink> },
  {
    id: 'invited_count',
    header: 'Приглашено',
    align: 'end',
    width: '9rem',
    cell: (code) => (
      <Link className={textLink} to={invitedHref(code.customer_uuid)} aria-label={`Приглашённые ${code.email}: ${code.invited_count}`}>
        {formatNumber(code.invited_count)}
      </Link>
    ),
  },
  { id: 'earned', header: 'Заработано', align: 'end', width: '10rem', fit: true, cell: (code) => formatMoney(code.earned) },
  { id: 'created_at', header: 'Создан', width: '8rem', fit: true, cell: (code) => formatDate(code.created_at) },
]

function CodesTab() {
  const navigate = useNavigate()
  const { state, apiParams, update, reset, filtered, tableFor } = useListScreen(codesListSchema)
  const result = useListPage(referralCodesList, apiParams)
  return (
    <>
      <ListToolbar label="Поиск кодов" filtered={filtered} onReset={reset}>
        <SearchField label="Поиск" placeholder="Код или почта" value={state.search} onChange={(search) => update({ search })} />
      </ListToolbar>
      <PagedTable
        label="Реферальные коды"
        errorTitle="Не удалось загрузить реферальные коды"
        columns={codeColumns}
        getRowId={(code) => code.code}
        onRowActivate={(code) => void navigate(invitedHref(code.customer_uuid))}
        rowHref={(code) => invitedHref(code.customer_uuid)}
        {...tableFor(result)}
        empty={<EmptyState title={state.search ? 'Ничего не найдено' : 'Реферальных кодов пока нет'} />}
      />
    </>
  )
}

const linkColumns: readonly TableColumn<ReferralLink>[] = [
  {
    id: 'referrer',
    header: 'Пригласил',
    cell: (row) => <CustomerLink customerUuid={row.referrer_uuid}>{row.referrer_email}</CustomerLink>,
  },
  {
    id: 'invited',
    header: 'Приглашённый',
    cell: (row) => <CustomerLink customerUuid={row.invited_uuid}>{row.invited_email}</CustomerLink>,
  },
  { id: 'registered_at', header: 'Регистрация', width: '9rem', fit: true, cell: (row) => formatDate(row.registered_at) },
  { id: 'bonus', header: 'Бонус', align: 'end', width: '10rem', fit: true, cell: (row) => formatMoney(row.bonus) },
]

function LinksTab() {
  const { state, apiParams, update, reset, filtered, tableFor } = useListScreen(linksListSchema)
  const result = useListPage(referralLinksList, apiParams)
  return (
    <>
      <ListToolbar label="Поиск и период связей" filtered={filtered} onReset={reset}>
        <SearchField label="Поиск" placeholder="Почта пригласившего или приглашённого" value={state.search} onChange={(search) => update({ search })} />
        <DayRangeFields fromLabel="Регистрация с" toLabel="Регистрация по" value={state.period} onChange={(period) => update({ period })} />
      </ListToolbar>
      <PagedTable
        label="Реферальные связи"
        errorTitle="Не удалось загрузить реферальные связи"
        columns={linkColumns}
        getRowId={(row) => `${row.referrer_uuid}:${row.invited_uuid}`}
        {...tableFor(result)}
        empty={<ListEmptyState title="Связей не найдено" filtered={filtered} onReset={reset} filteredHint="Попробуйте изменить поиск или период." />}
      />
    </>
  )
}
