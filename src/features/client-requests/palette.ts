import { clientRequestsResource } from '../../api/client-requests'
import type { PaletteCommand } from '../../lib/commands'
import { drawerLinks } from '../../lib/drawers'
import type { FeaturePalette } from '../../lib/feature-module'
import { createRecordSearchProvider } from '../../state/palette-records'

const group = 'Запросы клиентов'

/** «Создать запрос»: the form drawer over whatever screen is showing. */
const createClientRequestCommand: PaletteCommand = {
  id: 'client-request:create',
  label: 'Создать запрос',
  group,
  keywords: ['новый запрос', 'заявка', 'request'],
  run: ({ openDrawer }) => openDrawer(drawerLinks.clientRequest.id, {}),
}

/** A request found by its title (or its account's name): «Открыть: …» opens its drawer. */
const clientRequestSearchProvider = createRecordSearchProvider({
  id: 'client-requests',
  group,
  list: clientRequestsResource,
  nameOf: (request) => `${request.title} · ${request.account_name}`,
  drawer: drawerLinks.clientRequest,
})

export const clientRequestsPalette: FeaturePalette = {
  commands: [createClientRequestCommand],
  searchProviders: [clientRequestSearchProvider],
}
