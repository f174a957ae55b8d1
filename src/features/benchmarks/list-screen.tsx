import type { Benchmark } from '../../../contract/schemas/benchmarks'
import { benchmarksResource } from '../../api/benchmarks'
import { benchmarkCategoryLabels } from '../../api/labels'
import { useColumnsWithPresence } from '../../entities/presence/row-presence'
import { drawerLinks } from '../../lib/drawers'
import type { ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { useResourceList } from '../../state/lists/use-resource-list'
import { labelOptions, ResourceListScreen, type ResourceListDescription } from '../../ui'
import { benchmarkColumns, benchmarksExport } from './columns'
import { benchmarksListSchema } from './list-params'
import { benchmarkDeletion, benchmarkNotices } from './notices'
import { benchmarkAtoms } from './queries'

const description: ResourceListDescription<Benchmark, ListQueryState<typeof benchmarksListSchema>> = {
  title: 'Нормы',
  recordForms: { one: 'норму', few: 'нормы', many: 'норм' },
  filtersLabel: 'Поиск и фильтры норм',
  filters: [
    { kind: 'search', key: 'search', label: 'Поиск', placeholder: 'Название или описание' },
    { kind: 'choices', key: 'categories', label: 'Категория', options: labelOptions(benchmarkCategoryLabels) },
  ],
  columns: benchmarkColumns,
  empty: { emptyText: 'Норм пока нет.' },
  errorTitle: 'Не удалось загрузить нормы',
  deletion: benchmarkDeletion,
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
  const columns = useColumnsWithPresence(benchmarkColumns, 'benchmark', benchmarkId)
  return <ResourceListScreen description={{ ...description, columns }} controller={controller} />
}

const benchmarkId = (benchmark: Benchmark) => benchmark.benchmark_uuid
