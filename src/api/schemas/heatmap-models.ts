import { array, boolean, number, object, string, type, type Infer } from 'superstruct'
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

/** POST /v1/admin/heatmap-models/set-active/ */
export const SetActiveModelBody = object({ heatmap_model_uuid: uuid })
export type SetActiveModelBody = Infer<typeof SetActiveModelBody>
