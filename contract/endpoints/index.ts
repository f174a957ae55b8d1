import type { AnyEndpoint } from '../endpoint'
import { approvalEndpoints } from './approvals'
import { auditLogEndpoints } from './audit-log'
import { authEndpoints } from './auth'
import { benchmarkEndpoints } from './benchmarks'
import { capabilitiesEndpoint } from './capabilities'
import { clientAccountEndpoints } from './client-accounts'
import { clientRequestEndpoints } from './client-requests'
import { customerNoteEndpoints, customerTimelineEndpoints } from './customer-feed'
import { customerEndpoints } from './customers'
import { elamaEndpoints, financeEndpoints } from './finance'
import { heatmapModelEndpoints } from './heatmap-models'
import { liveEndpoints } from './live'
import { recordVersionEndpoints } from './record-versions'
import { referralEndpoints } from './referrals'
import { reversalEndpoints } from './reversals'
import { statsEndpoints, statsSeriesNames } from './stats'

const { series, ...stats } = statsEndpoints
const { overall, usersList, retention } = stats

/**
 * Every endpoint of the API in the order the OpenAPI document lists them, which is also the order
 * the reference server mounts them in (a fixed path before a parameter's: `active/` before `{uuid}/`).
 */
export const endpointDeclarations: readonly AnyEndpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(customerEndpoints),
  overall,
  usersList,
  ...statsSeriesNames.map((name) => series[name]),
  retention,
  ...Object.values(benchmarkEndpoints),
  ...Object.values(clientAccountEndpoints),
  ...Object.values(clientRequestEndpoints),
  ...Object.values(recordVersionEndpoints).flatMap((versions) => Object.values(versions)),
  ...Object.values(referralEndpoints),
  ...Object.values(heatmapModelEndpoints),
  ...Object.values(financeEndpoints),
  ...Object.values(reversalEndpoints),
  ...Object.values(elamaEndpoints),
  ...Object.values(auditLogEndpoints),
  ...Object.values(customerNoteEndpoints),
  ...Object.values(customerTimelineEndpoints),
  ...Object.values(approvalEndpoints),
  ...Object.values(liveEndpoints),
  capabilitiesEndpoint,
]
