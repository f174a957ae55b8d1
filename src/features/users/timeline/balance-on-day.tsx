import { useState } from 'react'
import { css } from 'styled-system/css'
import { operationTypeLabels } from '../../../api/labels'
import { localDay } from '../../../lib/chart-data'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { queryFailure } from '../../../state/query/query-failure'
import { Card, DayField, ErrorState, Skeleton } from '../../../ui'
import { useBalanceOnDay } from './queries'

const money = css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold', fontSize: 'lg' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })

/**
 * «Баланс на дату»: the balance at the end of a chosen day in this browser's time zone, and the
 * operation it comes from, read from the contract's finance operations (so any backend has it).
 */
export function BalanceOnDay({ customerUuid }: { customerUuid: string }) {
  const [day, setDay] = useState(() => localDay(new Date()))
  const result = useBalanceOnDay(customerUuid, day)
  function renderAnswer() {
    if (day === '') return <p className={muted}>Выберите день.</p>
    if (result.isError) return <ErrorState title="Не удалось узнать баланс" {...queryFailure(result)} />
    if (!result.data) return <Skeleton width="14rem" />
    const { operation } = result.data
    if (operation === null) {
      return (
        <p>
          Баланс на конец дня: <span className={money}>{formatMoney('0.00')}</span>
          <span className={muted}> — операций к этому дню не было</span>
        </p>
      )
    }
    return (
      <div>
        <p>
          Баланс на конец дня: <span className={money}>{formatMoney(operation.balance_after)}</span>
        </p>
        <p className={muted}>
          По операции от {formatDateTime(operation.created_at)}: {operationTypeLabels[operation.type]}{' '}
          {formatMoney(operation.amount, { signed: true })}
          {operation.description ? ` · ${operation.description}` : ''}
        </p>
      </div>
    )
  }
  return (
    <Card title="Баланс на дату">
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '5', alignItems: 'flex-end' })}>
        <DayField label="День" value={day} max={localDay(new Date())} onChange={setDay} />
        <div role="status" data-balance-on-day="">
          {renderAnswer()}
        </div>
      </div>
    </Card>
  )
}
