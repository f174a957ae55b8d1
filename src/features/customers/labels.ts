import type { CustomerStatus } from '../../api/schemas/customers'
import type { BadgeTone } from '../../ui'

export const customerStatusTones: Record<CustomerStatus, BadgeTone> = {
  active: 'success',
  blocked: 'danger',
}

/** «Иван Петров», or the email when the customer gave no name. */
export function customerName(customer: { first_name: string; last_name: string; email: string }): string {
  return `${customer.first_name} ${customer.last_name}`.trim() || customer.email
}
