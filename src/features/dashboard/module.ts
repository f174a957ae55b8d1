import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const dashboardModule: FeatureModule = {
  id: 'dashboard',
  screens: [
    {
      route: paths.dashboard,
      load: () => import('./dashboard-screen').then((m) => ({ Component: m.DashboardScreen })),
      nav: { href: paths.dashboard.getHref(), shortcut: 'g d', keywords: ['dashboard', 'главная', 'сводка'] },
    },
  ],
}
