import { clientAccountEndpoints } from '../../../contract/endpoints/client-accounts'
import { ClientAccount } from '../../../contract/schemas/client-accounts'
import { clientAccountsList } from '../../api/client-accounts'
import { AccountRequestsLink } from '../../entities/client-account/account-requests-link'
import { formatNumber } from '../../lib/format'
import { pluralize, type PluralForms } from '../../lib/plural'
import { defineRecordType } from '../../records/define-record-type'
import { recordTypeModule } from '../../records/record-module'
import { Icon } from '../../ui'

/** An account's `is_active` in words. */
export function activityLabel(isActive: boolean): string {
  return isActive ? 'Активен' : 'Неактивен'
}

const requestForms: PluralForms = { one: 'запрос', few: 'запроса', many: 'запросов' }

const AccountsIcon = () => (
  <Icon>
    <rect x="2" y="5" width="12" height="8.5" rx="1.5" />
    <path d="M6 5V3.5a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1V5M2 9h12" />
  </Icon>
)

/** «Кабинеты клиентов», declared once; an account with requests is not deleted (409), and says why. */
export const clientAccounts = defineRecordType({
  type: 'client_account',
  // Under the keys of the list «Запросы клиентов» reads too: a change to an account refreshes its picker.
  key: clientAccountsList.keys.all[0],
  endpoints: clientAccountEndpoints,
  item: ClientAccount,
  idField: 'client_request_account_uuid',
  nameField: 'name',
  words: {
    list: 'Кабинеты клиентов',
    one: 'Кабинет клиента',
    forms: { one: 'кабинет', few: 'кабинета', many: 'кабинетов' },
    presenceSubject: 'Кабинет',
    created: 'Кабинет создан',
    saved: 'Кабинет сохранён',
    removed: 'Кабинет удалён',
    createCommand: 'Создать кабинет',
    createTitle: 'Новый кабинет',
    editTitle: (account) => (account ? `Кабинет «${account.name}»` : 'Кабинет'),
    deletion: {
      title: 'Удалить кабинет?',
      text: (account) => `Кабинет «${account.name}» будет удалён безвозвратно.`,
      blockedReason: (account) =>
        account.requests_count > 0
          ? `Нельзя удалить: у кабинета ${formatNumber(account.requests_count)} ${pluralize(account.requests_count, requestForms)}`
          : null,
    },
    describeConflict: (account) => (
      <>
        В кабинете «{account.name}» ещё есть запросы
        {account.requests_count > 0 ? ` (${formatNumber(account.requests_count)})` : ''}: кабинет можно удалить, когда их не останется.{' '}
        <AccountRequestsLink accountUuid={account.client_request_account_uuid}>Открыть запросы кабинета</AccountRequestsLink>
      </>
    ),
    filtersLabel: 'Поиск и фильтры кабинетов',
    searchPlaceholder: 'Название, компания или почта',
    empty: 'Кабинетов пока нет.',
    loadError: 'Не удалось загрузить кабинеты',
  },
  fields: {
    name: { label: 'Название' },
    company: { label: 'Компания' },
    contact_email: { label: 'Электронная почта' },
    contact_phone: { label: 'Телефон' },
    is_active: {
      label: 'Активен',
      journal: { label: 'Состояние', text: (value) => (typeof value === 'boolean' ? activityLabel(value) : undefined) },
      filter: { label: 'Активность', values: { true: 'Активные', false: 'Неактивные' } },
    },
  },
  route: { path: '/request-accounts', shortcut: 'g a', keywords: ['accounts', 'кабинеты'], icon: AccountsIcon },
  drawer: { id: 'client-account', param: 'client-account' },
  paletteKeywords: ['account', 'кабинет', 'новый'],
})

export const clientAccountsModule = recordTypeModule(clientAccounts, {
  screen: () => import('./list-screen').then((m) => m.ClientAccountsScreen),
  drawer: () => import('./drawer').then((m) => m.ClientAccountDrawer),
})
