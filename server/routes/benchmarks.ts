import { randomUUID } from 'node:crypto'
import {
  Benchmark,
  benchmarkCategories,
  BenchmarkCreateBody,
  BenchmarkEditBody,
  benchmarkOrderingFields,
  BenchmarkPage,
} from '../../contract/schemas/benchmarks'
import { changedFields, recordFields } from '../audit/journal'
import { SqlFilters } from '../db/filters'
import type { Db } from '../db/open'
import { defineEndpoint } from '../endpoint'
import { isoFromEpoch, nowEpoch } from '../format'
import { invalid } from '../http/errors'
import { listPage, sqlList } from '../http/lists'
import { orderBy, QueryReader } from '../http/query'
import { findByUuid } from '../http/records'
import { checkIfMatch, editVersioned, versionedJson } from '../http/versions'
import {
  foldedSearchParameter,
  ifMatchParameter,
  noContent,
  ok,
  orderingParameter,
  pageParameters,
  repeated,
  versioned,
  versionMismatch,
} from '../openapi-parameters'

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

function findBenchmark(db: Db, rawUuid: string): BenchmarkRow {
  return findByUuid(db, 'SELECT * FROM benchmarks WHERE uuid = ?', rawUuid, 'Норма не найдена.')
}

/** The fields of a benchmark its journal entries show. */
const journaledFields = ['name', 'category', 'metric', 'min_value', 'max_value', 'description'] as const

const list = defineEndpoint({
  method: 'get',
  path: '/v1/admin/benchmarks/',
  summary: 'Нормы',
  tag: 'benchmarks',
  parameters: [
    ...pageParameters,
    foldedSearchParameter('Название, описание'),
    repeated('category', benchmarkCategories),
    orderingParameter(benchmarkOrderingFields, '-created_at'),
  ],
  answers: { 200: ok(BenchmarkPage) },
  handle: ({ c, backend: { db } }) => {
    const query = new QueryReader(c)
    const page = query.page()
    const search = query.search()
    const categories = query.enumList('category', benchmarkCategories, 'repeat')
    const ordering = query.ordering(benchmarkOrderingFields, { field: 'created_at', descending: true })
    query.done()
    const filters = new SqlFilters().words("name || ' ' || description", search).oneOf('category', categories, benchmarkCategories)
    const order = orderBy(ordering, {
      name: 'name',
      category: 'category',
      metric: 'metric',
      created_at: 'created_at',
      updated_at: 'updated_at',
    })
    return listPage(c, page, sqlList(db, { from: 'benchmarks', filters, order, json: benchmarkJson }))
  },
})

const create = defineEndpoint({
  method: 'post',
  path: '/v1/admin/benchmarks/create/',
  permission: 'records.edit',
  summary: 'Новая норма (min_value <= max_value)',
  tag: 'benchmarks',
  body: BenchmarkCreateBody,
  answers: { 201: versioned(Benchmark, 'Создана') },
  handle: async ({ c, backend: { db, journal }, body: readBody }) => {
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
      })
      return answer
    })()
    return versionedJson(c, created, 201)
  },
})

const edit = defineEndpoint({
  method: 'patch',
  path: '/v1/admin/benchmarks/{benchmark_uuid}/edit/',
  permission: 'records.edit',
  summary: 'Изменение нормы',
  tag: 'benchmarks',
  parameters: [ifMatchParameter],
  body: BenchmarkEditBody,
  answers: { 200: versioned(Benchmark), 412: versionMismatch(Benchmark) },
  handle: async ({ c, backend, param, body: readBody }) => {
    const { db } = backend
    const found = findBenchmark(db, param('benchmark_uuid'))
    const body = await readBody()
    return editVersioned(c, backend, {
      find: () => findBenchmark(db, found.uuid),
      json: benchmarkJson,
      targetType: 'benchmark',
      targetUuid: found.uuid,
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
    })
  },
})

const remove = defineEndpoint({
  method: 'delete',
  path: '/v1/admin/benchmarks/{benchmark_uuid}/delete/',
  permission: 'records.edit',
  summary: 'Удаление нормы',
  tag: 'benchmarks',
  parameters: [ifMatchParameter],
  answers: { 204: noContent, 412: versionMismatch(Benchmark) },
  handle: ({ c, backend: { db, journal }, param }) => {
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
  },
})

export const benchmarkEndpoints = [list, create, edit, remove]
