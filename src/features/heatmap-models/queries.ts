import { fetchHeatmapModels, heatmapModelQueryKeys, setActiveHeatmapModel } from '../../api/heatmap-models'
import type { HeatmapModel } from '../../api/schemas/heatmap-models'
import { consoleMutation, useConsoleMutation } from '../../state/query/console-mutation'
import { fixedQueryAtom } from '../../state/query/fixed-query'
import { useQueryValue } from '../../state/query/use-family'

/** Every heatmap model (a short list, not paginated). */
export const heatmapModelsQueryAtom = fixedQueryAtom(heatmapModelQueryKeys.list, fetchHeatmapModels)

export function useHeatmapModels() {
  return useQueryValue(heatmapModelsQueryAtom)
}

/**
 * Makes a model the only active one. Not optimistic: the views change when the server agrees
 * (the answer is written into the list and the active model at once), then both are asked for again.
 */
const setActiveHeatmapModelAtom = consoleMutation(({ http, client, journalChange }) => ({
  mutationFn: (heatmapModelUuid: string) => setActiveHeatmapModel(http, heatmapModelUuid),
  onMutate: () => ({ before: client.getQueryData<HeatmapModel>(heatmapModelQueryKeys.active)?.name ?? null }),
  onSuccess: (active: HeatmapModel, _uuid: string, context: { before: string | null } | undefined) => {
    void journalChange({
      action: 'set_active_model',
      target_type: 'heatmap_model',
      target_uuid: active.heatmap_model_uuid,
      target_label: active.name,
      changes: { active_model: [context?.before ?? null, active.name] },
    })
    client.setQueryData<HeatmapModel>(heatmapModelQueryKeys.active, active)
    client.setQueryData<HeatmapModel[]>(heatmapModelQueryKeys.list, (models) =>
      models?.map((model) => ({ ...model, is_active: model.heatmap_model_uuid === active.heatmap_model_uuid })),
    )
    return client.invalidateQueries({ queryKey: heatmapModelQueryKeys.all })
  },
}))

/** Makes a model the only active one (the mutation's result). */
export function useSetActiveHeatmapModel() {
  return useConsoleMutation(setActiveHeatmapModelAtom)
}
