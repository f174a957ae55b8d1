import { benchmarkEndpoints } from '../../../contract/endpoints/benchmarks'
import { Benchmark, type BenchmarkCategory, type BenchmarkMetric } from '../../../contract/schemas/benchmarks'
import { defineRecordType } from '../../records/define-record-type'
import { recordTypeModule } from '../../records/record-module'
import { Icon } from '../../ui'

export const benchmarkCategoryLabels: Record<BenchmarkCategory, string> = {
  banner: 'Баннер',
  social: 'Соцсети',
  outdoor: 'Наружная реклама',
  video_cover: 'Обложка видео',
  packaging: 'Упаковка',
}

export const benchmarkMetricLabels: Record<BenchmarkMetric, string> = {
  attention: 'Внимание',
  clarity: 'Ясность',
  cognitive_load: 'Когнитивная нагрузка',
  engagement: 'Вовлечённость',
}

const BenchmarksIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="5.5" />
    <circle cx="8" cy="8" r="2.5" />
  </Icon>
)

/** «Нормы», declared once: the list, the drawer, the palette, the journal and the live stream are made from it. */
export const benchmarks = defineRecordType({
  type: 'benchmark',
  key: 'benchmarks',
  endpoints: benchmarkEndpoints,
  item: Benchmark,
  idField: 'benchmark_uuid',
  nameField: 'name',
  words: {
    list: 'Нормы',
    one: 'Норма',
    forms: { one: 'норму', few: 'нормы', many: 'норм' },
    presenceSubject: 'Норму',
    created: 'Норма создана',
    saved: 'Норма сохранена',
    removed: 'Норма удалена',
    createCommand: 'Создать норму',
    createTitle: 'Новая норма',
    editTitle: (benchmark) => (benchmark ? `Норма «${benchmark.name}»` : 'Норма'),
    deletion: {
      title: 'Удалить норму?',
      text: (benchmark) => `Норма «${benchmark.name}» будет удалена безвозвратно.`,
    },
    filtersLabel: 'Поиск и фильтры норм',
    searchPlaceholder: 'Название или описание',
    empty: 'Норм пока нет.',
    loadError: 'Не удалось загрузить нормы',
  },
  fields: {
    name: { label: 'Название' },
    category: { label: 'Категория', values: benchmarkCategoryLabels },
    metric: { label: 'Метрика', values: benchmarkMetricLabels },
    min_value: { label: 'Минимум' },
    max_value: { label: 'Максимум' },
    description: { label: 'Описание' },
  },
  route: { path: '/benchmarks', shortcut: 'g b', keywords: ['benchmarks', 'нормы'], icon: BenchmarksIcon },
  drawer: { id: 'benchmark', param: 'benchmark' },
  paletteKeywords: ['benchmark', 'норма', 'новая'],
})

export const benchmarksModule = recordTypeModule(benchmarks, {
  screen: () => import('./list-screen').then((m) => m.BenchmarksScreen),
  drawer: () => import('./drawer').then((m) => m.BenchmarkDrawer),
})
