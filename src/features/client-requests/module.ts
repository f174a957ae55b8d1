import { drawerLinks } from '../../lib/drawers'
import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { lazyDrawer } from '../../ui'

export const clientRequestsModule: FeatureModule = {
  id: 'client-requests',
  screens: [
    {
      route: paths.requests,
      load: () => import('./list-screen').then((m) => ({ Component: m.ClientRequestsScreen })),
      nav: { href: paths.requests.getHref(), shortcut: 'g q', keywords: ['requests', 'заявки'] },
    },
  ],
  drawers: [lazyDrawer(drawerLinks.clientRequest, () => import('./client-request-drawer').then((m) => m.ClientRequestDrawer))],
  palette: () => import('./palette').then((m) => m.clientRequestsPalette),
}
