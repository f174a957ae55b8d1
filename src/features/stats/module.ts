import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const statsModule: FeatureModule = {
  id: 'stats',
  screens: [
    {
      route: paths.stats,
      load: () => import('../../ui/in-development').then((m) => ({ Component: m.InDevelopment })),
      nav: { href: paths.stats.getHref(), shortcut: 'g s', keywords: ['stats', 'графики', 'statistics'] },
    },
  ],
}
