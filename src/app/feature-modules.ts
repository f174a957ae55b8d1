import { approvalsModule } from '../features/approvals/module'
import { benchmarksModule } from '../features/benchmarks/record-type'
import { clientAccountsModule } from '../features/client-accounts/record-type'
import { clientRequestsModule } from '../features/client-requests/record-type'
import { dashboardModule } from '../features/dashboard/module'
import { heatmapModelsModule } from '../features/heatmap-models/module'
import { journalModule } from '../features/journal/module'
import { operationsModule } from '../features/operations/module'
import { referralsModule } from '../features/referrals/module'
import { reportModule } from '../features/report/module'
import { statsModule } from '../features/stats/module'
import { usersModule } from '../features/users/module'
import type { FeatureModule } from '../lib/feature-module'

/**
 * Every feature of the console, in the sidebar's order. The one list a new feature is added to:
 * routes, sidebar, `g` shortcuts, drawers and palette commands are all derived from it.
 */
export const featureModules: readonly FeatureModule[] = [
  dashboardModule,
  usersModule,
  operationsModule,
  statsModule,
  benchmarksModule,
  clientRequestsModule,
  clientAccountsModule,
  referralsModule,
  journalModule,
  heatmapModelsModule,
  reportModule,
  approvalsModule,
]
