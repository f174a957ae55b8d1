import type { Benchmark } from '../../../contract/schemas/benchmarks'
import { benchmarkCategoryLabels, benchmarkMetricLabels } from '../../api/labels'
import { formatDateTime, formatNumber } from '../../lib/format'
import type { ListExportSpec } from '../../state/lists/use-list-export'
import type { TableColumn } from '../../ui'

/** «Нормы»' columns. */
export const benchmarkColumns: readonly TableColumn<Benchmark>[] = [
  { id: 'name', header: 'Название', sortable: true, cell: (benchmark) => benchmark.name },
  { id: 'category', header: 'Категория', sortable: true, width: '11rem', cell: (b) => benchmarkCategoryLabels[b.category] },
  { id: 'metric', header: 'Метрика', sortable: true, width: '12rem', cell: (b) => benchmarkMetricLabels[b.metric] },
  {
    id: 'range',
    header: 'Диапазон',
    align: 'end',
    kind: 'number',
    cell: (b) => `${formatNumber(b.min_value)} – ${formatNumber(b.max_value)}`,
  },
  { id: 'updated_at', header: 'Изменена', sortable: true, kind: 'date', cell: (b) => formatDateTime(b.updated_at) },
]

/** «Нормы» as a CSV file. */
export const benchmarksExport: ListExportSpec<Benchmark> = {
  fileId: 'benchmarks',
  columns: [
    { header: 'Название', value: (b) => b.name },
    { header: 'Категория', value: (b) => benchmarkCategoryLabels[b.category] },
    { header: 'Метрика', value: (b) => benchmarkMetricLabels[b.metric] },
    { header: 'Минимум', value: (b) => b.min_value, kind: 'number' },
    { header: 'Максимум', value: (b) => b.max_value, kind: 'number' },
    { header: 'Описание', value: (b) => b.description },
    { header: 'Создана', value: (b) => b.created_at, kind: 'datetime' },
    { header: 'Изменена', value: (b) => b.updated_at, kind: 'datetime' },
  ],
}
