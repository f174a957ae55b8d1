import type { PaletteCommand, PalettePage } from '../../lib/commands'
import { drawerLinks, drawerTarget } from '../../lib/drawers'
import type { FeaturePalette } from '../../lib/feature-module'
import { formatMonth } from '../../lib/format'

const monthsOffered = 24

/** The `count` months before `now`'s month, newest first, as YYYY-MM (local calendar). */
export function previousMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(now.getFullYear(), now.getMonth() - 1 - index, 1)
    return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`
  })
}

function monthRow(month: string): PaletteCommand {
  const [year = '', number = ''] = month.split('-')
  return {
    id: `report:month:${month}`,
    label: formatMonth(month),
    // «март», «03.2026» and «2026-03» all find it.
    keywords: [`${number}.${year}`, month],
    group: 'Месяц отчёта',
    run: ({ openDrawer }) => openDrawer(drawerTarget(drawerLinks.report, month)),
  }
}

/** The months of the eLama report, the previous month first. */
export const reportMonthPage: PalettePage = {
  id: 'report:month',
  title: 'Скачать отчёт eLama',
  placeholder: 'Месяц: «март», «03.2026» или «2026-03»…',
  useItems: () => ({ items: previousMonths(new Date(), monthsOffered).map(monthRow), loading: false }),
}

export const reportPalette: FeaturePalette = {
  commands: [
    {
      id: 'report:download',
      label: 'Скачать отчёт eLama',
      group: 'Действия',
      keywords: ['отчёт', 'елама', 'csv', 'report', 'elama'],
      permission: 'reports.download',
      run: ({ openPage }) => openPage(reportMonthPage),
    },
  ],
}
