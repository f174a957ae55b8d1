import { useAtomValue } from 'jotai'
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query'
import { fetchHeatmapModels, heatmapModelQueryKeys, setActiveHeatmapModel } from '../../api/heatmap-models'
import type { HeatmapModel } from '../../api/schemas/heatmap-models'
import { fixedQueryAtom } from '../query/fixed-query'
import { journalChangeAtom } from './audit-log'
import { httpAtom } from '../session/http'

/** Every heatmap model (a short list, not paginated). */
export const heatmapModelsQueryAtom = fixedQueryAtom(heatmapModelQueryKeys.list, fetchHeatmapModels)

/**
 * Makes a model the only active one. Not optimistic: the views change when the server agrees
 * (the answer is written into the list and the active model at once), then both are asked for again.
 */
const setActiveHeatmapModelAtom = atomWithMutation((get) => {
  const http = get(httpAtom)
  const queryClient = get(queryClientAtom)
  const journalChange = get(journalChangeAtom)
  return {
    mutationFn: (heatmapModelUuid: string) => setActiveHeatmapModel(http, heatmapModelUuid),
    onMutate: () => ({ before: queryClient.getQueryData<HeatmapModel>(heatmapModelQueryKeys.active)?.name ?? null }),
    onSuccess: (active: HeatmapModel, _uuid: string, context: { before: string | null } | undefined) => {
      void journalChange({
        action: 'set_active_model',
        target_type: 'heatmap_model',
        target_uuid: active.heatmap_model_uuid,
        target_label: active.name,
        changes: { active_model: [context?.before ?? null, active.name] },
      })
      queryClient.setQueryData<HeatmapModel>(heatmapModelQueryKeys.active, active)
      queryClient.setQueryData<HeatmapModel[]>(heatmapModelQueryKeys.list, (models) =>
        models?.map((model) => ({ ...model, is_active: model.heatmap_model_uuid === active.heatmap_model_uuid })),
      )
      return queryClient.invalidateQueries({ queryKey: heatmapModelQueryKeys.all })
    },
  }
})

export function useHeatmapModels() {
  return useAtomValue(heatmapModelsQueryAtom)
}

/** Makes a model the only active one (the mutation's result). */
export function useSetActiveHeatmapModel() {
  return useAtomValue(setActiveHeatmapModelAtom)
}
