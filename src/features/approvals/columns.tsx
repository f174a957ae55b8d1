import { css } from 'styled-system/css'
import type { Approval, ApprovalStatus } from '../../../contract/schemas/approvals'
import { approvalWhat } from '../../api/approval-words'
import { CustomerLink } from '../../entities/customer/customer'
import { formatDateTime, formatMoney } from '../../lib/format'
import { Badge, Button, type BadgeTone, type TableColumn } from '../../ui'
import { approvalStatusLabels, decisionLines, ownRequestLabel } from './notices'

const statusTones: Record<ApprovalStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', expired: 'neutral' }

export interface ApprovalActions {
  /** The signed-in person's uuid: their own requests are marked and offer no «Подтвердить». */
  ownUuid: string
  /** Why the person may not decide («Недоступно для роли «…»»); undefined when they may. */
  unavailable: string | undefined
  approve(approval: Approval): void
  reject(approval: Approval): void
}

// The decision wraps within this width, so that the buttons, not a long reason, set the column's width.
const decisionCell = css({ display: 'flex', flexDir: 'column', gap: '1', maxW: '17rem', whiteSpace: 'normal', py: '1' })
const decisionLine = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const twoLines = css({
  display: 'flex',
  flexDir: 'column',
  minW: 0,
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

/** The status, who decided, when and why, as text; a pending one's «Подтвердить» and «Отклонить». */
function Decision({ approval, actions }: { approval: Approval; actions: ApprovalActions }) {
  const own = approval.requested_by_uuid === actions.ownUuid
  const { said, reason } = decisionLines(approval)
  const who = `${approval.customer_label}, ${approvalWhat(approval)}`
  return (
    <div className={decisionCell}>
      <span className={decisionLine}>
        <Badge tone={statusTones[approval.status]}>{approvalStatusLabels[approval.status]}</Badge>
        {own && <Badge tone="accent">{ownRequestLabel}</Badge>}
      </span>
      {approval.status === 'pending' && (
        <span className={decisionLine}>
          {!own && (
            <Button
              size="sm"
              aria-label={`Подтвердить: ${who}`}
              unavailable={actions.unavailable}
              onClick={() => actions.approve(approval)}
            >
              Подтвердить
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            tone="danger"
            aria-label={`Отклонить: ${who}`}
            unavailable={actions.unavailable}
            onClick={() => actions.reject(approval)}
          >
            Отклонить
          </Button>
        </span>
      )}
      <span className={muted}>{said}</span>
      {reason && <span>{reason}</span>}
    </div>
  )
}

/** Customer, amount, who asked and when, the comment, and the decision: its buttons while pending, its outcome in words after. */
export function approvalColumns(actions: ApprovalActions): readonly TableColumn<Approval>[] {
  return [
    {
      id: 'customer',
      header: 'Пользователь',
      cell: (approval) => <CustomerLink customerUuid={approval.customer_uuid}>{approval.customer_label}</CustomerLink>,
    },
    { id: 'amount', header: 'Сумма', align: 'end', kind: 'money', cell: (approval) => formatMoney(approval.amount) },
    { id: 'kind', header: 'Что', cell: (approval) => approvalWhat(approval) },
    {
      id: 'requested_by',
      header: 'Кто и когда запросил',
      cell: (approval) => (
        <span className={twoLines}>
          <span>{approval.requested_by_email}</span>
          <span className={muted}>{formatDateTime(approval.requested_at)}</span>
        </span>
      ),
    },
    { id: 'comment', header: 'Комментарий', cell: (approval) => approval.comment || '—' },
    { id: 'decision', header: 'Решение', kind: 'control', cell: (approval) => <Decision approval={approval} actions={actions} /> },
  ]
}
