import { clientRequestsResource } from '../../api/client-requests'
import { drawerLinks } from '../../lib/drawers'
import { createRecordPalette } from '../../state/lists/palette-records'

/** «Создать запрос», and a request found by its title or its account's name. */
export const clientRequestsPalette = createRecordPalette({
  id: 'client-requests',
  group: 'Запросы клиентов',
  createLabel: 'Создать запрос',
  keywords: ['новый запрос', 'заявка', 'request'],
  list: clientRequestsResource,
  // A request names its account too: two accounts may ask for the same thing.
  nameOf: (request) => `${request.title} · ${request.account_name}`,
  drawer: drawerLinks.clientRequest,
})
