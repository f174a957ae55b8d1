import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { operationTypeLabels } from '../../api/labels'
import type { FinanceOperation, FinanceOperationType } from '../../api/schemas/finance'
import { formatDateTime, formatMoney } from '../../lib/format'
import { paths } from '../../lib/paths'
import { Badge, textLink, type BadgeTone, type TableColumn } from '../../ui'

const operationTypeTones: Record<FinanceOperationType, BadgeTone> = {
  top_up: 'success',
  charge: 'neutral',
  refund: 'warning',
  bonus: 'accent',
  admin_top_up: 'success',
}

const amountText = css({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '&[data-sign=positive]': { color: 'success.text' },
})

const description = css({ color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export function Amount({ value }: { value: string }) {
  return (
    <span className={amountText} data-sign={value.startsWith('-') ? 'negative' : 'positive'}>
      {formatMoney(value, { signed: true })}
    </span>
  )
}

const dateColumn: TableColumn<FinanceOperation> = {
  id: 'created_at',
  header: 'Дата и время',
  sortable: true,
  width: '10.5rem',
  cell: (operation) => formatDateTime(operation.created_at),
}

const customerColumn: TableColumn<FinanceOperation> = {
  id: 'customer',
  header: 'Пользователь',
  width: '16rem',
  cell: (operation) => (
    <Link className={textLink} to={paths.user.getHref(operation.customer_uuid)}>
      {operation.customer_email}
    </Link>
  ),
}

const restColumns: readonly TableColumn<FinanceOperation>[] = [
  {
    id: 'type',
    header: 'Тип',
    width: '14rem',
    cell: (operation) => <Badge tone={operationTypeTones[operation.type]}>{operationTypeLabels[operation.type]}</Badge>,
  },
  {
    id: 'amount',
    header: 'Сумма',
    align: 'end',
    sortable: true,
    width: '9.5rem',
    cell: (operation) => <Amount value={operation.amount} />,
  },
  {
    id: 'balance_after',
    header: 'Баланс после',
    align: 'end',
    width: '9.5rem',
    cell: (operation) => formatMoney(operation.balance_after),
  },
  {
    id: 'description',
    header: 'Описание',
    cell: (operation) => <span className={description}>{operation.description || '—'}</span>,
  },
]

/** Columns of the operations list: date, customer (linked), type, signed amount, balance after, description. */
export const operationColumns: readonly TableColumn<FinanceOperation>[] = [dateColumn, customerColumn, ...restColumns]

