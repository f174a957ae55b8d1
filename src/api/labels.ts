import type { ClientRequestStatus } from './schemas/client-requests'
import type { CustomerStatus } from './schemas/customers'
import type { FinanceOperationType } from './schemas/finance'

// Russian names of the contract's enum values, the same on every screen.

export const customerStatusLabels: Record<CustomerStatus, string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
}

export const operationTypeLabels: Record<FinanceOperationType, string> = {
  top_up: 'Пополнение',
  charge: 'Списание',
  refund: 'Возврат',
  bonus: 'Бонус',
  admin_top_up: 'Пополнение администратором',
}

export const clientRequestStatusLabels: Record<ClientRequestStatus, string> = {
  new: 'Новый',
  in_progress: 'В работе',
  done: 'Выполнен',
  rejected: 'Отклонён',
}
