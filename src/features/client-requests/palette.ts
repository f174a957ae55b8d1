import { clientRequestsResource } from '../../api/client-requests'
import type { PaletteCommand } from '../../lib/commands'
import { drawerLinks } from '../../lib/drawers'
import { recordSearchProvider } from '../../state/record-search'

const group = 'Запросы клиентов'

/** «Создать запрос»: the form drawer over whatever screen is showing. */
export const createClientRequestCommand: PaletteCommand = {
  id: 'client-request:create',
  label: 'Создать запрос',
  group,
  keywords: ['новый запрос', 'заявка', 'request'],
  run: ({ openDrawer }) => openDrawer(drawerLinks.clientRequest.id, {}),
}

/** A request found by its title (or its account's name): «Открыть: …» opens its drawer. */
export const clientRequestSearchProvider = recordSearchProvider({
  id: 'client-requests',
  endpoint: clientRequestsResource,
  commands: (request) => [
    {
      id: `client-request:${request.client_request_uuid}:open`,
      label: `Открыть: ${request.title} · ${request.account_name}`,
      group,
      run: ({ openDrawer }) =>
        openDrawer(drawerLinks.clientRequest.id, { [drawerLinks.clientRequest.param]: request.client_request_uuid }),
    },
  ],
})
