import { validate } from 'superstruct'
import { ActiveChangedBody, HeatmapModel, HeatmapModelList, type SetActiveModelBody } from '../../contract/schemas/heatmap-models'
import { isHttpError } from './errors'
import type { HttpClient } from './http'

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

/**
 * POST /v1/admin/heatmap-models/set-active/: makes the model the only active one and answers it.
 * `expectedActiveUuid`, the model the person saw active, makes a switch over another one's answer
 * 409 (ActiveChangedError) on a server that knows it; a server that refuses the unknown field (422
 * naming it) is asked again without it.
 */
export async function setActiveHeatmapModel(
  http: HttpClient,
  heatmapModelUuid: string,
  expectedActiveUuid?: string,
): Promise<HeatmapModel> {
  const send = (body: SetActiveModelBody) => http.json(heatmapModelPaths.setActive, HeatmapModel, { method: 'POST', body })
  try {
    return await send({ heatmap_model_uuid: heatmapModelUuid, expected_active_uuid: expectedActiveUuid })
  } catch (error) {
    if (expectedActiveUuid !== undefined && isHttpError(error) && error.status === 422 && 'expected_active_uuid' in error.fieldErrors) {
      return send({ heatmap_model_uuid: heatmapModelUuid })
    }
    throw activeChanged(error) ?? error
  }
}

/** Another model became active between what the person saw and their switch: nothing was switched. */
export class ActiveChangedError extends Error {
  override readonly name = 'ActiveChangedError'
  /** The active model now (null: none is). */
  readonly current: HeatmapModel | null

  constructor(current: HeatmapModel | null, options?: ErrorOptions) {
    super('Активна уже другая модель', options)
    this.current = current
  }
}

function activeChanged(error: unknown): ActiveChangedError | undefined {
  if (!isHttpError(error) || error.status !== 409) return undefined
  const [failure, body] = validate(error.body, ActiveChangedBody, { coerce: true })
  return failure ? undefined : new ActiveChangedError(body.current, { cause: error })
}
