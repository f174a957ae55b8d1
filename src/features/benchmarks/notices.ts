import type { Benchmark } from '../../../contract/schemas/benchmarks'
import { benchmarkCategoryLabels, benchmarkMetricLabels } from '../../api/labels'
import { labelText, recordFields } from '../../state/lists/stale-deletion'
import type { ResourceNotices } from '../../state/lists/use-resource-deletion'
import type { DeletionText } from '../../ui'

/** A benchmark's fields as the drawer and a list of changes name them. */
export const benchmarkFieldLabels = {
  name: 'Название',
  category: 'Категория',
  metric: 'Метрика',
  min_value: 'Минимум',
  max_value: 'Максимум',
  description: 'Описание',
} as const

/** What «Нормы» say after a change. */
export const benchmarkNotices: ResourceNotices<Benchmark> = {
  created: 'Норма создана',
  saved: 'Норма сохранена',
  removed: 'Норма удалена',
  fields: recordFields<Benchmark>(benchmarkFieldLabels, {
    category: labelText(benchmarkCategoryLabels),
    metric: labelText(benchmarkMetricLabels),
  }),
}

/** The question before a benchmark is deleted, in the list and in its drawer. */
export const benchmarkDeletion: DeletionText<Benchmark> = {
  title: 'Удалить норму?',
  text: (benchmark) => `Норма «${benchmark.name}» будет удалена безвозвратно.`,
}
