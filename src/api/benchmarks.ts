import { defineResource } from './resource'
import { Benchmark, BenchmarkCreateBody, BenchmarkEditBody, BenchmarkPage } from './schemas/benchmarks'

/** «Нормы»: GET /v1/admin/benchmarks/ (search, category repeated, ordering) and its create, edit, delete. */
export const benchmarksResource = defineResource({
  key: 'benchmarks',
  path: '/v1/admin/benchmarks/',
  idField: 'benchmark_uuid',
  nameField: 'name',
  item: Benchmark,
  page: BenchmarkPage,
  createBody: BenchmarkCreateBody,
  editBody: BenchmarkEditBody,
})
