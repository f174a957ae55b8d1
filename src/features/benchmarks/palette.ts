import { benchmarksResource } from '../../api/benchmarks'
import { drawerLinks } from '../../lib/drawers'
import { createRecordPalette } from '../../state/lists/palette-records'

/** «Создать норму», and a benchmark found by its name. */
export const benchmarksPalette = createRecordPalette({
  kind: 'benchmark',
  id: 'benchmarks',
  group: 'Нормы',
  createLabel: 'Создать норму',
  keywords: ['benchmark', 'норма', 'новая'],
  list: benchmarksResource,
  drawer: drawerLinks.benchmark,
})
