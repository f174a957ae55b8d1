import type { FinanceOperationType } from '../../api/schemas/finance'
import type { BadgeTone } from '../../ui'

export const operationTypeLabels: Record<FinanceOperationType, string> = {
  top_up: 'Пополнение',
  charge: 'Списание',
  refund: 'Возврат',
  bonus: 'Бонус',
  admin_top_up: 'Пополнение администратором',
}

export const operationTypeTones: Record<FinanceOperationType, BadgeTone> = {
  top_up: 'success',
  charge: 'neutral',
  refund: 'warning',
  bonus: 'accent',
  admin_top_up: 'success',
}
