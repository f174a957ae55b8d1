import { describe, expect, it } from 'vitest'
import { isHttpError } from '../../src/api/errors'
import { fetchActiveHeatmapModel, fetchHeatmapModels, setActiveHeatmapModel } from '../../src/api/heatmap-models'
import { createHttpClient } from '../../src/api/http'
import { createFakeApi } from '../support/fake-api'
import { heatmapModelPaths, makeHeatmapModels, serveHeatmapModels } from '../support/fixtures/dashboard'
import { memoryTokens } from '../support/memory-tokens'

function setup(models = makeHeatmapModels()) {
  const api = createFakeApi()
  const served = serveHeatmapModels(api, models)
  const http = createHttpClient({ host: '', fetch: api.fetch, tokens: memoryTokens(api.issueTokens()), onSessionEnd: () => undefined })
  return { api, http, served }
}

describe('heatmap-model fetchers', () => {
  it('lists every model from the unpaginated results', async () => {
    const { http } = setup()
    const models = await fetchHeatmapModels(http)
    expect(models.map((model) => `${model.name} ${model.version} ${model.is_active}`)).toEqual([
      'SaliencyNet 3.2.0 true',
      'SaliencyNet 3.1.4 false',
    ])
  })

  it('answers the active model, and null when the API answers 404 (none is active)', async () => {
    const { http, served } = setup()
    expect((await fetchActiveHeatmapModel(http))?.version).toBe('3.2.0')
    for (const model of served) model.is_active = false
    expect(await fetchActiveHeatmapModel(http)).toBeNull()
  })

  it('rethrows any other failure of the active model', async () => {
    const { api, http } = setup()
    api.fail('GET', heatmapModelPaths.active, { status: 500 })
    const error: unknown = await fetchActiveHeatmapModel(http).catch((caught: unknown) => caught)
    expect(isHttpError(error) && error.status).toBe(500)
  })

  it('sets a model active with a POST of its uuid and answers it', async () => {
    const { api, http, served } = setup()
    const older = served[1]!
    const answer = await setActiveHeatmapModel(http, older.heatmap_model_uuid)
    expect(answer).toMatchObject({ heatmap_model_uuid: older.heatmap_model_uuid, is_active: true })
    const [request] = api.requestsTo('POST', heatmapModelPaths.setActive)
    expect(request?.body).toEqual({ heatmap_model_uuid: older.heatmap_model_uuid })
  })
})
