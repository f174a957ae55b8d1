import type { StatsSeriesEndpoint } from '../../../contract/schemas/stats'
import { operationTypeLabels } from '../../api/labels'
import type { ChartUnit } from '../../lib/chart-format'

export interface ChartSeries {
  endpoint: StatsSeriesEndpoint
  /** The key of the answer's `series`. */
  key: string
  label: string
}

/** One chart of the screen: the series it draws (one endpoint family) and what their numbers are. */
export interface StatsChart {
  /** The element id the palette scrolls to: `/stats#chart-<id>`. */
  id: string
  title: string
  /** The palette's name for it, after «Статистика: ». */
  commandLabel: string
  unit: ChartUnit
  series: readonly ChartSeries[]
}

const single = (endpoint: StatsSeriesEndpoint, key: string, label: string): ChartSeries => ({ endpoint, key, label })

/** «Сгенерировано» and «Перегенерировано» of one kind of result. */
const generatedAndRegenerated = (kind: 'outputs' | 'images'): ChartSeries[] => [
  single(`generated-${kind}`, `generated_${kind}`, 'Сгенерировано'),
  single(`regenerated-${kind}`, `regenerated_${kind}`, 'Перегенерировано'),
]

/** A chart whose palette name is its title with a small first letter, unless it names another. */
const chart = ({ commandLabel, ...rest }: Omit<StatsChart, 'commandLabel'> & { commandLabel?: string }): StatsChart => ({
  ...rest,
  commandLabel: commandLabel ?? rest.title.charAt(0).toLowerCase() + rest.title.slice(1),
})

/** The time charts in screen order; the retention heatmap follows them. */
export const statsCharts: readonly StatsChart[] = [
  chart({ id: 'new-users', title: 'Новые пользователи', unit: 'count', series: [single('new-users', 'new_users', 'Новые пользователи')] }),
  chart({
    id: 'analyzed',
    title: 'Проанализированные изображения и проекты',
    commandLabel: 'анализ изображений и проектов',
    unit: 'count',
    series: [single('analyzed-images', 'analyzed_images', 'Изображения'), single('analyzed-projects', 'analyzed_projects', 'Проекты')],
  }),
  chart({
    id: 'outputs',
    title: 'Сгенерированные и перегенерированные результаты',
    commandLabel: 'генерация результатов',
    unit: 'count',
    series: generatedAndRegenerated('outputs'),
  }),
  chart({
    id: 'images',
    title: 'Сгенерированные и перегенерированные изображения',
    commandLabel: 'генерация изображений',
    unit: 'count',
    series: generatedAndRegenerated('images'),
  }),
  chart({
    id: 'avg-analyzed',
    title: 'Анализов на активного пользователя',
    unit: 'count',
    series: [single('avg-analyzed-count', 'avg_analyzed_count', 'В среднем')],
  }),
  chart({
    id: 'regenerate-zones',
    title: 'Перегенерированные зоны',
    unit: 'count',
    series: [single('regenerate-zones-count', 'regenerate_zones_count', 'Зоны')],
  }),
  chart({
    id: 'analysis-time',
    title: 'От регистрации до первого анализа',
    unit: 'hours',
    series: [single('registration-alalys-time', 'median_hours', 'Медиана'), single('registration-alalys-time', 'mean_hours', 'Среднее')],
  }),
  chart({
    id: 'finance',
    title: 'Финансовые операции по типам',
    commandLabel: 'финансовые операции',
    unit: 'rubles',
    series: (['top_up', 'charge', 'refund', 'bonus', 'admin_top_up'] as const).map((type) =>
      single('finance-operations', type, operationTypeLabels[type]),
    ),
  }),
]

export const retentionChart = { id: 'retention', title: 'Удержание пользователей', commandLabel: 'удержание пользователей' } as const

/** The element id of a chart's section. */
export const chartElementId = (id: string) => `chart-${id}`

/** The distinct endpoints a chart asks, in order. */
export function chartEndpoints(chart: StatsChart): StatsSeriesEndpoint[] {
  return [...new Set(chart.series.map((series) => series.endpoint))]
}
