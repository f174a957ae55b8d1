import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import type { Customer } from '../../../contract/schemas/customers'
import type { InvitedUser } from '../../../contract/schemas/referrals'
import { CustomerLink, customerName } from '../../entities/customer/customer'
import { formatDate, formatMoney } from '../../lib/format'
import type { ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { useCustomer } from '../../state/domain/customers'
import { useListController } from '../../state/lists/use-resource-list'
import { queryFailure } from '../../state/query/query-failure'
import { Button, EmptyState, ErrorState, ListPage, SearchField, Skeleton, type ListPageDescription, type TableColumn } from '../../ui'
import { invitedListSchema } from './list-params'
import { invitedPages, useReferrerCandidates, useReferrerSearch } from './queries'

const invitedColumns: readonly TableColumn<InvitedUser>[] = [
  { id: 'email', header: 'Пользователь', cell: (user) => <CustomerLink customerUuid={user.customer_uuid}>{user.email}</CustomerLink> },
  { id: 'registered_at', header: 'Регистрация', kind: 'date', cell: (user) => formatDate(user.registered_at) },
  { id: 'spent', header: 'Потратил', align: 'end', kind: 'money', cell: (user) => formatMoney(user.spent) },
  { id: 'bonus', header: 'Бонус', align: 'end', kind: 'money', cell: (user) => formatMoney(user.bonus) },
]

const referrerRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '3' })

const invitedDescription: ListPageDescription<InvitedUser, ListQueryState<typeof invitedListSchema>> = {
  title: 'Приглашённые',
  heading: 'tab',
  columns: invitedColumns,
  errorTitle: 'Не удалось загрузить приглашённых',
  empty: () => <EmptyState title="Этот пользователь пока никого не пригласил" />,
}

/** Whom one customer invited: first the referrer is picked, then their invited are listed. */
export function InvitedTab() {
  const navigate = useNavigate()
  // The endpoint requires a customer: nothing is asked for until one is chosen.
  const page = useListController({
    schema: invitedListSchema,
    pages: invitedPages,
    idOf: (user) => user.customer_uuid,
    paged: (state) => state.customerUuid !== '',
  })
  const { state, update } = page

  if (state.customerUuid === '') {
    return <ReferrerPicker onPick={(customerUuid) => update({ customerUuid })} />
  }
  return (
    <ListPage
      description={invitedDescription}
      controller={{ ...page, onRowActivate: (user) => void navigate(paths.user.getHref(user.customer_uuid)) }}
      beforeList={
        <div className={referrerRow}>
          <ReferrerHeading customerUuid={state.customerUuid} />
          <Button variant="outline" size="sm" onClick={() => update({ customerUuid: '' })}>
            Выбрать другого пользователя
          </Button>
        </div>
      }
    />
  )
}

/** Whose invitations are shown: their email, linked to them. */
function ReferrerHeading({ customerUuid }: { customerUuid: string }) {
  const referrer = useCustomer(customerUuid)
  return (
    <h2 className={css({ fontSize: 'md', fontWeight: 'semibold', display: 'flex', gap: '1.5', alignItems: 'center' })}>
      Пригласил:{' '}
      {referrer.isPending ? (
        <Skeleton width="12rem" />
      ) : (
        <CustomerLink customerUuid={customerUuid}>{referrer.data?.email ?? customerUuid}</CustomerLink>
      )}
    </h2>
  )
}

const candidateList = css({ display: 'flex', flexDir: 'column', gap: '1', mt: '3', maxW: '36rem', listStyle: 'none', p: 0 })
const candidateButton = css({ w: 'full', justifyContent: 'flex-start', gap: '2', textAlign: 'start' })

/** Finds the referrer among the customers by email, name, phone or company. */
function ReferrerPicker({ onPick }: { onPick: (customerUuid: string) => void }) {
  const [search, setSearch] = useReferrerSearch()
  return (
    <section aria-labelledby="referrer-picker-title">
      <h2 id="referrer-picker-title" className={css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' })}>
        Чьих приглашённых показать?
      </h2>
      <SearchField label="Найти пользователя" placeholder="Почта, имя, телефон или компания" value={search} onChange={setSearch} />
      {search !== '' && <ReferrerCandidates search={search} onPick={onPick} />}
    </section>
  )
}

function ReferrerCandidates({ search, onPick }: { search: string; onPick: (customerUuid: string) => void }) {
  const result = useReferrerCandidates(search)
  if (result.isError && !result.data) {
    return <ErrorState title="Не удалось найти пользователей" {...queryFailure(result)} />
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
            <span className={css({ color: 'fg.muted' })}>{customerName(customer)}</span>
          </Button>
        </li>
      ))}
    </ul>
  )
}
