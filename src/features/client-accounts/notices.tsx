import type { ClientAccount } from '../../../contract/schemas/client-accounts'
import { AccountRequestsLink } from '../../entities/client-account/account-requests-link'
import { formatNumber } from '../../lib/format'
import { pluralize, type PluralForms } from '../../lib/plural'
import { recordFields } from '../../state/lists/stale-deletion'
import type { ResourceNotices } from '../../state/lists/use-resource-deletion'
import type { DeletionText } from '../../ui'

/** An account's fields as the drawer and a list of changes name them. */
export const clientAccountFieldLabels = {
  name: 'Название',
  company: 'Компания',
  contact_email: 'Электронная почта',
  contact_phone: 'Телефон',
  is_active: 'Активен',
} as const

/** What «Кабинеты клиентов» say after a change, and why an account with requests stays. */
export const clientAccountNotices: ResourceNotices<ClientAccount> = {
  created: 'Кабинет создан',
  saved: 'Кабинет сохранён',
  removed: 'Кабинет удалён',
  fields: recordFields<ClientAccount>(clientAccountFieldLabels),
  describeConflict: (account) => (
    <>
      В кабинете «{account.name}» ещё есть запросы
      {account.requests_count > 0 ? ` (${formatNumber(account.requests_count)})` : ''}: кабинет можно удалить, когда их не останется.{' '}
      <AccountRequestsLink accountUuid={account.client_request_account_uuid}>Открыть запросы кабинета</AccountRequestsLink>
    </>
  ),
}

const requestForms: PluralForms = { one: 'запрос', few: 'запроса', many: 'запросов' }

/** The question before an account is deleted, in the list and in its drawer. */
export const clientAccountDeletion: DeletionText<ClientAccount> = {
  title: 'Удалить кабинет?',
  text: (account) => `Кабинет «${account.name}» будет удалён безвозвратно.`,
  blockedReason: (account) =>
    account.requests_count > 0
      ? `Нельзя удалить: у кабинета ${formatNumber(account.requests_count)} ${pluralize(account.requests_count, requestForms)}`
      : null,
}
