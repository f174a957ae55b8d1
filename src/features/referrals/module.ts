import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const referralsModule: FeatureModule = {
  id: 'referrals',
  screens: [
    {
      route: paths.referrals,
      load: () => import('./list-screen').then((m) => ({ Component: m.ReferralsScreen })),
      nav: { href: paths.referrals.getHref(), shortcut: 'g r', keywords: ['referrals', 'приглашения'] },
    },
  ],
}
