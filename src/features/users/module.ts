import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { customerDrawers } from './drawers'
import { customerSubject } from './subject'

export const usersModule: FeatureModule = {
  id: 'users',
  screens: [
    {
      route: paths.users,
      load: () => import('./list-screen').then((m) => ({ Component: m.UsersScreen })),
      nav: { href: paths.users.getHref(), shortcut: 'g u', keywords: ['users', 'клиенты', 'customers'] },
    },
    {
      route: paths.user,
      load: () => import('./user-screen').then((m) => ({ Component: m.UserScreen })),
      subject: { type: customerSubject, param: 'uuid' },
      primaryTable: 'Лента',
    },
  ],
  drawers: customerDrawers,
  palette: () =>
    Promise.all([import('./palette'), import('./reversal-palette')]).then(([{ customersPalette }, { reversalCommand }]) => ({
      ...customersPalette,
      commands: [...(customersPalette.commands ?? []), reversalCommand],
    })),
}
