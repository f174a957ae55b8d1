import type { Benchmark } from '../../api/schemas/benchmarks'
import type { ResourceNotices } from '../../state/lists/use-resource-deletion'
import { lastingErrorToast, toaster, undoToast, type DeletionText } from '../../ui'

/** What «Нормы» say after a change. */
export const benchmarkNotices: ResourceNotices<Benchmark> = {
  notify: (notice) => toaster.success(notice),
  undoable: undoToast,
  failed: lastingErrorToast,
  created: 'Норма создана',
  saved: 'Норма сохранена',
  removed: 'Норма удалена',
}

/** The question before a benchmark is deleted, in the list and in its drawer. */
export const benchmarkDeletion: DeletionText<Benchmark> = {
  title: 'Удалить норму?',
  text: (benchmark) => `Норма «${benchmark.name}» будет удалена безвозвратно.`,
}
