import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const clientAccountsModule: FeatureModule = {
  id: 'client-accounts',
  screens: [
    {
      route: paths.requestAccounts,
      load: () => import('../../ui/in-development').then((m) => ({ Component: m.InDevelopment })),
      nav: { href: paths.requestAccounts.getHref(), shortcut: 'g a', keywords: ['accounts', 'кабинеты'] },
    },
  ],
}
