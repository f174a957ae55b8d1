import { useAtom, useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { describeError, isPageMissing } from '../../api/errors'
import type { Customer } from '../../api/schemas/customers'
import type { InvitedUser, ReferralCode, ReferralLink } from '../../api/schemas/referrals'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import { writeListQuery, type ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import {
  invitedUsersQueryAtom,
  invitedUsersQueryParamsAtom,
  referralCodesQueryAtom,
  referralCodesQueryParamsAtom,
  referralLinksQueryAtom,
  referralLinksQueryParamsAtom,
  referrerCandidatesQueryAtom,
  referrerQueryAtom,
  referrerSearchAtom,
} from '../../state/referrals'
import { useQueryParams } from '../../state/use-query-params'
import {
  Button,
  DayRangeFields,
  EmptyState,
  ErrorState,
  PageHeader,
  PagedTable,
  SearchField,
  Skeleton,
  Tabs,
  textLink,
  type TableColumn,
} from '../../ui'
import {
  readReferralsListState,
  referralsListSchema,
  toInvitedUsersQuery,
  toReferralCodesQuery,
  toReferralLinksQuery,
  type ReferralTab,
  type ReferralsListState,
} from './referrals-list-params'

type ListPatch = Partial<ListQueryState<typeof referralsListSchema>>

interface TabProps {
  state: ReferralsListState
  update: (patch: ListPatch) => void
}

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '3' })

function CustomerLink({ uuid, email }: { uuid: string; email: string }) {
  return (
    <Link className={textLink} to={paths.user.getHref(uuid)}>
      {email}
    </Link>
  )
}

/** The invited tab of the referrals screen for one referrer. */
function invitedHref(customerUuid: string): string {
  return `${paths.referrals.getHref()}?${new URLSearchParams({ tab: 'invited', customer: customerUuid }).toString()}`
}

/** «Рефералы»: referral codes, whom a customer invited, and every referral link; each tab's state in the URL. */
export function ReferralsScreen() {
  const [searchParams, setSearchParams] = useSearchParams()
  const state = useMemo(() => readReferralsListState(searchParams), [searchParams])
  const update = (patch: ListPatch) => setSearchParams((current) => writeListQuery(current, referralsListSchema, patch))
  // Another tab starts afresh; the chosen referrer stays for when the invited tab is opened again.
  const changeTab = (tab: ReferralTab) => update({ tab, search: '', period: { from: '', to: '' } })

  const tabProps: TabProps = { state, update }
  return (
    <>
      <PageHeader title="Рефералы" description="Реферальные коды, приглашённые пользователи и все реферальные связи" />
      <Tabs<ReferralTab>
        label="Разделы рефералов"
        value={state.tab || 'codes'}
        onValueChange={changeTab}
        items={[
          { value: 'codes', label: 'Коды', content: <CodesTab {...tabProps} /> },
          { value: 'invited', label: 'Приглашённые', content: <InvitedTab {...tabProps} /> },
          { value: 'links', label: 'Все связи', content: <LinksTab {...tabProps} /> },
        ]}
      />
    </>
  )
}

const codeColumns: readonly TableColumn<ReferralCode>[] = [
  { id: 'code', header: 'Код', width: '10rem', cell: (code) => <code>{code.code}</code> },
  { id: 'email', header: 'Пользователь', cell: (code) => <CustomerLink uuid={code.customer_uuid} email={code.email} /> },
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
  { id: 'earned', header: 'Заработано', align: 'end', width: '10rem', cell: (code) => formatMoney(code.earned) },
  { id: 'created_at', header: 'Создан', width: '8rem', cell: (code) => formatDate(code.created_at) },
]

function CodesTab({ state, update }: TabProps) {
  const navigate = useNavigate()
  const query = useMemo(() => toReferralCodesQuery(state), [state])
  useQueryParams(referralCodesQueryParamsAtom, query)
  const result = useAtomValue(referralCodesQueryAtom)
  return (
    <>
      <div className={toolbar} role="search" aria-label="Поиск кодов">
        <SearchField label="Поиск" placeholder="Код или почта" value={state.search} onChange={(search) => update({ search })} />
      </div>
      <PagedTable
        label="Реферальные коды"
        errorTitle="Не удалось загрузить реферальные коды"
        errorMessage={describeError(result.error)}
        pageMissing={isPageMissing(result.error, state.page)}
        result={result}
        columns={codeColumns}
        getRowId={(code) => code.code}
        onRowActivate={(code) => void navigate(invitedHref(code.customer_uuid))}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        empty={<EmptyState title={state.search ? 'Ничего не найдено' : 'Реферальных кодов пока нет'} />}
      />
    </>
  )
}

const invitedColumns: readonly TableColumn<InvitedUser>[] = [
  { id: 'email', header: 'Пользователь', cell: (user) => <CustomerLink uuid={user.customer_uuid} email={user.email} /> },
  { id: 'registered_at', header: 'Регистрация', width: '9rem', cell: (user) => formatDate(user.registered_at) },
  { id: 'spent', header: 'Потратил', align: 'end', width: '10rem', cell: (user) => formatMoney(user.spent) },
  { id: 'bonus', header: 'Бонус', align: 'end', width: '10rem', cell: (user) => formatMoney(user.bonus) },
]

function InvitedTab({ state, update }: TabProps) {
  const navigate = useNavigate()
  const query = useMemo(() => toInvitedUsersQuery(state), [state])
  useQueryParams(invitedUsersQueryParamsAtom, query)

  if (state.customerUuid === '') {
    return <ReferrerPicker onPick={(customerUuid) => update({ customerUuid })} />
  }
  return (
    <>
      <div className={toolbar}>
        <ReferrerHeading customerUuid={state.customerUuid} />
        <Button variant="outline" size="sm" onClick={() => update({ customerUuid: '' })}>
          Выбрать другого пользователя
        </Button>
      </div>
      <InvitedList state={state} update={update} onOpen={(user) => void navigate(paths.user.getHref(user.customer_uuid))} />
    </>
  )
}

