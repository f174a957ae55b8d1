import type { ClientRequest } from '../../api/schemas/client-requests'
import type { ResourceNotices } from '../../state/lists/use-resource-deletion'
import { lastingErrorToast, toaster, undoToast, type DeletionText } from '../../ui'

/** What «Запросы клиентов» says after a change. */
export const clientRequestNotices: ResourceNotices<ClientRequest> = {
  notify: (notice) => toaster.success(notice),
  undoable: undoToast,
  failed: lastingErrorToast,
  created: 'Запрос создан',
  saved: 'Запрос сохранён',
  removed: 'Запрос удалён',
}

export const clientRequestDeletion: DeletionText<ClientRequest> = {
  title: 'Удалить запрос?',
  text: (request) => `Запрос «${request.title}» кабинета «${request.account_name}» будет удалён безвозвратно.`,
}
