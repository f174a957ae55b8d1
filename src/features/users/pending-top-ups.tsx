import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { approvalWhat } from '../../api/approval-words'
import { formatDateTime } from '../../lib/format'
import { paths } from '../../lib/paths'
import { useCustomerPendingApprovals } from '../../state/domain/approvals'
import { Card, textLink } from '../../ui'

const list = css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })

/** «Ждут подтверждения»: this customer's top-ups waiting for a second person; nothing when none wait (or no roles). */
export function PendingTopUps({ customerUuid }: { customerUuid: string }) {
  const pending = useCustomerPendingApprovals(customerUuid)
  if (pending.length === 0) return null
  return (
    <Card title="Ждут подтверждения">
      <ul className={list}>
        {pending.map((approval) => (
          <li key={approval.approval_uuid}>
            <span className={css({ fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' })}>{approvalWhat(approval)}</span>
            {` — запросил ${approval.requested_by_email} ${formatDateTime(approval.requested_at)}, ждёт до ${formatDateTime(approval.expires_at)}`}
            {approval.comment && `. ${approval.comment}`}
          </li>
        ))}
      </ul>
      <Link className={textLink} to={`${paths.approvals.getHref()}?status=pending`}>
        Все подтверждения
      </Link>
    </Card>
  )
}
