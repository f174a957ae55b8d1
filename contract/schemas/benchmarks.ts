import { enums, object, optional, partial, refine, string, type, type Infer } from 'superstruct'
import { boundedNumber, count, isoDateTime, multilineText, paginated, text, uuid } from './common'

export const benchmarkCategories = ['banner', 'social', 'outdoor', 'video_cover', 'packaging'] as const
export const BenchmarkCategory = enums(benchmarkCategories)
export type BenchmarkCategory = Infer<typeof BenchmarkCategory>

export const benchmarkMetrics = ['attention', 'clarity', 'cognitive_load', 'engagement'] as const
export const BenchmarkMetric = enums(benchmarkMetrics)
export type BenchmarkMetric = Infer<typeof BenchmarkMetric>

/** A benchmark bound: a number 0..100. */
export const BenchmarkValue = boundedNumber(0, 100)

export const Benchmark = type({
  benchmark_uuid: uuid,
  name: string(),
  category: BenchmarkCategory,
  metric: BenchmarkMetric,
  min_value: BenchmarkValue,
  max_value: BenchmarkValue,
  description: string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Grows with every change (If-Match of an edit or delete); optional: a backend may not keep versions. */
  version: optional(count),
})
export type Benchmark = Infer<typeof Benchmark>

export const BenchmarkPage = paginated(Benchmark)
export type BenchmarkPage = Infer<typeof BenchmarkPage>

/** `ordering` of GET /v1/admin/benchmarks/ (prefix '-' for descending). */
export const benchmarkOrderingFields = ['name', 'category', 'metric', 'created_at', 'updated_at'] as const

const benchmarkFields = {
  name: text(1, 120),
  category: BenchmarkCategory,
  metric: BenchmarkMetric,
  min_value: BenchmarkValue,
  max_value: BenchmarkValue,
  description: multilineText(0, 1000),
}

/**
 * min_value must not exceed max_value (refinement 'min_max', reported at max_value). When a body
 * carries only one of them (an edit), the server checks it against the stored other one.
 */
function boundsInOrder(value: { min_value?: number; max_value?: number }) {
  if (value.min_value === undefined || value.max_value === undefined || value.min_value <= value.max_value) return true
  return {
    path: ['max_value'],
    key: 'max_value',
    message: `Expected max_value (${value.max_value}) to be at least min_value (${value.min_value})`,
  }
}

/** POST /v1/admin/benchmarks/create/ (`description` may be left out: empty). */
export const BenchmarkCreateBody = refine(
  object({ ...benchmarkFields, description: optional(benchmarkFields.description) }),
  'min_max',
  boundsInOrder,
)
export type BenchmarkCreateBody = Infer<typeof BenchmarkCreateBody>

/** PATCH /v1/admin/benchmarks/{benchmark_uuid}/edit/ takes a subset of the create fields. */
export const BenchmarkEditBody = refine(partial(object(benchmarkFields)), 'min_max', boundsInOrder)
export type BenchmarkEditBody = Infer<typeof BenchmarkEditBody>
