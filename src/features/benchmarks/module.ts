import { drawerLinks } from '../../lib/drawers'
import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { lazyDrawer } from '../../ui'

export const benchmarksModule: FeatureModule = {
  id: 'benchmarks',
  screens: [
    {
      route: paths.benchmarks,
      load: () => import('./list-screen').then((m) => ({ Component: m.BenchmarksScreen })),
      nav: { href: paths.benchmarks.getHref(), shortcut: 'g b', keywords: ['benchmarks', 'нормы'] },
    },
  ],
  drawers: [lazyDrawer(drawerLinks.benchmark, () => import('./benchmark-drawer').then((m) => m.BenchmarkDrawer))],
  palette: () => import('./palette').then((m) => m.benchmarksPalette),
}
