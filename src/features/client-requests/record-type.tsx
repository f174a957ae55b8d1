import { clientRequestEndpoints } from '../../../contract/endpoints/client-requests'
import { ClientRequest, type ClientRequestStatus } from '../../../contract/schemas/client-requests'
import { clientAccountsList } from '../../api/client-accounts'
import { clientRequestsKey } from '../../api/client-requests'
import { paths } from '../../lib/paths'
import { defineRecordType } from '../../records/define-record-type'
import { recordTypeModule } from '../../records/record-module'
import { Icon } from '../../ui'

export const clientRequestStatusLabels: Record<ClientRequestStatus, string> = {
  new: 'Новый',
  in_progress: 'В работе',
  done: 'Выполнен',
  rejected: 'Отклонён',
}

const RequestsIcon = () => (
  <Icon>
    <path d="M4 2.5h5.5l3 3v8H4z" />
    <path d="M9.5 2.5v3h3M6 8.5h4.5M6 11h4.5" />
  </Icon>
)

/**
 * «Запросы клиентов», declared once. A request created, moved or removed changes its accounts'
 * `requests_count`: the accounts lists refresh too. Its claims, archives and «Следующая заявка» are beside it.
 */
export const clientRequests = defineRecordType({
  type: 'client_request',
  key: clientRequestsKey,
  endpoints: clientRequestEndpoints,
  item: ClientRequest,
  idField: 'client_request_uuid',
  nameField: 'title',
  words: {
    list: 'Запросы клиентов',
    one: 'Запрос клиента',
    forms: { one: 'запрос', few: 'запроса', many: 'запросов' },
    presenceSubject: 'Запрос',
    created: 'Запрос создан',
    saved: 'Запрос сохранён',
    removed: 'Запрос удалён',
    createCommand: 'Создать запрос',
    createTitle: 'Новый запрос',
    editTitle: (request) => (request ? `Запрос «${request.title}»` : 'Запрос'),
    deletion: {
      title: 'Удалить запрос?',
      text: (request) => `Запрос «${request.title}» кабинета «${request.account_name}» будет удалён безвозвратно.`,
    },
    filtersLabel: 'Поиск и фильтры запросов',
    searchPlaceholder: 'Заголовок, описание или кабинет',
    empty: 'Запросов пока нет.',
    loadError: 'Не удалось загрузить запросы',
  },
  fields: {
    account_name: { label: 'Кабинет' },
    title: { label: 'Заголовок' },
    description: { label: 'Описание' },
    status: { label: 'Статус', values: clientRequestStatusLabels },
  },
  references: { client_request_account_uuid: 'Кабинет' },
  route: { path: paths.requests.path, shortcut: 'g q', keywords: ['requests', 'заявки'], icon: RequestsIcon },
  drawer: { id: 'client-request', param: 'client-request' },
  paletteKeywords: ['новый запрос', 'заявка', 'request'],
  alsoInvalidates: [clientAccountsList.keys.lists],
})

export const clientRequestsModule = recordTypeModule(clientRequests, {
  screen: () => import('./list-screen').then((m) => m.ClientRequestsScreen),
  drawer: () => import('./drawer').then((m) => m.ClientRequestDrawer),
  palette: () => import('./palette').then((m) => m.clientRequestsPalette),
})
