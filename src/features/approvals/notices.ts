import type { Approval, ApprovalStatus } from '../../../contract/schemas/approvals'
import { formatDateTime } from '../../lib/format'

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  pending: 'Ждёт решения',
  approved: 'Подтверждено',
  rejected: 'Отклонено',
  expired: 'Истекло',
}

export const ownRequestLabel = 'Ваш запрос'

/**
 * The outcome in words, for the row and for a screen reader: who decided and when («Отклонил(а)
 * finance@example.com 27.11.2026, 14:03»), the reason on a line of its own; an expiry says when.
 */
export function decisionLines(approval: Approval): { said: string; reason: string | null } {
  const when = approval.decided_at ? formatDateTime(approval.decided_at) : ''
  const who = approval.decided_by_email ?? ''
  const reason = approval.status === 'rejected' && approval.reason ? `Причина: ${approval.reason}` : null
  switch (approval.status) {
    case 'pending':
      return { said: `Истекает ${formatDateTime(approval.expires_at)}`, reason: null }
    case 'expired':
      return { said: `Истекло ${formatDateTime(approval.expires_at)}`, reason: null }
    case 'approved':
      return { said: ['Подтвердил(а)', who, when].filter(Boolean).join(' '), reason }
    case 'rejected':
      return { said: ['Отклонил(а)', who, when].filter(Boolean).join(' '), reason }
  }
}
