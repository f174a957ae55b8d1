import { drawerLinks } from '../../lib/drawers'
import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { lazyDrawer } from '../../ui'

export const clientAccountsModule: FeatureModule = {
  id: 'client-accounts',
  screens: [
    {
      route: paths.requestAccounts,
      load: () => import('./list-screen').then((m) => ({ Component: m.ClientAccountsScreen })),
      nav: { href: paths.requestAccounts.getHref(), shortcut: 'g a', keywords: ['accounts', 'кабинеты'] },
    },
  ],
  drawers: [lazyDrawer(drawerLinks.clientAccount, () => import('./client-account-drawer').then((m) => m.ClientAccountDrawer))],
  palette: () => import('./palette').then((m) => m.clientAccountsPalette),
}
