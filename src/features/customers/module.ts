import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { customerDrawers } from './drawers'
import { customerSubject } from './subject'

export const customersModule: FeatureModule = {
  id: 'customers',
  screens: [
    {
      route: paths.users,
      load: () => import('./users-screen').then((m) => ({ Component: m.UsersScreen })),
      nav: { href: paths.users.getHref(), shortcut: 'g u', keywords: ['users', 'клиенты', 'customers'] },
    },
    {
      route: paths.user,
      load: () => import('./customer-screen').then((m) => ({ Component: m.CustomerScreen })),
      subject: { type: customerSubject, param: 'uuid' },
    },
  ],
  drawers: customerDrawers,
  palette: () => import('./palette').then((m) => m.customersPalette),
}
