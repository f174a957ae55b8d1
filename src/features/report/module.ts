import { drawerLinks } from '../../lib/drawers'
import type { FeatureModule } from '../../lib/feature-module'
import { lazyDrawer } from '../../ui'

/**
 * The monthly eLama report: `?drawer=report&month=YYYY-MM` over any screen, and «Скачать отчёт
 * eLama» in the palette. Loaded when first opened: papaparse and the preview come with the
 * drawer, never with a screen.
 */
export const reportModule: FeatureModule = {
  id: 'report',
  drawers: [lazyDrawer(drawerLinks.report, () => import('./report-drawer').then((module) => module.ReportDrawer))],
  palette: () => import('./palette').then((module) => module.reportPalette),
}
