import { createElement, lazy, Suspense } from 'react'
import { drawerLinks } from '../../lib/drawers'
import type { FeatureModule } from '../../lib/feature-module'

// Loaded when first opened: papaparse and the preview come with the drawer, never with a screen.
const ReportDrawer = lazy(() => import('./report-drawer').then((module) => ({ default: module.ReportDrawer })))

/** The monthly eLama report: `?drawer=report&month=YYYY-MM` over any screen. */
export const reportModule: FeatureModule = {
  id: 'report',
  drawers: [
    {
      id: drawerLinks.report.id,
      params: [drawerLinks.report.param],
      render: ({ params, close }) =>
        createElement(
          Suspense,
          { fallback: null },
          createElement(ReportDrawer, { month: params.get(drawerLinks.report.param) ?? '', onClose: close }),
        ),
    },
  ],
}
