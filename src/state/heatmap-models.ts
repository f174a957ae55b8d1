import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query'
import { fetchHeatmapModels, heatmapModelQueryKeys, setActiveHeatmapModel } from '../api/heatmap-models'
import type { HeatmapModel } from '../api/schemas/heatmap-models'
import { fixedQueryAtom } from './fixed-query'
import { httpAtom } from './http'

/** Every heatmap model (a short list, not paginated). */
export const heatmapModelsQueryAtom = fixedQueryAtom(heatmapModelQueryKeys.list, fetchHeatmapModels)

/**
 * Makes a model the only active one. Not optimistic: the views change when the server agrees
 * (the answer is written into the list and the active model at once), then both are asked for again.
 */
export const setActiveHeatmapModelAtom = atomWithMutation((get) => {
  const http = get(httpAtom)
  const queryClient = get(queryClientAtom)
  return {
    mutationFn: (heatmapModelUuid: string) => setActiveHeatmapModel(http, heatmapModelUuid),
    onSuccess: (active: HeatmapModel) => {
      queryClient.setQueryData<HeatmapModel>(heatmapModelQueryKeys.active, active)
      queryClient.setQueryData<HeatmapModel[]>(heatmapModelQueryKeys.list, (models) =>
        models?.map((model) => ({ ...model, is_active: model.heatmap_model_uuid === active.heatmap_model_uuid })),
      )
      return queryClient.invalidateQueries({ queryKey: heatmapModelQueryKeys.all })
    },
  }
})
