import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const financeModule: FeatureModule = {
  id: 'finance',
  screens: [
    {
      route: paths.operations,
      load: () => import('./operations-screen').then((m) => ({ Component: m.OperationsScreen })),
      nav: { href: paths.operations.getHref(), shortcut: 'g o', keywords: ['finance', 'финансы', 'деньги', 'operations'] },
    },
  ],
}
