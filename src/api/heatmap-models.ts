import { isHttpError } from './errors'
import type { HttpClient } from './http'
import { HeatmapModel, HeatmapModelList, type SetActiveModelBody } from './schemas/heatmap-models'

export const heatmapModelPaths = {
  list: '/v1/admin/heatmap-models/',
  active: '/v1/admin/heatmap-models/active/',
  setActive: '/v1/admin/heatmap-models/set-active/',
} as const

export const heatmapModelQueryKeys = {
  /** Both the list and the active model: invalidated when another model becomes active. */
  all: ['heatmap-models'] as const,
  list: ['heatmap-models', 'list'] as const,
  active: ['heatmap-models', 'active'] as const,
}

/** GET /v1/admin/heatmap-models/: every model (the list is not paginated). */
export async function fetchHeatmapModels(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<HeatmapModel[]> {
  const list = await http.json(heatmapModelPaths.list, HeatmapModelList, { signal: options.signal })
  return list.results
}

/** GET /v1/admin/heatmap-models/active/: the active model, or null when none is (the API answers 404). */
export async function fetchActiveHeatmapModel(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<HeatmapModel | null> {
  try {
    return await http.json(heatmapModelPaths.active, HeatmapModel, { signal: options.signal })
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null
    throw error
  }
}

/** POST /v1/admin/heatmap-models/set-active/: makes the model the only active one and answers it. */
export function setActiveHeatmapModel(http: HttpClient, heatmapModelUuid: string): Promise<HeatmapModel> {
  const body: SetActiveModelBody = { heatmap_model_uuid: heatmapModelUuid }
  return http.json(heatmapModelPaths.setActive, HeatmapModel, { method: 'POST', body })
}
