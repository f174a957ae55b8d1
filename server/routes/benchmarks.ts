import { randomUUID } from 'node:crypto'
import {
  Benchmark,
  BenchmarkCreateBody,
  BenchmarkEditBody,
  BenchmarkPage,
  benchmarkCategories,
  benchmarkOrderingFields,
} from '../../src/api/schemas/benchmarks'
import { changedFields, recordFields } from '../audit/journal'
import { SqlFilters } from '../db/filters'
import type { Db } from '../db/open'
import { defineEndpoint } from '../endpoint'
import { isoFromEpoch, nowEpoch } from '../format'
import { invalid } from '../http/errors'
import { listPage, sqlList } from '../http/lists'
import { QueryReader, orderBy } from '../http/query'
import { findByUuid } from '../http/records'
import { noContent, ok, orderingParameter, pageParameters, repeated, searchParameter } from '../openapi-parameters'

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
}

function benchmarkJson(row: BenchmarkRow): Benchmark {
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
  parameters: [...pageParameters, searchParameter('Название, описание'), repeated('category', benchmarkCategories), orderingParameter(benchmarkOrderingFields, '-created_at')],
  answers: { 200: ok(BenchmarkPage) },
  handle: ({ c, backend: { db } }) => {
    const query = new QueryReader(c)
    const page = query.page()
    const search = query.search()
    const categories = query.enumList('category', benchmarkCategories, 'repeat')
    const ordering = query.ordering(benchmarkOrderingFields, { field: 'created_at', descending: true })
    query.done()
    const filters = new SqlFilters().when("instr(casefold(name || ' ' || description), ?) > 0", search).oneOf('category', categories, benchmarkCategories)
    const order = orderBy(ordering, { name: 'name', category: 'category', metric: 'metric', created_at: 'created_at', updated_at: 'updated_at' })
    return listPage(c, page, sqlList(db, { from: 'benchmarks', filters, order, json: benchmarkJson }))
  },
})

const create = defineEndpoint({
  method: 'post',
  path: '/v1/admin/benchmarks/create/',
  summary: 'Новая норма (min_value <= max_value)',
  tag: 'benchmarks',
  body: BenchmarkCreateBody,
  answers: { 201: ok(Benchmark, 'Создана') },
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
    return c.json(created, 201)
  },
})

const edit = defineEndpoint({
  method: 'patch',
  path: '/v1/admin/benchmarks/{benchmark_uuid}/edit/',
  summary: 'Изменение нормы',
  tag: 'benchmarks',
  body: BenchmarkEditBody,
  answers: { 200: ok(Benchmark) },
  handle: async ({ c, backend: { db, journal }, param, body: readBody }) => {
    const found = findBenchmark(db, param('benchmark_uuid'))
    const body = await readBody()
    // read again: another call may have changed it while the body arrived (the journal's "before")
    const current = findBenchmark(db, found.uuid)
    const next = { ...current, ...body }
    if (next.min_value > next.max_value) {
      const field = body.max_value === undefined ? 'min_value' : 'max_value'
      throw invalid(['body', field], 'Максимум должен быть не меньше минимума', 'value_error.min_max')
    }
    const before = benchmarkJson(current)
    const changes = changedFields(before, benchmarkJson(next), journaledFields)
    // Nothing to change (an empty body, or the same values): the stored one as it is, updated_at
    // kept, nothing journaled.
    if (Object.keys(changes).length === 0) return c.json(before)
    const edited = db.transaction(() => {
      db.prepare(
        `UPDATE benchmarks SET name = ?, category = ?, metric = ?, min_value = ?, max_value = ?, description = ?, updated_at = ?
         WHERE id = ?`,
      ).run(next.name, next.category, next.metric, next.min_value, next.max_value, next.description, nowEpoch(), current.id)
      const answer = benchmarkJson(findBenchmark(db, current.uuid))
      journal.record({ actor: c.get('admin'), action: 'update', targetType: 'benchmark', targetUuid: current.uuid, targetLabel: answer.name, changes })
      return answer
    })()
    return c.json(edited)
  },
})

const remove = defineEndpoint({
  method: 'delete',
  path: '/v1/admin/benchmarks/{benchmark_uuid}/delete/',
  summary: 'Удаление нормы',
  tag: 'benchmarks',
  answers: { 204: noContent },
  handle: ({ c, backend: { db, journal }, param }) => {
    const current = findBenchmark(db, param('benchmark_uuid'))
    db.transaction(() => {
      db.prepare('DELETE FROM benchmarks WHERE id = ?').run(current.id)
      journal.record({
        actor: c.get('admin'),
        action: 'delete',
        targetType: 'benchmark',
        targetUuid: current.uuid,
        targetLabel: current.name,
        changes: recordFields(benchmarkJson(current), journaledFields, 'delete'),
      })
    })()
    return c.body(null, 204)
  },
})

export const benchmarkEndpoints = [list, create, edit, remove]
