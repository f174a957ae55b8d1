import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query'
import { fetchHeatmapModels, heatmapModelQueryKeys, setActiveHeatmapModel } from '../api/heatmap-models'
import { httpAtom } from './http'

/** Every heatmap model (a short list, not paginated). */
export const heatmapModelsQueryAtom = atomWithQuery((get) => {
  const http = get(httpAtom)
  return {
    queryKey: heatmapModelQueryKeys.list,
    queryFn: ({ signal }) => fetchHeatmapModels(http, { signal }),
  }
})

/** Makes a model the only active one; the list and the active model are asked for again. */
export const setActiveHeatmapModelAtom = atomWithMutation((get) => {
  const http = get(httpAtom)
  const queryClient = get(queryClientAtom)
  return {
    mutationFn: (heatmapModelUuid: string) => setActiveHeatmapModel(http, heatmapModelUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatmapModelQueryKeys.all }),
  }
})
