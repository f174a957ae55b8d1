import { financeOperationsList } from '../../api/finance'
import { fetchActiveHeatmapModel, heatmapModelQueryKeys } from '../../api/heatmap-models'
import { defineQuery } from '../../state/query/define-query'
import { useRead } from '../../state/query/use-read'

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

export function useActiveHeatmapModel() {
  return useRead(activeHeatmapModelQuery)
}

export function useLatestOperations() {
  return useRead(latestOperationsQuery)
}
