import type { FeaturePalette } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { chartElementId, retentionChart, statsCharts } from './charts'

/** «Статистика: новые пользователи», …: each opens the screen scrolled to its chart, focused. */
export const statsPalette: FeaturePalette = {
  commands: [...statsCharts, retentionChart].map((chart) => ({
    id: `stats:chart:${chart.id}`,
    label: `Статистика: ${chart.commandLabel}`,
    group: 'Статистика',
    keywords: ['статистика', 'график', 'stats', 'chart'],
    run: ({ navigate }) => navigate(`${paths.stats.getHref()}#${chartElementId(chart.id)}`),
  })),
}
