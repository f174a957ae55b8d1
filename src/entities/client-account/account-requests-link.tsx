import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../lib/paths'
import { cutTextLink } from '../../ui'

/**
 * A link to «Запросы клиентов» filtered by one account (`?client_request_account_uuid=<uuid>`): from an
 * account's row, a request's account and a refused delete.
 */
export function AccountRequestsLink({ accountUuid, label, children }: { accountUuid: string; label?: string; children: ReactNode }) {
  const href = `${paths.requests.getHref()}?client_request_account_uuid=${encodeURIComponent(accountUuid)}`
  return (
    <Link className={cutTextLink} to={href} aria-label={label}>
      {children}
    </Link>
  )
}
