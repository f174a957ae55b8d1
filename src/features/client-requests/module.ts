import { clientRequestsResource } from '../../api/client-requests'
import { drawerLinks } from '../../lib/drawers'
import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { createRecordPalette } from '../../state/palette-records'
import { lazyDrawer } from '../../ui'

export const clientRequestsModule: FeatureModule = {
  id: 'client-requests',
  screens: [
    {
      route: paths.requests,
      load: () => import('./client-requests-screen').then((m) => ({ Component: m.ClientRequestsScreen })),
      nav: { href: paths.requests.getHref(), shortcut: 'g q', keywords: ['requests', 'заявки'] },
    },
  ],
  drawers: [lazyDrawer(drawerLinks.clientRequest, () => import('./client-request-drawer').then((m) => m.ClientRequestDrawer))],
  ...createRecordPalette({
    id: 'client-requests',
    group: 'Запросы клиентов',
    createLabel: 'Создать запрос',
    keywords: ['новый запрос', 'заявка', 'request'],
    list: clientRequestsResource,
    // A request found by its title (or its account's name) names the account too.
    nameOf: (request) => `${request.title} · ${request.account_name}`,
    drawer: drawerLinks.clientRequest,
  }),
}
