import { clientAccountsResource } from '../../api/client-accounts'
import { drawerLinks } from '../../lib/drawers'
import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { createRecordPalette } from '../../state/palette-records'
import { lazyDrawer } from '../../ui'

export const clientAccountsModule: FeatureModule = {
  id: 'client-accounts',
  screens: [
    {
      route: paths.requestAccounts,
      load: () => import('./client-accounts-screen').then((m) => ({ Component: m.ClientAccountsScreen })),
      nav: { href: paths.requestAccounts.getHref(), shortcut: 'g a', keywords: ['accounts', 'кабинеты'] },
    },
  ],
  drawers: [
    lazyDrawer(drawerLinks.clientAccount, () => import('./client-account-drawer').then((m) => m.ClientAccountDrawer)),
  ],
  ...createRecordPalette({
    id: 'client-accounts',
    group: 'Кабинеты клиентов',
    createLabel: 'Создать кабинет',
    keywords: ['account', 'кабинет', 'новый'],
    list: clientAccountsResource,
    drawer: drawerLinks.clientAccount,
  }),
}
