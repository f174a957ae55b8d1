import { validate } from 'superstruct'
import { heatmapModelEndpoints } from '../../contract/endpoints/heatmap-models'
import { ActiveChangedBody, type HeatmapModel, type SetActiveModelBody } from '../../contract/schemas/heatmap-models'
import { callEndpoint } from './call'
import { isHttpError } from './errors'
import type { HttpClient } from './http'

export const heatmapModelQueryKeys = {
  /** Both the list and the active model: invalidated when another model becomes active. */
  all: ['heatmap-models'] as const,
  list: ['heatmap-models', 'list'] as const,
  active: ['heatmap-models', 'active'] as const,
}

/** Every model (the list is not paginated). */
export async function fetchHeatmapModels(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<HeatmapModel[]> {
  const list = await callEndpoint(http, heatmapModelEndpoints.list, { signal: options.signal })
  return list.results
}

/** The active model, or null when none is (the API answers 404). */
export async function fetchActiveHeatmapModel(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<HeatmapModel | null> {
  try {
    return await callEndpoint(http, heatmapModelEndpoints.active, { signal: options.signal })
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null
    throw error
  }
}

/**
 * Makes the model the only active one and answers it.
 * `expectedActiveUuid`, the model the person saw active, makes a switch over another one's answer
 * 409 (ActiveChangedError) on a server that knows it; a server that refuses the unknown field (422
 * naming it) is asked again without it.
 */
export async function setActiveHeatmapModel(
  http: HttpClient,
  heatmapModelUuid: string,
  expectedActiveUuid?: string,
): Promise<HeatmapModel> {
  const send = (body: SetActiveModelBody) => callEndpoint(http, heatmapModelEndpoints.setActive, { body })
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
