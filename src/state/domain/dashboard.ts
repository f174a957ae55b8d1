import { financeOperationsList } from '../../api/finance'
import { fetchActiveHeatmapModel, heatmapModelQueryKeys } from '../../api/heatmap-models'
import { fetchStatsOverall, statsQueryKeys } from '../../api/stats'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'

/** The overall figures of `stats/`. */
export const statsOverallQuery = defineQuery((_: void, { http }) => ({
  key: statsQueryKeys.overall,
  fetch: ({ signal }) => fetchStatsOverall(http, { signal }),
}))

/** The active heatmap model; null when none is active. */
export const activeHeatmapModelQuery = defineQuery((_: void, { http }) => ({
  key: heatmapModelQueryKeys.active,
  fetch: ({ signal }) => fetchActiveHeatmapModel(http, { signal }),
}))

/** The dashboard's fixed view of the operations: the ten newest. */
const latestOperationsParams = { page: ['1'], page_size: ['10'], ordering: ['-created_at'] }

export const latestOperationsQuery = defineQuery((_: void, { http }) => ({
  key: financeOperationsList.keys.list(latestOperationsParams),
  fetch: ({ signal }) => financeOperationsList.list(http, latestOperationsParams, { signal }),
}))

export function useStatsOverall() {
  return useRead(statsOverallQuery)
}

export function useActiveHeatmapModel() {
  return useRead(activeHeatmapModelQuery)
}

export function useLatestOperations() {
  return useRead(latestOperationsQuery)
}
