import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'

export const journalModule: FeatureModule = {
  id: 'journal',
  screens: [
    {
      route: paths.journal,
      load: () => import('./list-screen').then((m) => ({ Component: m.JournalScreen })),
      nav: {
        href: paths.journal.getHref(),
        shortcut: 'g j',
        permission: 'audit_log.read',
        keywords: ['journal', 'audit', 'log', 'история', 'кто', 'журнал'],
      },
    },
  ],
}
