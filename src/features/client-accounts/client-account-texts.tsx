import { Link } from 'react-router-dom'
import type { ClientAccount } from '../../api/schemas/client-accounts'
import { formatNumber } from '../../lib/format'
import type { ResourceNotices } from '../../state/use-resource-deletion'
import { textLink, toaster, type DeletionText } from '../../ui'
import { accountRequestsHref } from '../../lib/account-requests'

/** What «Кабинеты клиентов» say after a change, and why an account with requests stays. */
export const clientAccountNotices: ResourceNotices<ClientAccount> = {
  notify: (notice) => toaster.success(notice),
  created: 'Кабинет создан',
  saved: 'Кабинет сохранён',
  removed: 'Кабинет удалён',
  describeConflict: (account) => (
    <>
      В кабинете «{account.name}» ещё есть запросы
      {account.requests_count > 0 ? ` (${formatNumber(account.requests_count)})` : ''}: кабинет можно удалить, когда
      их не останется.{' '}
      <Link className={textLink} to={accountRequestsHref(account.client_request_account_uuid)}>
        Открыть запросы кабинета
      </Link>
    </>
  ),
}

/** The question before an account is deleted, in the list and in its drawer. */
export const clientAccountDeletion: DeletionText<ClientAccount> = {
  title: 'Удалить кабинет?',
  text: (account) => `Кабинет «${account.name}» будет удалён безвозвратно.`,
}
