import { array, boolean, literal, nullable, number, object, optional, string, type, type Infer } from 'superstruct'
import { isoDateTime, uuid } from './common'

/** Quality figures of a heatmap model. */
export const HeatmapModelMetrics = type({ auc: number(), nss: number(), cc: number() })
export type HeatmapModelMetrics = Infer<typeof HeatmapModelMetrics>

export const HeatmapModel = type({
  heatmap_model_uuid: uuid,
  name: string(),
  version: string(),
  description: string(),
  is_active: boolean(),
  created_at: isoDateTime,
  metrics: HeatmapModelMetrics,
})
export type HeatmapModel = Infer<typeof HeatmapModel>

/** GET /v1/admin/heatmap-models/ (not paginated). */
export const HeatmapModelList = type({ results: array(HeatmapModel) })
export type HeatmapModelList = Infer<typeof HeatmapModelList>

/**
 * POST /v1/admin/heatmap-models/set-active/. `expected_active_uuid` (an extension of the contract):
 * the model the person saw active; when another one is active by now, nothing is switched (409).
 */
export const SetActiveModelBody = object({ heatmap_model_uuid: uuid, expected_active_uuid: optional(uuid) })
export type SetActiveModelBody = Infer<typeof SetActiveModelBody>

/** The 409 of a switch made while another model became active: the active model now (null: none). */
export const ActiveChangedBody = type({ detail: string(), code: literal('active_changed'), current: nullable(HeatmapModel) })
export type ActiveChangedBody = Infer<typeof ActiveChangedBody>
