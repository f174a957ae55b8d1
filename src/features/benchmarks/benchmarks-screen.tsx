import { benchmarksResource } from '../../api/benchmarks'
import { benchmarkCategoryLabels, benchmarkMetricLabels } from '../../api/labels'
import { benchmarkCategories, benchmarkOrderingFields, type Benchmark } from '../../api/schemas/benchmarks'
import { drawerLinks } from '../../lib/drawers'
import { formatDateTime, formatNumber } from '../../lib/format'
import { multiChoiceParam, orderingParam, pageParam, pageSizeParam, textParam, type ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { benchmarkAtoms } from '../../state/benchmarks'
import type { ListExportSpec } from '../../state/use-list-export'
import { useResourceList } from '../../state/use-resource-list'
import { DEFAULT_PAGE_SIZES, ResourceListScreen, labelOptions, type ResourceListDescription } from '../../ui'
import { benchmarkDeletion, benchmarkNotices } from './benchmark-texts'

/** «Нормы» in the URL, under the API's keys: `/benchmarks?search=…&category=banner&category=social&ordering=-updated_at`. */
export const benchmarksListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  search: textParam('search'),
  categories: multiChoiceParam('category', benchmarkCategories),
  ordering: orderingParam('ordering', benchmarkOrderingFields, 'name'),
}

const description: ResourceListDescription<Benchmark, ListQueryState<typeof benchmarksListSchema>> = {
  title: 'Нормы',
  recordForms: { one: 'норму', few: 'нормы', many: 'норм' },
  filtersLabel: 'Поиск и фильтры норм',
  filters: [
    { kind: 'search', key: 'search', label: 'Поиск', placeholder: 'Название или описание' },
    { kind: 'choices', key: 'categories', label: 'Категория', options: labelOptions(benchmarkCategoryLabels) },
  ],
  columns: [
    { id: 'name', header: 'Название', sortable: true, cell: (benchmark) => benchmark.name },
    { id: 'category', header: 'Категория', sortable: true, width: '11rem', cell: (b) => benchmarkCategoryLabels[b.category] },
    { id: 'metric', header: 'Метрика', sortable: true, width: '12rem', cell: (b) => benchmarkMetricLabels[b.metric] },
    {
      id: 'range',
      header: 'Диапазон',
      align: 'end',
      width: '8rem',
      cell: (b) => `${formatNumber(b.min_value)} – ${formatNumber(b.max_value)}`,
    },
    { id: 'updated_at', header: 'Изменена', sortable: true, width: '11rem', fit: true, cell: (b) => formatDateTime(b.updated_at) },
  ],
  empty: { emptyText: 'Норм пока нет.' },
  errorTitle: 'Не удалось загрузить нормы',
  deletion: benchmarkDeletion,
}

/** «Нормы» as a CSV file. */
const benchmarksExport: ListExportSpec<Benchmark> = {
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

/** «Нормы»: the list of benchmarks with search, a category filter, sorting and pages, all in the URL. */
export function BenchmarksScreen() {
  const controller = useResourceList({
    resource: benchmarksResource,
    atoms: benchmarkAtoms,
    schema: benchmarksListSchema,
    drawer: drawerLinks.benchmark,
    notices: benchmarkNotices,
    screen: paths.benchmarks,
    exportAs: benchmarksExport,
  })
  return <ResourceListScreen description={description} controller={controller} />
}
