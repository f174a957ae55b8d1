import { Link, useNavigate } from 'react-router-dom'
import type { ReferralCode, ReferralLink } from '../../../contract/schemas/referrals'
import { CustomerLink } from '../../entities/customer/customer'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import type { ListQueryState } from '../../lib/list-query'
import { useListQuery } from '../../state/lists/list-screen'
import { useListController } from '../../state/lists/use-resource-list'
import { EmptyState, ListPage, PageHeader, Tabs, textLink, type ListPageDescription, type TableColumn } from '../../ui'
import { InvitedTab } from './invited-tab'
import { codesListSchema, invitedHref, linksListSchema, referralsScreenSchema, type ReferralTab } from './list-params'
import { codePages, linkPages } from './queries'

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
    kind: 'number',
    cell: (code) => (
      <Link className={textLink} to={invitedHref(code.customer_uuid)} aria-label={`Приглашённые ${code.email}: ${code.invited_count}`}>
        {formatNumber(code.invited_count)}
      </Link>
    ),
  },
  { id: 'earned', header: 'Заработано', align: 'end', kind: 'money', cell: (code) => formatMoney(code.earned) },
  { id: 'created_at', header: 'Создан', kind: 'date', cell: (code) => formatDate(code.created_at) },
]

type CodesState = ListQueryState<typeof codesListSchema>

const codesDescription: ListPageDescription<ReferralCode, CodesState> = {
  title: 'Реферальные коды',
  heading: 'tab',
  filtersLabel: 'Поиск кодов',
  filters: [{ kind: 'search', key: 'search', label: 'Поиск', placeholder: 'Код или почта' }],
  columns: codeColumns,
  errorTitle: 'Не удалось загрузить реферальные коды',
  empty: (state) => <EmptyState title={state.search ? 'Ничего не найдено' : 'Реферальных кодов пока нет'} />,
}

function CodesTab() {
  const navigate = useNavigate()
  const page = useListController({ schema: codesListSchema, pages: codePages, idOf: (code) => code.code })
  return (
    <ListPage
      description={codesDescription}
      controller={{
        ...page,
        onRowActivate: (code) => void navigate(invitedHref(code.customer_uuid)),
        rowHref: (code) => invitedHref(code.customer_uuid),
      }}
    />
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
  { id: 'registered_at', header: 'Регистрация', kind: 'date', cell: (row) => formatDate(row.registered_at) },
  { id: 'bonus', header: 'Бонус', align: 'end', kind: 'money', cell: (row) => formatMoney(row.bonus) },
]

const linksDescription: ListPageDescription<ReferralLink, ListQueryState<typeof linksListSchema>> = {
  title: 'Реферальные связи',
  heading: 'tab',
  filtersLabel: 'Поиск и период связей',
  filters: [
    { kind: 'search', key: 'search', label: 'Поиск', placeholder: 'Почта пригласившего или приглашённого' },
    { kind: 'period', key: 'period', fromLabel: 'Регистрация с', toLabel: 'Регистрация по' },
  ],
  columns: linkColumns,
  errorTitle: 'Не удалось загрузить реферальные связи',
  empty: { title: 'Связей не найдено', filteredHint: 'Попробуйте изменить поиск или период.' },
}

function LinksTab() {
  const page = useListController({ schema: linksListSchema, pages: linkPages, idOf: (row) => `${row.referrer_uuid}:${row.invited_uuid}` })
  return <ListPage description={linksDescription} controller={page} />
}
