import type { Endpoint } from './endpoint'
import { claimEndpoints } from './live/claims'
import { presenceEndpoints } from './live/presence'
import { eventStreamEndpoints } from './live/stream'
import { approvalEndpoints } from './routes/approvals'
import { auditLogEndpoints } from './routes/audit-log'
import { authEndpoints } from './routes/auth'
import { benchmarkEndpoints } from './routes/benchmarks'
import { capabilitiesEndpoint } from './routes/capabilities'
import { clientAccountEndpoints } from './routes/client-accounts'
import { clientRequestEndpoints } from './routes/client-requests'
import { customerNoteEndpoints } from './routes/customer-notes'
import { customerTimelineEndpoints } from './routes/customer-timeline'
import { customerEndpoints } from './routes/customers'
import { elamaEndpoints } from './routes/elama'
import { financeEndpoints } from './routes/finance'
import { heatmapModelEndpoints } from './routes/heatmap-models'
import { referralEndpoints } from './routes/referrals'
import { statsEndpoints } from './routes/stats'

/** Every endpoint of the API, in the order the OpenAPI document lists them; the app mounts them in this order. */
export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  ...customerEndpoints,
  ...statsEndpoints,
  ...benchmarkEndpoints,
  ...clientAccountEndpoints,
  ...clientRequestEndpoints,
  ...referralEndpoints,
  ...heatmapModelEndpoints,
  ...financeEndpoints,
  ...elamaEndpoints,
  ...auditLogEndpoints,
  ...customerNoteEndpoints,
  ...customerTimelineEndpoints,
  ...approvalEndpoints,
  ...eventStreamEndpoints,
  ...presenceEndpoints,
  ...claimEndpoints,
  capabilitiesEndpoint(() => endpoints),
]
