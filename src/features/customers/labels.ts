import type { CustomerStatus } from '../../api/schemas/customers'
import type { FinanceOperationType } from '../../api/schemas/finance'
import type { BadgeTone } from '../../ui'

export const customerStatusLabels: Record<CustomerStatus, string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
}

export const customerStatusTones: Record<CustomerStatus, BadgeTone> = {
  active: 'success',
  blocked: 'danger',
}

export const operationTypeLabels: Record<FinanceOperationType, string> = {
  top_up: 'Пополнение',
  charge: 'Списание',
  refund: 'Возврат',
  bonus: 'Бонус',
  admin_top_up: 'Пополнение администратором',
}

/** «Иван Петров», or the email when the customer gave no name. */
export function customerName(customer: { first_name: string; last_name: string; email: string }): string {
  return `${customer.first_name} ${customer.last_name}`.trim() || customer.email
}
