import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const benchmarksModule: FeatureModule = {
  id: 'benchmarks',
  screens: [
    {
      route: paths.benchmarks,
      load: () => import('../../ui/in-development').then((m) => ({ Component: m.InDevelopment })),
      nav: { href: paths.benchmarks.getHref(), shortcut: 'g b', keywords: ['benchmarks', 'нормы'] },
    },
  ],
}
