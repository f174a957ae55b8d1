import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const operationsModule: FeatureModule = {
  id: 'operations',
  screens: [
    {
      route: paths.operations,
      load: () => import('./list-screen').then((m) => ({ Component: m.OperationsScreen })),
      nav: { href: paths.operations.getHref(), shortcut: 'g o', keywords: ['finance', 'финансы', 'деньги', 'operations'] },
    },
  ],
}
