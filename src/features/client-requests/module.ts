import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const clientRequestsModule: FeatureModule = {
  id: 'client-requests',
  screens: [
    {
      route: paths.requests,
      load: () => import('../../ui/in-development').then((m) => ({ Component: m.InDevelopment })),
      nav: { href: paths.requests.getHref(), shortcut: 'g q', keywords: ['requests', 'заявки'] },
    },
  ],
}
