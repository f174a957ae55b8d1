import { useId, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { formatDateTime, formatMoney } from '../../lib/format'
import { queryFailure } from '../../state/query/query-failure'
import { ErrorState, Skeleton } from '../../ui'
import { useCustomerTopUps } from './queries'

const dayMs = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD` of a moment in this browser's zone. */
function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function withinLastDay(operations: readonly FinanceOperation[]): FinanceOperation[] {
  const since = Date.now() - dayMs
  return operations.filter((operation) => new Date(operation.created_at).getTime() >= since)
}

/**
 * The customer's admin top-ups of the last 24 hours, newest first. The API filters by whole days
 * (in the server's zone), so two days are asked for and the last 24 hours kept. `fresh()` asks the
 * server again: a top-up made a moment ago in another tab counts too.
 */
export function useRecentTopUps(customerUuid: string) {
  const [dateFrom] = useState(() => dayOf(new Date(Date.now() - 2 * dayMs)))
  const params = useMemo(
    () => ({
      customer_uuid: [customerUuid],
      type: ['admin_top_up'],
      date_from: [dateFrom],
      ordering: ['-created_at'],
      page_size: ['100'],
    }),
    [customerUuid, dateFrom],
  )
  const result = useCustomerTopUps(customerUuid === '' ? null : params)
  return {
    result,
    topUps: result.data && withinLastDay(result.data.results),
    /** The top-ups of the last 24 hours as the server has them now; none known when it cannot tell. */
    fresh: async (): Promise<FinanceOperation[]> => {
      const answer = await result.refetch()
      return withinLastDay(answer.data?.results ?? [])
    },
  }
}

const list = css({ display: 'flex', flexDir: 'column', gap: '1', listStyle: 'none', m: '0', p: '0', fontSize: 'sm' })
const item = css({ display: 'flex', gap: '3', flexWrap: 'wrap' })
const money = css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'medium' })
const muted = css({ color: 'fg.muted' })

/** «Пополнения за 24 часа»: amount, time and comment of each. */
export function RecentTopUps({ result }: { result: ReturnType<typeof useRecentTopUps> }) {
  const { topUps } = result
  const headingId = useId()
  let content
  if (result.result.isError && !result.result.data) {
    content = <ErrorState title="Не удалось загрузить пополнения" {...queryFailure(result.result)} />
  } else if (topUps === undefined) {
    content = <Skeleton width="60%" />
  } else if (topUps.length === 0) {
    content = <p className={muted}>Пополнений не было.</p>
  } else {
    content = (
      <ul className={list} aria-label="Пополнения за 24 часа">
        {topUps.map((operation) => (
          <li key={operation.operation_uuid} className={item}>
            <span className={money}>{formatMoney(operation.amount)}</span>
            <span className={muted}>{formatDateTime(operation.created_at)}</span>
            <span>{operation.description || '—'}</span>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      <h3 id={headingId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        Пополнения за 24 часа
      </h3>
      {content}
    </section>
  )
}
