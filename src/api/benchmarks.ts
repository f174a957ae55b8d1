import { benchmarkEndpoints } from '../../contract/endpoints/benchmarks'
import { Benchmark } from '../../contract/schemas/benchmarks'
import { defineResource } from './resource'

/** «Нормы»: the list (search, category, ordering) and its create, edit, delete, as contract/endpoints/benchmarks declares them. */
export const benchmarksResource = defineResource({
  key: 'benchmarks',
  endpoints: benchmarkEndpoints,
  idField: 'benchmark_uuid',
  nameField: 'name',
  item: Benchmark,
})
