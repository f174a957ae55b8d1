import { randomUUID } from 'node:crypto'
import { benchmarkEndpoints } from '../../contract/endpoints/benchmarks'
import type { Benchmark, BenchmarkEditBody } from '../../contract/schemas/benchmarks'
import { changedFields, recordFields } from '../audit/journal'
import { invalid } from '../core/errors'
import { isoFromEpoch, nowEpoch } from '../core/format'
import type { Db } from '../db/open'
import { defineEndpoint } from '../handler/endpoint'
import { resourceList } from '../handler/resource-list'
import { checkIfMatch, editVersioned, versionedJson, type VersionedEdit } from '../handler/versions'
import { findByUuid } from '../http/records'

interface BenchmarkRow {
  id: number
  uuid: string
  name: string
  category: Benchmark['category']
  metric: Benchmark['metric']
  min_value: number
  max_value: number
  description: string
  created_at: number
  updated_at: number
  version: number
}

function benchmarkJson(row: BenchmarkRow): Benchmark & { version: number } {
  return {
    benchmark_uuid: row.uuid,
    name: row.name,
    category: row.category,
    metric: row.metric,
    min_value: row.min_value,
    max_value: row.max_value,
    description: row.description,
    created_at: isoFromEpoch(row.created_at),
    updated_at: isoFromEpoch(row.updated_at),
    version: row.version,
  }
}

export function findBenchmark(db: Db, rawUuid: string): BenchmarkRow {
  return findByUuid(db, 'SELECT * FROM benchmarks WHERE uuid = ?', rawUuid, 'Норма не найдена.')
}

/** The fields of a benchmark its journal entries show. */
const journaledFields = ['name', 'category', 'metric', 'min_value', 'max_value', 'description'] as const

const list = resourceList(benchmarkEndpoints.list, {
  from: 'benchmarks',
  json: benchmarkJson,
  searchIn: "name || ' ' || description",
  filters: { category: 'category' },
  order: { name: 'name', category: 'category', metric: 'metric', created_at: 'created_at', updated_at: 'updated_at' },
})

const create = defineEndpoint(benchmarkEndpoints.create, async ({ c, backend: { db, journal }, body: readBody }) => {
  const body = await readBody()
  const now = nowEpoch()
  const uuid = randomUUID()
  const created = db.transaction(() => {
    db.prepare(
      `INSERT INTO benchmarks (uuid, name, category, metric, min_value, max_value, description, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, body.name, body.category, body.metric, body.min_value, body.max_value, body.description ?? '', now, now)
    const answer = benchmarkJson(findBenchmark(db, uuid))
    journal.record({
      actor: c.get('admin'),
      action: 'create',
      targetType: 'benchmark',
      targetUuid: uuid,
      targetLabel: answer.name,
      changes: recordFields(answer, journaledFields, 'create'),
      version: answer.version,
    })
    return answer
  })()
  return versionedJson(c, created, 201)
})

/** The edit of a benchmark by `body`: the edit's, and a return to one of its versions (routes/record-versions). */
export function benchmarkEdit(db: Db, uuid: string, body: BenchmarkEditBody): VersionedEdit<BenchmarkRow, Benchmark & { version: number }> {
  return {
    find: () => findBenchmark(db, uuid),
    json: benchmarkJson,
    targetType: 'benchmark',
    targetUuid: uuid,
    labelOf: (answer) => answer.name,
    change: (current, before) => {
      const next = { ...current, ...body }
      if (next.min_value > next.max_value) {
        const field = body.max_value === undefined ? 'min_value' : 'max_value'
        throw invalid(['body', field], 'Максимум должен быть не меньше минимума', 'value_error.min_max')
      }
      return {
        changes: changedFields(before, benchmarkJson(next), journaledFields),
        write: () =>
          db
            .prepare(
              `UPDATE benchmarks SET name = ?, category = ?, metric = ?, min_value = ?, max_value = ?, description = ?, updated_at = ?,
         version = version + 1 WHERE id = ?`,
            )
            .run(next.name, next.category, next.metric, next.min_value, next.max_value, next.description, nowEpoch(), current.id),
      }
    },
  }
}

const edit = defineEndpoint(benchmarkEndpoints.edit, async ({ c, backend, param, body: readBody }) => {
  const found = findBenchmark(backend.db, param('benchmark_uuid'))
  const body = await readBody()
  return editVersioned(c, backend, benchmarkEdit(backend.db, found.uuid, body))
})

const remove = defineEndpoint(benchmarkEndpoints.remove, ({ c, backend: { db, journal }, param }) => {
  db.transaction(() => {
    const current = findBenchmark(db, param('benchmark_uuid'))
    const record = benchmarkJson(current)
    checkIfMatch(c, record)
    db.prepare('DELETE FROM benchmarks WHERE id = ?').run(current.id)
    journal.record({
      actor: c.get('admin'),
      action: 'delete',
      targetType: 'benchmark',
      targetUuid: current.uuid,
      targetLabel: current.name,
      changes: recordFields(record, journaledFields, 'delete'),
    })
  }).immediate()
  return c.body(null, 204)
})

export const benchmarkRoutes = [list, create, edit, remove]
