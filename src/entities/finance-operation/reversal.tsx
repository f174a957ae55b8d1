import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { localDay } from '../../lib/chart-data'
import { drawerLinks, drawerTarget } from '../../lib/drawers'
import { formatDate, formatDateTime, formatMoney } from '../../lib/format'
import { paths } from '../../lib/paths'
import { useReversalOffer } from '../../state/domain/reversals'
import { useOpenDrawer } from '../../state/shell/use-open-drawer'
import { Button, textLink } from '../../ui'

/** The drawer that reverses a top-up, with the customer it belongs to (for its summary). */
export const reversalDrawer = (operation: Pick<FinanceOperation, 'operation_uuid' | 'customer_uuid'>) =>
  drawerTarget(drawerLinks.reversal, operation.operation_uuid, { customer: operation.customer_uuid })

/** «Операции» of the customer on the operation's day, of its type: where an operation is shown (there is no page of one). */
function operationHref(customerUuid: string, operation: { created_at: string }, type: FinanceOperation['type']): string {
  const day = localDay(new Date(operation.created_at))
  return `${paths.operations.getHref()}?${new URLSearchParams({ customer: customerUuid, type, date_from: day, date_to: day }).toString()}`
}

// Wraps at its spaces like the description above it: a table cell does not wrap, and at 1024 px it cut the amount.
const note = css({ display: 'block', fontSize: 'sm', color: 'fg.muted', whiteSpace: 'normal', overflowWrap: 'break-word' })

/**
 * The link between a top-up and its reversals, both ways: a reversal names the top-up it takes
 * back, a top-up says «Сторнировано: <сумма>, <кто>, <когда>» for each of its reversals.
 */
export function ReversalLinks({ operation }: { operation: FinanceOperation }) {
  if (operation.reverses) {
    const original = operation.reverses
    return (
      <span className={note}>
        <Link className={textLink} to={operationHref(operation.customer_uuid, original, original.type)}>
          Сторно пополнения от {formatDate(original.created_at)} на {formatMoney(original.amount)}
        </Link>
      </span>
    )
  }
  return (operation.reversals ?? []).map((mark) => (
    <span key={mark.operation_uuid} className={note}>
      <Link className={textLink} to={operationHref(operation.customer_uuid, mark, 'reversal')}>
        Сторнировано: {formatMoney(mark.amount)}, {mark.reversed_by_email}, {formatDateTime(mark.created_at)}
      </Link>
    </span>
  ))
}

/** «Сторнировать» on a top-up's row: opens the reversal drawer, or says why it cannot; nothing for other rows or roles. */
export function ReverseButton({ operation }: { operation: FinanceOperation }) {
  const { offered, unavailable } = useReversalOffer(operation)
  const openDrawer = useOpenDrawer()
  if (!offered) return null
  return (
    <Button size="sm" variant="outline" unavailable={unavailable} onClick={() => openDrawer(reversalDrawer(operation))}>
      Сторнировать
    </Button>
  )
}
