import { Benchmark, BenchmarkCreateBody, BenchmarkEditBody, BenchmarkPage } from '../../contract/schemas/benchmarks'
import { defineResource } from './resource'

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
