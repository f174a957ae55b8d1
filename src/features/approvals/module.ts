import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { usePendingApprovalCount } from '../../state/domain/approvals'

export const approvalsModule: FeatureModule = {
  id: 'approvals',
  screens: [
    {
      route: paths.approvals,
      load: () => import('./list-screen').then((m) => ({ Component: m.ApprovalsScreen })),
      nav: {
        href: paths.approvals.getHref(),
        shortcut: 'g p',
        keywords: ['approvals', 'подтвердить', 'пополнения', 'одобрить'],
        rolesOnly: true,
        useCount: usePendingApprovalCount,
      },
    },
  ],
  palette: () => import('./palette').then((m) => m.approvalsPalette),
}
