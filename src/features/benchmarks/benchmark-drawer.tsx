import { object, refine, trimmed } from 'superstruct'
import { BenchmarkValue, type Benchmark } from '../../../contract/schemas/benchmarks'
import { text } from '../../../contract/schemas/common'
import { benchmarksResource } from '../../api/benchmarks'
import { benchmarkCategoryLabels, benchmarkMetricLabels } from '../../api/labels'
import { RecordHistory } from '../../entities/audit-log/journal-feed'
import { RecordPresence } from '../../entities/presence/record-presence'
import { numberInput, oneOf } from '../../lib/input-structs'
import { failWith } from '../../lib/validation'
import { useResourceForm, type ResourceFormModel } from '../../state/lists/use-resource-form'
import { usePresence } from '../../state/live/use-presence'
import { labelOptions, ResourceFormDrawer, type LazyDrawerProps, type ResourceFormDescription } from '../../ui'
import { benchmarkDeletion, benchmarkFieldLabels, benchmarkNotices } from './notices'
import { benchmarkAtoms } from './queries'

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

const model: ResourceFormModel<Benchmark, BenchmarkValues, typeof benchmarkForm.TYPE> = {
  emptyValues: { name: '', category: '', metric: '', min_value: '', max_value: '', description: '' },
  valuesOf: (benchmark) => ({
    name: benchmark.name,
    category: benchmark.category,
    metric: benchmark.metric,
    min_value: String(benchmark.min_value).replace('.', ','),
    max_value: String(benchmark.max_value).replace('.', ','),
    description: benchmark.description,
  }),
  struct: benchmarkForm,
  subject: 'норму',
}

const description: ResourceFormDescription<Benchmark, BenchmarkValues> = {
  fields: [
    { kind: 'text', name: 'name', label: benchmarkFieldLabels.name, required: true },
    {
      kind: 'select',
      name: 'category',
      label: benchmarkFieldLabels.category,
      required: true,
      options: labelOptions(benchmarkCategoryLabels),
    },
    { kind: 'select', name: 'metric', label: benchmarkFieldLabels.metric, required: true, options: labelOptions(benchmarkMetricLabels) },
    { kind: 'number', name: 'min_value', label: benchmarkFieldLabels.min_value, required: true, helperText: 'От 0 до 100' },
    {
      kind: 'number',
      name: 'max_value',
      label: benchmarkFieldLabels.max_value,
      required: true,
      helperText: 'От 0 до 100, не меньше минимума',
    },
    { kind: 'textarea', name: 'description', label: benchmarkFieldLabels.description },
  ],
  createTitle: 'Новая норма',
  editTitle: (benchmark) => (benchmark ? `Норма «${benchmark.name}»` : 'Норма'),
  deletion: benchmarkDeletion,
}

/** `?drawer=benchmark` creates a benchmark; `?drawer=benchmark&benchmark=<uuid>` edits or deletes one. */
export function BenchmarkDrawer({ record, onClose }: LazyDrawerProps) {
  const controller = useResourceForm({
    resource: benchmarksResource,
    atoms: benchmarkAtoms,
    model,
    notices: benchmarkNotices,
    recordId: record,
    onClose,
  })
  usePresence('benchmark', record, controller.form.dirty ? 'editing' : 'viewing')
  return (
    <ResourceFormDrawer
      description={
        record ? { ...description, recordNotice: () => <RecordPresence resource="benchmark" uuid={record} subject="Норму" /> } : description
      }
      controller={controller}
      onClose={onClose}
      history={record && <RecordHistory targetUuid={record} />}
    />
  )
}
