import { css } from 'styled-system/css'
import type { FinanceOperation, FinanceOperationType } from '../../../contract/schemas/finance'
import { operationTypeLabels } from '../../api/labels'
import { formatDateTime, formatMoney } from '../../lib/format'
import { Badge, type BadgeTone, type TableColumn } from '../../ui'
import { CustomerLink } from '../customer/customer'
import { ReversalLinks, ReverseButton } from './reversal'

const operationTypeTones: Record<FinanceOperationType, BadgeTone> = {
  top_up: 'success',
  charge: 'neutral',
  refund: 'warning',
  bonus: 'accent',
  admin_top_up: 'success',
  reversal: 'warning',
}

const amountText = css({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '&[data-sign=positive]': { color: 'success.text' },
})

// Wraps at its spaces rather than being cut: beside the columns sized to their content a narrow
// screen leaves it little room («Пополнение банковской картой» at 1024 px); the row grows to show it.
const description = css({ color: 'fg.muted', whiteSpace: 'normal', overflowWrap: 'break-word' })

/** A signed money amount (`+1 500,00 ₽`, `−120,50 ₽`), credits in the success colour. */
export function Amount({ value }: { value: string }) {
  return (
    <span className={amountText} data-sign={value.startsWith('-') ? 'negative' : 'positive'}>
      {formatMoney(value, { signed: true })}
    </span>
  )
}

/** Every column a finance operation has, rendered the same wherever operations are listed. */
const columns = {
  created_at: {
    id: 'created_at',
    header: 'Дата и время',
    sortable: true,
    kind: 'date',
    cell: (operation) => formatDateTime(operation.created_at),
  },
  customer: {
    id: 'customer',
    header: 'Пользователь',
    cell: (operation) => <CustomerLink customerUuid={operation.customer_uuid}>{operation.customer_email}</CustomerLink>,
  },
  type: {
    id: 'type',
    header: 'Тип',
    kind: 'badge',
    cell: (operation) => <Badge tone={operationTypeTones[operation.type]}>{operationTypeLabels[operation.type]}</Badge>,
  },
  amount: {
    id: 'amount',
    header: 'Сумма',
    align: 'end',
    sortable: true,
    kind: 'money',
    cell: (operation) => <Amount value={operation.amount} />,
  },
  balance_after: {
    id: 'balance_after',
    header: 'Баланс после',
    align: 'end',
    kind: 'money',
    cell: (operation) => formatMoney(operation.balance_after),
  },
  description: {
    id: 'description',
    header: 'Описание',
    cell: (operation) => (
      <>
        <span className={description}>{operation.description || '—'}</span>
        <ReversalLinks operation={operation} />
      </>
    ),
  },
  reverse: {
    id: 'reverse',
    header: 'Сторно',
    kind: 'control',
    rowLink: false,
    cell: (operation) => <ReverseButton operation={operation} />,
  },
} satisfies Record<string, TableColumn<FinanceOperation>>

export type OperationColumnId = keyof typeof columns

/**
 * The operation columns a list shows, in this order. A list that is not sortable (the dashboard's,
 * a customer's last ten) passes `sortable: false`.
 */
export function operationColumns(
  ids: readonly OperationColumnId[],
  options: { sortable?: boolean } = {},
): readonly TableColumn<FinanceOperation>[] {
  return ids.map((id) => (options.sortable === false ? { ...columns[id], sortable: false } : columns[id]))
}
