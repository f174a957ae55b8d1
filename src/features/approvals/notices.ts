import type { ApprovalStatus } from '../../../contract/schemas/approvals'

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  pending: 'Ждёт решения',
  approved: 'Подтверждено',
  rejected: 'Отклонено',
  expired: 'Истекло',
}

export const ownRequestLabel = 'Ваш запрос'
