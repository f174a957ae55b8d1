import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { clientRequestStatusLabels } from '../../api/labels'
import { labelText, recordFields } from '../../state/lists/stale-deletion'
import type { ResourceNotices } from '../../state/lists/use-resource-deletion'
import type { DeletionText } from '../../ui'

/** A request's fields as the drawer and a list of changes name them (the account by its name). */
export const clientRequestFieldLabels = {
  account_name: 'Кабинет',
  title: 'Заголовок',
  description: 'Описание',
  status: 'Статус',
} as const

/** What «Запросы клиентов» says after a change. */
export const clientRequestNotices: ResourceNotices<ClientRequest> = {
  created: 'Запрос создан',
  saved: 'Запрос сохранён',
  removed: 'Запрос удалён',
  fields: recordFields<ClientRequest>(clientRequestFieldLabels, { status: labelText(clientRequestStatusLabels) }),
}

export const clientRequestDeletion: DeletionText<ClientRequest> = {
  title: 'Удалить запрос?',
  text: (request) => `Запрос «${request.title}» кабинета «${request.account_name}» будет удалён безвозвратно.`,
}
