import type { Benchmark } from '../../../contract/schemas/benchmarks'
import { formatDateTime, formatNumber } from '../../lib/format'
import { RecordListScreen } from '../../records/record-list'
import type { ListExportSpec } from '../../state/lists/use-list-export'
import type { TableColumn } from '../../ui'
import { benchmarkCategoryLabels, benchmarkMetricLabels, benchmarks } from './record-type'

const { fields } = benchmarks

const columns: readonly TableColumn<Benchmark>[] = [
  { id: 'name', header: fields.name.label, sortable: true, cell: (benchmark) => benchmark.name },
  { id: 'category', header: fields.category.label, sortable: true, width: '11rem', cell: (b) => benchmarkCategoryLabels[b.category] },
  { id: 'metric', header: fields.metric.label, sortable: true, width: '12rem', cell: (b) => benchmarkMetricLabels[b.metric] },
  {
    id: 'range',
    header: 'Диапазон',
    align: 'end',
    kind: 'number',
    cell: (b) => `${formatNumber(b.min_value)} – ${formatNumber(b.max_value)}`,
  },
  { id: 'updated_at', header: 'Изменена', sortable: true, kind: 'date', cell: (b) => formatDateTime(b.updated_at) },
]

const exportColumns: ListExportSpec<Benchmark>['columns'] = [
  { header: fields.name.label, value: (b) => b.name },
  { header: fields.category.label, value: (b) => benchmarkCategoryLabels[b.category] },
  { header: fields.metric.label, value: (b) => benchmarkMetricLabels[b.metric] },
  { header: fields.min_value.label, value: (b) => b.min_value, kind: 'number' },
  { header: fields.max_value.label, value: (b) => b.max_value, kind: 'number' },
  { header: fields.description.label, value: (b) => b.description },
  { header: 'Создана', value: (b) => b.created_at, kind: 'datetime' },
  { header: 'Изменена', value: (b) => b.updated_at, kind: 'datetime' },
]

/** «Нормы»: search and a category filter (from the list's declaration), sorting and pages, all in the URL. */
export function BenchmarksScreen() {
  return <RecordListScreen type={benchmarks} columns={columns} exportColumns={exportColumns} filters={['search', 'category']} />
}
