import type { PaletteCommand } from '../../lib/commands'
import type { FeatureModule } from '../../lib/feature-module'
import { paths } from '../../lib/paths'
import { chartElementId, retentionChart, statsCharts } from './charts'

/** «Статистика: новые пользователи», …: each opens the screen scrolled to its chart, focused. */
const chartCommands: PaletteCommand[] = [...statsCharts, retentionChart].map((chart) => ({
  id: `stats:chart:${chart.id}`,
  label: `Статистика: ${chart.commandLabel}`,
  group: 'Статистика',
  keywords: ['статистика', 'график', 'stats', 'chart'],
  run: ({ navigate }) => navigate(`${paths.stats.getHref()}#${chartElementId(chart.id)}`),
}))

export const statsModule: FeatureModule = {
  id: 'stats',
  screens: [
    {
      route: paths.stats,
      load: () => import('./stats-screen').then((m) => ({ Component: m.StatsScreen })),
      nav: { href: paths.stats.getHref(), shortcut: 'g s', keywords: ['stats', 'графики', 'statistics'] },
    },
  ],
  commands: chartCommands,
}
