import { heatmapModelEndpoints } from '../../contract/endpoints/heatmap-models'
import { HeatmapModel } from '../../contract/schemas/heatmap-models'
import { ApiError, notFound } from '../core/errors'
import { isoFromEpoch } from '../core/format'
import { defineEndpoint } from '../handler/endpoint'
import { findByUuid } from '../http/records'

interface ModelRow {
  id: number
  uuid: string
  name: string
  version: string
  description: string
  is_active: number
  created_at: number
  auc: number
  nss: number
  cc: number
}

function modelJson(row: ModelRow): HeatmapModel {
  return {
    heatmap_model_uuid: row.uuid,
    name: row.name,
    version: row.version,
    description: row.description,
    is_active: row.is_active === 1,
    created_at: isoFromEpoch(row.created_at),
    metrics: { auc: row.auc, nss: row.nss, cc: row.cc },
  }
}

const modelLabel = (row: Pick<ModelRow, 'name' | 'version'>) => `${row.name} ${row.version}`

const list = defineEndpoint(heatmapModelEndpoints.list, ({ c, backend: { db } }) => {
  const rows = db.prepare('SELECT * FROM heatmap_models ORDER BY created_at DESC, id DESC').all() as ModelRow[]
  return c.json({ results: rows.map(modelJson) })
})

const active = defineEndpoint(heatmapModelEndpoints.active, ({ c, backend: { db } }) => {
  const row = db.prepare('SELECT * FROM heatmap_models WHERE is_active = 1').get() as ModelRow | undefined
  if (!row) throw notFound('Активная модель не выбрана.')
  return c.json(modelJson(row))
})

const setActive = defineEndpoint(heatmapModelEndpoints.setActive, async ({ c, backend: { db, journal }, body: readBody }) => {
  const body = await readBody()
  const activate = db.transaction((uuid: string) => {
    const row = findByUuid<ModelRow>(db, 'SELECT * FROM heatmap_models WHERE uuid = ?', uuid, 'Модель не найдена.')
    const previous = db.prepare('SELECT * FROM heatmap_models WHERE is_active = 1').get() as ModelRow | undefined
    const expected = body.expected_active_uuid?.toLowerCase()
    if (expected !== undefined && previous?.uuid !== expected) {
      const detail = 'Активную модель уже сменил кто-то другой: ничего не изменено.'
      throw new ApiError(409, { detail, code: 'active_changed', current: previous ? modelJson(previous) : null }, detail)
    }
    db.prepare('UPDATE heatmap_models SET is_active = 0 WHERE is_active = 1 AND id <> ?').run(row.id)
    db.prepare('UPDATE heatmap_models SET is_active = 1 WHERE id = ?').run(row.id)
    journal.record({
      actor: c.get('admin'),
      action: 'set_active_model',
      targetType: 'heatmap_model',
      targetUuid: row.uuid,
      targetLabel: modelLabel(row),
      // the active model before and after, by name and version
      changes: { active_model: [previous ? modelLabel(previous) : null, modelLabel(row)] },
    })
    return { ...row, is_active: 1 }
  })
  return c.json(modelJson(activate.immediate(body.heatmap_model_uuid)))
})

export const heatmapModelRoutes = [list, active, setActive]
