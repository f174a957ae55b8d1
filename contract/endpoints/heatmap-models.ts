import { ok } from '../answers'
import { declareEndpoint } from '../endpoint'
import { DetailBody } from '../schemas/common'
import { ActiveChangedBody, HeatmapModel, HeatmapModelList, SetActiveModelBody } from '../schemas/heatmap-models'

/** The heatmap models: every one, the active one, and the switch. */
export const heatmapModelEndpoints = {
  list: declareEndpoint({
    method: 'get',
    path: '/v1/admin/heatmap-models/',
    summary: 'Модели тепловых карт',
    tag: 'heatmap-models',
    answers: { 200: ok(HeatmapModelList) },
  }),
  active: declareEndpoint({
    method: 'get',
    path: '/v1/admin/heatmap-models/active/',
    summary: 'Активная модель',
    tag: 'heatmap-models',
    answers: { 200: ok(HeatmapModel), 404: { description: 'Активной модели нет', struct: DetailBody } },
  }),
  setActive: declareEndpoint({
    method: 'post',
    path: '/v1/admin/heatmap-models/set-active/',
    permission: 'heatmap_models.set_active',
    summary: 'Сделать модель единственной активной',
    tag: 'heatmap-models',
    body: SetActiveModelBody,
    answers: {
      200: ok(HeatmapModel),
      409: {
        description:
          'Расширение контракта: активна уже не expected_active_uuid (code: active_changed); ничего не изменено, current — активная модель сейчас',
        struct: ActiveChangedBody,
      },
    },
  }),
}
