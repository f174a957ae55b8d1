import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const statsModule: FeatureModule = {
  id: 'stats',
  screens: [
    {
      route: paths.stats,
      load: () => import('./stats-screen').then((m) => ({ Component: m.StatsScreen })),
      nav: { href: paths.stats.getHref(), shortcut: 'g s', keywords: ['stats', 'графики', 'statistics'] },
    },
  ],
  palette: () => import('./palette').then((m) => m.statsPalette),
}
