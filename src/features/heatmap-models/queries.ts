import type { QueryClient } from '@tanstack/react-query'
import type { HeatmapModel } from '../../../contract/schemas/heatmap-models'
import { ActiveChangedError, fetchHeatmapModels, heatmapModelQueryKeys, setActiveHeatmapModel } from '../../api/heatmap-models'
import { consoleMutation, useConsoleMutation } from '../../state/query/console-mutation'
import { defineQuery } from '../../state/query/define-query'
import { useRead } from '../../state/query/use-read'

/** Every heatmap model (a short list, not paginated). */
export const heatmapModelsQuery = defineQuery((_: void, { http }) => ({
  key: heatmapModelQueryKeys.list,
  fetch: ({ signal }) => fetchHeatmapModels(http, { signal }),
}))

export function useHeatmapModels() {
  return useRead(heatmapModelsQuery)
}

/** The active model as the screens show it (the list, else the active model read alone). */
function seenActiveUuid(client: QueryClient): string | undefined {
  const listed = client.getQueryData<HeatmapModel[]>(heatmapModelQueryKeys.list)?.find((model) => model.is_active)
  return (listed ?? client.getQueryData<HeatmapModel | null>(heatmapModelQueryKeys.active))?.heatmap_model_uuid
}

/** Marks `active` as the active model in the list and the active model's query (null: none is). */
function showActive(client: QueryClient, active: HeatmapModel | null): void {
  client.setQueryData<HeatmapModel | null>(heatmapModelQueryKeys.active, active)
  client.setQueryData<HeatmapModel[]>(heatmapModelQueryKeys.list, (models) =>
    models?.map((model) => ({ ...model, is_active: model.heatmap_model_uuid === active?.heatmap_model_uuid })),
  )
}

/**
 * Makes a model the only active one. Not optimistic: the views change when the server agrees
 * (the answer is written into the list and the active model at once), then both are asked for again.
 */
const setActiveHeatmapModelAtom = consoleMutation(({ http, client, journalChange }) => ({
  // Over the model the person saw active: when someone switched meanwhile, nothing is switched (ActiveChangedError).
  mutationFn: (heatmapModelUuid: string) => setActiveHeatmapModel(http, heatmapModelUuid, seenActiveUuid(client)),
  onMutate: () => ({ before: client.getQueryData<HeatmapModel>(heatmapModelQueryKeys.active)?.name ?? null }),
  onSuccess: (active: HeatmapModel, _uuid: string, context: { before: string | null } | undefined) => {
    void journalChange({
      action: 'set_active_model',
      target_type: 'heatmap_model',
      target_uuid: active.heatmap_model_uuid,
      target_label: active.name,
      changes: { active_model: [context?.before ?? null, active.name] },
    })
    showActive(client, active)
    return client.invalidateQueries({ queryKey: heatmapModelQueryKeys.all })
  },
  // The views show the model active now, so that the question asked again is about it.
  onError: (error: Error) => {
    if (error instanceof ActiveChangedError) showActive(client, error.current)
    return client.invalidateQueries({ queryKey: heatmapModelQueryKeys.all })
  },
}))

/** Makes a model the only active one (the mutation's result). */
export function useSetActiveHeatmapModel() {
  return useConsoleMutation(setActiveHeatmapModelAtom)
}
