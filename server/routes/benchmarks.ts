import { randomUUID } from 'node:crypto'
import {
  BenchmarkCreateBody,
  BenchmarkEditBody,
  benchmarkCategories,
  benchmarkOrderingFields,
  type Benchmark,
} from '../../src/api/schemas/benchmarks'
import type { App, Backend } from '../context'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { isoFromEpoch, nowEpoch } from '../format'
import { readBody } from '../http/body'
import { invalid, notFound } from '../http/errors'
import { limitOffset, pageEnvelope } from '../http/pagination'
import { QueryReader, orderBy, pathUuid } from '../http/query'

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
  const uuid = pathUuid(rawUuid)
  const row = uuid ? (db.prepare('SELECT * FROM benchmarks WHERE uuid = ?').get(uuid) as BenchmarkRow | undefined) : undefined
  if (!row) throw notFound('Норма не найдена.')
  return row
}

export function benchmarkRoutes(app: App, { db }: Backend): void {
  app.get('/v1/admin/benchmarks/', (c) => {
    const query = new QueryReader(c)
    const page = query.page()
    const search = query.search()
    const categories = query.enumList('category', benchmarkCategories, 'repeat')
    const ordering = query.ordering(benchmarkOrderingFields, { field: 'created_at', descending: true })
    query.done()
    const where: string[] = []
    const params: (string | number)[] = []
    if (search) {
      where.push("instr(casefold(name || ' ' || description), ?) > 0")
      params.push(search)
    }
    if (categories.length > 0) {
      where.push(`category IN (${categories.map(() => '?').join(', ')})`)
      params.push(...categories)
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
    const { count } = statement(db, `SELECT COUNT(*) AS count FROM benchmarks ${filter}`).get(...params) as { count: number }
    const order = orderBy(ordering, { name: 'name', category: 'category', metric: 'metric', created_at: 'created_at', updated_at: 'updated_at' })
    const rows = statement(db, `SELECT * FROM benchmarks ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
      ...params,
      ...limitOffset(page),
    ) as BenchmarkRow[]
    return c.json(pageEnvelope(c, page, count, rows.map(benchmarkJson)))
  })

  app.post('/v1/admin/benchmarks/create/', async (c) => {
    const body = await readBody(c, BenchmarkCreateBody)
    const now = nowEpoch()
    const uuid = randomUUID()
    db.prepare(
      `INSERT INTO benchmarks (uuid, name, category, metric, min_value, max_value, description, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, body.name, body.category, body.metric, body.min_value, body.max_value, body.description ?? '', now, now)
    return c.json(benchmarkJson(db.prepare('SELECT * FROM benchmarks WHERE uuid = ?').get(uuid) as BenchmarkRow), 201)
  })

  app.patch('/v1/admin/benchmarks/:benchmark_uuid/edit/', async (c) => {
    const current = findBenchmark(db, c.req.param('benchmark_uuid'))
    const body = await readBody(c, BenchmarkEditBody)
    // Nothing to change: the stored one as it is (updated_at stays).
    if (Object.keys(body).length === 0) return c.json(benchmarkJson(current))
    const next = { ...current, ...body }
    if (next.min_value > next.max_value) {
      const field = body.max_value === undefined ? 'min_value' : 'max_value'
      throw invalid(['body', field], 'Максимум должен быть не меньше минимума', 'value_error.min_max')
    }
    db.prepare(
      `UPDATE benchmarks SET name = ?, category = ?, metric = ?, min_value = ?, max_value = ?, description = ?, updated_at = ?
       WHERE id = ?`,
    ).run(next.name, next.category, next.metric, next.min_value, next.max_value, next.description, nowEpoch(), current.id)
    return c.json(benchmarkJson(db.prepare('SELECT * FROM benchmarks WHERE id = ?').get(current.id) as BenchmarkRow))
  })

  app.delete('/v1/admin/benchmarks/:benchmark_uuid/delete/', (c) => {
    const current = findBenchmark(db, c.req.param('benchmark_uuid'))
    db.prepare('DELETE FROM benchmarks WHERE id = ?').run(current.id)
    return c.body(null, 204)
  })
}
