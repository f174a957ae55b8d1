import { Link } from 'react-router-dom'
import { css, cx } from 'styled-system/css'
import type { CustomerStatus } from '../../../contract/schemas/customers'
import { customerStatusLabels } from '../../api/labels'
import { paths } from '../../lib/paths'
import { Badge, textLink, type BadgeTone } from '../../ui'

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

// In a cell narrower than the address the link cuts itself, rather than running on under the next
// cell unseen: what shows is what takes the click (and what axe measures as its target).
const cutLink = css({
  display: 'inline-block',
  maxW: 'full',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'inherit',
  verticalAlign: 'bottom',
})

/** A link to the customer's page («О пользователе»), named by what the row knows of them (usually the email). */
export function CustomerLink({ customerUuid, children }: { customerUuid: string; children: string }) {
  return (
    <Link className={cx(textLink, cutLink)} to={paths.user.getHref(customerUuid)}>
      {children}
    </Link>
  )
}
