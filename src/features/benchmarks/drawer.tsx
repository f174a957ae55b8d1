import { object, refine, trimmed } from 'superstruct'
import { BenchmarkValue } from '../../../contract/schemas/benchmarks'
import { text } from '../../../contract/schemas/common'
import { numberInput, oneOf } from '../../lib/input-structs'
import { failWith } from '../../lib/validation'
import { recordForm, RecordFormDrawer } from '../../records/record-drawer'
import { labelOptions, type LazyDrawerProps } from '../../ui'
import { benchmarkCategoryLabels, benchmarkMetricLabels, benchmarks } from './record-type'

interface BenchmarkValues {
  name: string
  category: string
  metric: string
  /** Typed as text: «12,5» is read as 12.5. */
  min_value: string
  max_value: string
  description: string
}

/** Every bound of the contract: name 1..120, the enumerations, 0..100, min ≤ max (blamed on «Максимум»), description ≤ 1000. */
const benchmarkForm = refine(
  object({
    name: trimmed(text(1, 120)),
    category: oneOf(benchmarkCategoryLabels),
    metric: oneOf(benchmarkMetricLabels),
    min_value: numberInput(BenchmarkValue),
    max_value: numberInput(BenchmarkValue),
    description: trimmed(text(0, 1000)),
  }),
  'min_max',
  (value) => value.min_value <= value.max_value || failWith({ code: 'number-too-small', minimum: value.min_value }, ['max_value']),
)

const { fields } = benchmarks

const form = recordForm(benchmarks, {
  emptyValues: { name: '', category: '', metric: '', min_value: '', max_value: '', description: '' } satisfies BenchmarkValues,
  valuesOf: (benchmark) => ({
    name: benchmark.name,
    category: benchmark.category,
    metric: benchmark.metric,
    min_value: String(benchmark.min_value).replace('.', ','),
    max_value: String(benchmark.max_value).replace('.', ','),
    description: benchmark.description,
  }),
  struct: benchmarkForm,
  fields: [
    { kind: 'text', name: 'name', label: fields.name.label, required: true },
    { kind: 'select', name: 'category', label: fields.category.label, required: true, options: labelOptions(benchmarkCategoryLabels) },
    { kind: 'select', name: 'metric', label: fields.metric.label, required: true, options: labelOptions(benchmarkMetricLabels) },
    { kind: 'number', name: 'min_value', label: fields.min_value.label, required: true, helperText: 'От 0 до 100' },
    { kind: 'number', name: 'max_value', label: fields.max_value.label, required: true, helperText: 'От 0 до 100, не меньше минимума' },
    { kind: 'textarea', name: 'description', label: fields.description.label },
  ],
})

/** `?drawer=benchmark` creates a benchmark; `?drawer=benchmark&benchmark=<uuid>` edits or deletes one. */
export function BenchmarkDrawer(props: LazyDrawerProps) {
  return <RecordFormDrawer {...props} type={benchmarks} form={form} />
}
