import { css } from 'styled-system/css'
import type { Approval, ApprovalStatus } from '../../../contract/schemas/approvals'
import { CustomerLink } from '../../entities/customer/customer'
import { formatDateTime, formatMoney } from '../../lib/format'
import { Badge, Button, type BadgeTone, type TableColumn } from '../../ui'
import { approvalStatusLabels, ownRequestLabel } from './notices'

const statusTones: Record<ApprovalStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', expired: 'neutral' }

export interface ApprovalActions {
  /** The signed-in person's uuid: their own requests are marked and offer no «Подтвердить». */
  ownUuid: string
  /** Why the person may not decide («Недоступно для роли «…»»); undefined when they may. */
  unavailable: string | undefined
  approve(approval: Approval): void
  reject(approval: Approval): void
}

const actionsCell = css({ display: 'flex', gap: '2', justifyContent: 'flex-end', alignItems: 'center' })

function Decision({ approval, actions }: { approval: Approval; actions: ApprovalActions }) {
  const own = approval.requested_by_uuid === actions.ownUuid
  if (approval.status !== 'pending') return own ? <Badge tone="accent">{ownRequestLabel}</Badge> : null
  const who = `${approval.customer_label}, ${formatMoney(approval.amount)}`
  return (
    <span className={actionsCell}>
      {own ? (
        <Badge tone="accent">{ownRequestLabel}</Badge>
      ) : (
        <Button size="sm" aria-label={`Подтвердить: ${who}`} unavailable={actions.unavailable} onClick={() => actions.approve(approval)}>
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
  )
}

/** Customer, amount, who asked and when, the comment, the expiry, the status, and the decision's buttons. */
export function approvalColumns(actions: ApprovalActions): readonly TableColumn<Approval>[] {
  return [
    {
      id: 'customer',
      header: 'Пользователь',
      width: '14rem',
      cell: (approval) => <CustomerLink customerUuid={approval.customer_uuid}>{approval.customer_label}</CustomerLink>,
    },
    { id: 'amount', header: 'Сумма', align: 'end', kind: 'money', cell: (approval) => formatMoney(approval.amount) },
    { id: 'requested_by', header: 'Кто запросил', width: '13rem', cell: (approval) => approval.requested_by_email },
    { id: 'requested_at', header: 'Когда', kind: 'date', cell: (approval) => formatDateTime(approval.requested_at) },
    { id: 'comment', header: 'Комментарий', cell: (approval) => approval.comment || '—' },
    { id: 'expires_at', header: 'Истекает', kind: 'date', cell: (approval) => formatDateTime(approval.expires_at) },
    {
      id: 'status',
      header: 'Статус',
      kind: 'badge',
      cell: (approval) => (
        <span title={approval.reason ?? undefined}>
          <Badge tone={statusTones[approval.status]}>{approvalStatusLabels[approval.status]}</Badge>
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Решение',
      align: 'end',
      kind: 'control',
      width: '16rem',
      cell: (approval) => <Decision approval={approval} actions={actions} />,
    },
  ]
}
