import { Link } from 'react-router-dom'
import type { CustomerStatus } from '../../../contract/schemas/customers'
import { customerStatusLabels } from '../../api/labels'
import { paths } from '../../lib/paths'
import { Badge, cutTextLink, type BadgeTone } from '../../ui'

/** «Иван Петров», or the email when the customer gave no name. */
export function customerName(customer: { first_name: string; last_name: string; email: string }): string {
  return `${customer.first_name} ${customer.last_name}`.trim() || customer.email
}

const customerStatusTones: Record<CustomerStatus, BadgeTone> = {
  active: 'success',
  blocked: 'danger',
}

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  return <Badge tone={customerStatusTones[status]}>{customerStatusLabels[status]}</Badge>
}

/** A link to the customer's page («О пользователе»), named by what the row knows of them (usually the email). */
export function CustomerLink({ customerUuid, children }: { customerUuid: string; children: string }) {
  return (
    <Link className={cutTextLink} to={paths.user.getHref(customerUuid)}>
      {children}
    </Link>
  )
}
