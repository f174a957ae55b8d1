import { useAtomValue } from 'jotai'
import { financeOperationsList } from '../../api/finance'
import { fetchActiveHeatmapModel, heatmapModelQueryKeys } from '../../api/heatmap-models'
import { fetchStatsOverall, statsQueryKeys } from '../../api/stats'
import { fixedQueryAtom } from '../query/fixed-query'

/** The overall figures of `stats/`. */
export const statsOverallQueryAtom = fixedQueryAtom(statsQueryKeys.overall, fetchStatsOverall)

/** The active heatmap model; null when none is active. */
export const activeHeatmapModelQueryAtom = fixedQueryAtom(heatmapModelQueryKeys.active, fetchActiveHeatmapModel)

/** The dashboard's fixed view of the operations: the ten newest. */
const latestOperationsQuery = { page: ['1'], page_size: ['10'], ordering: ['-created_at'] }

export const latestOperationsQueryAtom = fixedQueryAtom(financeOperationsList.keys.list(latestOperationsQuery), (http, options) =>
  financeOperationsList.list(http, latestOperationsQuery, options),
)

export function useStatsOverall() {
  return useAtomValue(statsOverallQueryAtom)
}

export function useActiveHeatmapModel() {
  return useAtomValue(activeHeatmapModelQueryAtom)
}

export function useLatestOperations() {
  return useAtomValue(latestOperationsQueryAtom)
}
