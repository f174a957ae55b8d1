import { clientRequestsResource } from '../../api/client-requests'
import type { PaletteCommand } from '../../lib/commands'
import { drawerLinks } from '../../lib/drawers'
import type { FeaturePalette } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { createRecordPalette } from '../../state/lists/palette-records'

/** «Создать запрос», and a request found by its title or its account's name. */
const records = createRecordPalette({
  kind: 'request',
  id: 'client-requests',
  group: 'Запросы клиентов',
  createLabel: 'Создать запрос',
  keywords: ['новый запрос', 'заявка', 'request'],
  list: clientRequestsResource,
  // A request names its account too: two accounts may ask for the same thing.
  nameOf: (request) => `${request.title} · ${request.account_name}`,
  drawer: drawerLinks.clientRequest,
})

/** «Следующая заявка»: the requests screen opens and takes the oldest unclaimed new request (next-request.tsx). */
const takeNext: PaletteCommand = {
  id: 'client-requests:next',
  label: 'Следующая заявка',
  group: 'Запросы клиентов',
  keywords: ['взять в работу', 'очередь', 'next'],
  permission: 'records.edit',
  run: ({ navigate }) => navigate(`${paths.requests.getHref()}?take=next`),
}

export const clientRequestsPalette: Required<FeaturePalette> = { ...records, commands: [...records.commands, takeNext] }
