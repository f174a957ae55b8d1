import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import type { CustomerDetails } from '../../../contract/schemas/customers'
import { isHttpError } from '../../api/errors'
import { RecordHistory } from '../../entities/audit-log/journal-feed'
import { customerName, CustomerStatusBadge } from '../../entities/customer/customer'
import { operationColumns } from '../../entities/finance-operation/operation-columns'
import { RecordPresence } from '../../entities/presence/record-presence'
import { drawerLinks, drawerTarget } from '../../lib/drawers'
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format'
import { paths } from '../../lib/paths'
import { formatPhone } from '../../lib/phone'
import { useCustomer } from '../../state/domain/customers'
import { useAccess } from '../../state/domain/permissions'
import { usePresence } from '../../state/live/use-presence'
import { queryFailure } from '../../state/query/query-failure'
import { useOpenDrawer } from '../../state/shell/use-open-drawer'
import { Button, Card, CopyableText, ErrorState, PageHeader, Skeleton, Table } from '../../ui'
import { PendingTopUps } from './pending-top-ups'
import { CustomerStory } from './timeline/customer-story'

const recentOperationColumns = operationColumns(['created_at', 'type', 'amount', 'balance_after', 'description', 'reverse'], {
  sortable: false,
})

const link = css({ color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { textDecoration: 'none' } })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: '4',
  '& dt': { color: 'fg.muted', fontSize: 'sm', mb: '0.5' },
  '& dd': { m: 0, fontWeight: 'medium' },
})
const money = css({ fontVariantNumeric: 'tabular-nums' })

function listHref(state: unknown): string {
  const search = typeof state === 'object' && state !== null && 'listSearch' in state ? state.listSearch : ''
  return typeof search === 'string' && search !== '' ? `${paths.users.getHref()}?${search}` : paths.users.getHref()
}

/** One customer («О пользователе»): every field, the last operations, top-up and one-time code. */
export function UserScreen() {
  const { uuid = '' } = useParams()
  const location = useLocation()
  const openDrawer = useOpenDrawer()
  const result = useCustomer(uuid)
  const customer = result.data
  const access = useAccess()
  // Others see who has this customer open, on the list's rows and here.
  usePresence('customer', customer ? uuid : undefined, 'viewing')

  function renderBody() {
    if (customer) return <CustomerDetailsView customer={customer} />
    if (isHttpError(result.error) && result.error.status === 404) {
      return <ErrorState title="Пользователь не найден" message="Возможно, ссылка устарела." />
    }
    if (result.isError) return <ErrorState title="Не удалось загрузить пользователя" {...queryFailure(result)} />
    return <CustomerSkeleton />
  }

  return (
    <>
      <p className={css({ mb: '2' })}>
        <Link className={link} to={listHref(location.state)}>
          ← Все пользователи
        </Link>
      </p>
      <PageHeader
        // Headed by whom it is about (the name, or the e-mail without one); «О пользователе» until it loads.
        title={customer ? customerName(customer) : 'О пользователе'}
        description={customer && customerName(customer) !== customer.email ? customer.email : undefined}
        actions={
          customer && (
            <>
              <Button
                onClick={() => openDrawer(drawerTarget(drawerLinks.topUp, uuid))}
                unavailable={access.unavailable('customers.top_up')}
              >
                Пополнить баланс
              </Button>
              <Button
                variant="outline"
                onClick={() => openDrawer(drawerTarget(drawerLinks.issueOtp, uuid))}
                unavailable={access.unavailable('customers.issue_otp')}
              >
                Выдать код
              </Button>
            </>
          )
        }
      />
      {customer && <RecordPresence resource="customer" uuid={customer.customer_uuid} subject="Пользователя" />}
      {renderBody()}
    </>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function CustomerDetailsView({ customer }: { customer: CustomerDetails }) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
      <PendingTopUps customerUuid={customer.customer_uuid} />
      <Card title="Профиль">
        <dl className={facts}>
          <Fact term="Имя">{customerName(customer)}</Fact>
          <Fact term="Электронная почта">
            <CopyableText value={customer.email} what="почту" />
          </Fact>
          <Fact term="Телефон">
            {customer.phone === null ? (
              '—'
            ) : (
              <CopyableText value={customer.phone} what="телефон">
                {formatPhone(customer.phone)}
              </CopyableText>
            )}
          </Fact>
          <Fact term="Компания">{customer.company ?? '—'}</Fact>
          <Fact term="Статус">
            <CustomerStatusBadge status={customer.status} />
          </Fact>
          <Fact term="Баланс">
            <span className={money}>{formatMoney(customer.balance)}</span>
          </Fact>
          <Fact term="Регистрация">{formatDateTime(customer.registered_at)}</Fact>
          <Fact term="Последняя активность">{formatDateTime(customer.last_active_at)}</Fact>
          <Fact term="Проанализировано изображений">
            <span className={money}>{formatNumber(customer.analyzed_images_count)}</span>
          </Fact>
          <Fact term="Проектов">
            <span className={money}>{formatNumber(customer.projects_count)}</span>
          </Fact>
          <Fact term="Реферальный код">{customer.referral_code ?? '—'}</Fact>
        </dl>
      </Card>
      <Card
        title="Последние операции"
        actions={
          <Link className={link} to={`${paths.operations.getHref()}?${new URLSearchParams({ customer: customer.customer_uuid })}`}>
            Все операции пользователя
          </Link>
        }
      >
        <Table
          label="Последние операции"
          columns={recentOperationColumns}
          rows={customer.recent_operations}
          getRowId={(operation) => operation.operation_uuid}
          empty={<p className={css({ color: 'fg.muted', py: '4', textAlign: 'center' })}>Операций пока нет</p>}
        />
      </Card>
      <CustomerStory customerUuid={customer.customer_uuid} />
      <Card>
        <RecordHistory targetUuid={customer.customer_uuid} headingLevel={2} />
      </Card>
    </div>
  )
}

function CustomerSkeleton() {
  return (
    <div aria-busy="true" className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
      <Card title="Профиль">
        <div className={facts}>
          {Array.from({ length: 11 }, (_, index) => (
            <div key={index}>
              <Skeleton width="40%" />
              <Skeleton width="70%" className={css({ mt: '1.5' })} />
            </div>
          ))}
        </div>
      </Card>
      <Card title="Последние операции">
        <Skeleton height="8rem" />
      </Card>
    </div>
  )
}
