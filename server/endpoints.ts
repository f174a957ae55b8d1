import type { Endpoint } from './handler/endpoint'
import { claimRoutes } from './live/claims'
import { presenceRoutes } from './live/presence'
import { eventStreamRoutes } from './live/stream'
import { approvalRoutes } from './routes/approvals'
import { auditLogRoutes } from './routes/audit-log'
import { authRoutes } from './routes/auth'
import { benchmarkRoutes } from './routes/benchmarks'
import { capabilitiesRoute } from './routes/capabilities'
import { clientAccountRoutes } from './routes/client-accounts'
import { clientRequestRoutes } from './routes/client-requests'
import { customerNoteRoutes } from './routes/customer-notes'
import { customerTimelineRoutes } from './routes/customer-timeline'
import { customerRoutes } from './routes/customers'
import { elamaRoutes } from './routes/elama'
import { financeRoutes } from './routes/finance'
import { heatmapModelRoutes } from './routes/heatmap-models'
import { recordVersionRoutes } from './routes/record-versions'
import { referralRoutes } from './routes/referrals'
import { reversalRoutes } from './routes/reversals'
import { statsRoutes } from './routes/stats'

/** The handlers of every endpoint of contract/endpoints, in its order; the app mounts them in this order. */
export const endpoints: readonly Endpoint[] = [
  ...authRoutes,
  ...customerRoutes,
  ...statsRoutes,
  ...benchmarkRoutes,
  ...clientAccountRoutes,
  ...clientRequestRoutes,
  ...recordVersionRoutes,
  ...referralRoutes,
  ...heatmapModelRoutes,
  ...financeRoutes,
  ...reversalRoutes,
  ...elamaRoutes,
  ...auditLogRoutes,
  ...customerNoteRoutes,
  ...customerTimelineRoutes,
  ...approvalRoutes,
  ...eventStreamRoutes,
  ...presenceRoutes,
  ...claimRoutes,
  capabilitiesRoute,
]
