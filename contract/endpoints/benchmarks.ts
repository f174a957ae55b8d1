import { ifMatchHeader, noContent, ok, versioned, versionMismatch } from '../answers'
import { enumList, foldedSearch, ordering, pageQuery } from '../codecs'
import { declareEndpoint } from '../endpoint'
import {
  Benchmark,
  benchmarkCategories,
  BenchmarkCreateBody,
  BenchmarkEditBody,
  benchmarkOrderingFields,
  BenchmarkPage,
} from '../schemas/benchmarks'

/** «Нормы»: the list, and its create, edit and delete (a record type of the contract). */
export const benchmarkEndpoints = {
  list: declareEndpoint({
    method: 'get',
    path: '/v1/admin/benchmarks/',
    summary: 'Нормы',
    tag: 'benchmarks',
    query: {
      ...pageQuery,
      search: foldedSearch('Название, описание'),
      category: enumList(benchmarkCategories),
      ordering: ordering(benchmarkOrderingFields, 'name'),
    },
    answers: { 200: ok(BenchmarkPage) },
  }),
  create: declareEndpoint({
    method: 'post',
    path: '/v1/admin/benchmarks/create/',
    permission: 'records.edit',
    summary: 'Новая норма (min_value <= max_value)',
    tag: 'benchmarks',
    body: BenchmarkCreateBody,
    answers: { 201: versioned(Benchmark, 'Создана') },
  }),
  edit: declareEndpoint({
    method: 'patch',
    path: '/v1/admin/benchmarks/{benchmark_uuid}/edit/',
    permission: 'records.edit',
    summary: 'Изменение нормы',
    tag: 'benchmarks',
    headers: [ifMatchHeader],
    body: BenchmarkEditBody,
    answers: { 200: versioned(Benchmark), 412: versionMismatch(Benchmark) },
  }),
  remove: declareEndpoint({
    method: 'delete',
    path: '/v1/admin/benchmarks/{benchmark_uuid}/delete/',
    permission: 'records.edit',
    summary: 'Удаление нормы',
    tag: 'benchmarks',
    headers: [ifMatchHeader],
    answers: { 204: noContent, 412: versionMismatch(Benchmark) },
  }),
}