function InvitedList({ state, update, onOpen }: TabProps & { onOpen: (user: InvitedUser) => void }) {
  const result = useAtomValue(invitedUsersQueryAtom)
  return (
    <PagedTable
      label="Приглашённые"
      errorTitle="Не удалось загрузить приглашённых"
      errorMessage={describeError(result.error)}
      pageMissing={isPageMissing(result.error, state.page)}
      result={result}
      columns={invitedColumns}
      getRowId={(user) => user.customer_uuid}
      onRowActivate={onOpen}
      page={state.page}
      pageSize={state.pageSize}
      onPageChange={(page) => update({ page })}
      onPageSizeChange={(pageSize) => update({ pageSize })}
      empty={<EmptyState title="Этот пользователь пока никого не пригласил" />}
    />
  )
}

/** Whose invitations are shown: their email, linked to them. */
function ReferrerHeading({ customerUuid }: { customerUuid: string }) {
  const referrer = useAtomValue(referrerQueryAtom)
  return (
    <h2 className={css({ fontSize: 'md', fontWeight: 'semibold', display: 'flex', gap: '1.5', alignItems: 'center' })}>
      Пригласил:{' '}
      {referrer.isPending ? (
        <Skeleton width="12rem" />
      ) : (
        <CustomerLink uuid={customerUuid} email={referrer.data?.email ?? customerUuid} />
      )}
    </h2>
  )
}

const candidateList = css({ display: 'flex', flexDir: 'column', gap: '1', mt: '3', maxW: '36rem', listStyle: 'none', p: 0 })
const candidateButton = css({ w: 'full', justifyContent: 'flex-start', gap: '2', textAlign: 'start' })

/** Finds the referrer among the customers by email, name, phone or company. */
function ReferrerPicker({ onPick }: { onPick: (customerUuid: string) => void }) {
  const [search, setSearch] = useAtom(referrerSearchAtom)
  return (
    <section aria-labelledby="referrer-picker-title">
      <h2 id="referrer-picker-title" className={css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' })}>
        Чьих приглашённых показать?
      </h2>
      <SearchField label="Найти пользователя" placeholder="Почта, имя, телефон или компания" value={search} onChange={setSearch} />
      {search !== '' && <ReferrerCandidates onPick={onPick} />}
    </section>
  )
}

function ReferrerCandidates({ onPick }: { onPick: (customerUuid: string) => void }) {
  const result = useAtomValue(referrerCandidatesQueryAtom)
  if (result.isError && !result.data) {
    return (
      <ErrorState
        title="Не удалось найти пользователей"
        message={describeError(result.error)}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    )
  }
  if (!result.data) {
    return (
      <div aria-busy="true" className={candidateList}>
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </div>
    )
  }
  if (result.data.results.length === 0) return <EmptyState title="Пользователи не найдены" />
  return (
    <ul aria-label="Найденные пользователи" aria-busy={result.isPlaceholderData || undefined} className={candidateList}>
      {result.data.results.map((customer: Customer) => (
        <li key={customer.customer_uuid}>
          <Button variant="plain" className={candidateButton} onClick={() => onPick(customer.customer_uuid)}>
            <span>{customer.email}</span>
            <span className={css({ color: 'fg.muted' })}>
              {`${customer.first_name} ${customer.last_name}`.trim()}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  )
}

const linkColumns: readonly TableColumn<ReferralLink>[] = [
  {
    id: 'referrer',
    header: 'Пригласил',
    cell: (row) => <CustomerLink uuid={row.referrer_uuid} email={row.referrer_email} />,
  },
  {
    id: 'invited',
    header: 'Приглашённый',
    cell: (row) => <CustomerLink uuid={row.invited_uuid} email={row.invited_email} />,
  },
  { id: 'registered_at', header: 'Регистрация', width: '9rem', cell: (row) => formatDate(row.registered_at) },
  { id: 'bonus', header: 'Бонус', align: 'end', width: '10rem', cell: (row) => formatMoney(row.bonus) },
]

function LinksTab({ state, update }: TabProps) {
  const query = useMemo(() => toReferralLinksQuery(state), [state])
  useQueryParams(referralLinksQueryParamsAtom, query)
  const result = useAtomValue(referralLinksQueryAtom)
  const filtered = state.search !== '' || state.period.from !== '' || state.period.to !== ''
  const reset = () => update({ search: '', period: { from: '', to: '' } })
  return (
    <>
      <div className={toolbar} role="search" aria-label="Поиск и период связей">
        <SearchField label="Поиск" placeholder="Почта пригласившего или приглашённого" value={state.search} onChange={(search) => update({ search })} />
        <DayRangeFields fromLabel="Регистрация с" toLabel="Регистрация по" value={state.period} onChange={(period) => update({ period })} />
        {filtered && (
          <Button variant="plain" onClick={reset}>
            Сбросить фильтры
          </Button>
        )}
      </div>
      <PagedTable
        label="Реферальные связи"
        errorTitle="Не удалось загрузить реферальные связи"
        errorMessage={describeError(result.error)}
        pageMissing={isPageMissing(result.error, state.page)}
        result={result}
        columns={linkColumns}
        getRowId={(row) => `${row.referrer_uuid}:${row.invited_uuid}`}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        empty={
          <EmptyState
            title="Связей не найдено"
            description={filtered ? 'Попробуйте изменить поиск или период.' : undefined}
            action={filtered ? <Button variant="outline" onClick={reset}>Сбросить фильтры</Button> : undefined}
          />
        }
      />
    </>
  )
}
