import type { PaletteCommand } from '../../lib/commands'
import type { FeaturePalette } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { recordPalette } from '../../records/record-palette'
import { clientRequests } from './record-type'

// A request names its account too: two accounts may ask for the same thing.
const records = recordPalette(clientRequests, { nameOf: (request) => `${request.title} · ${request.account_name}` })

/** «Следующая заявка»: the requests screen opens and takes the oldest unclaimed new request (next-request.tsx). */
const takeNext: PaletteCommand = {
  id: 'client-requests:next',
  label: 'Следующая заявка',
  group: clientRequests.words.list,
  keywords: ['взять в работу', 'очередь', 'next'],
  permission: 'records.edit',
  run: ({ navigate }) => navigate(`${paths.requests.getHref()}?take=next`),
}

/** «Создать запрос», a request found by its title or its account's name, and «Следующая заявка». */
export const clientRequestsPalette: Required<FeaturePalette> = { ...records, commands: [...records.commands, takeNext] }
