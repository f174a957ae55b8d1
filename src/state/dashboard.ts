import { atomWithQuery } from 'jotai-tanstack-query'
import { financeOperationsList } from '../api/finance'
import { fetchActiveHeatmapModel, heatmapModelQueryKeys } from '../api/heatmap-models'
import { fetchStatsOverall, statsQueryKeys } from '../api/stats'
import { httpAtom } from './http'

/** The overall figures of `stats/`. */
export const statsOverallQueryAtom = atomWithQuery((get) => {
  const http = get(httpAtom)
  return {
    queryKey: statsQueryKeys.overall,
    queryFn: ({ signal }) => fetchStatsOverall(http, { signal }),
  }
})

/** The active heatmap model; null when none is active. */
export const activeHeatmapModelQueryAtom = atomWithQuery((get) => {
  const http = get(httpAtom)
  return {
    queryKey: heatmapModelQueryKeys.active,
    queryFn: ({ signal }) => fetchActiveHeatmapModel(http, { signal }),
  }
})

/** The dashboard's fixed view of the operations: the ten newest. */
const latestOperationsQuery = { page: ['1'], page_size: ['10'], ordering: ['-created_at'] }

export const latestOperationsQueryAtom = atomWithQuery((get) => {
  const http = get(httpAtom)
  return {
    queryKey: financeOperationsList.keys.list(latestOperationsQuery),
    queryFn: ({ signal }) => financeOperationsList.list(http, latestOperationsQuery, { signal }),
  }
})
