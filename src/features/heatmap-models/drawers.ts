import { createElement, lazy, Suspense } from 'react'
import { drawerLinks, type DrawerDescriptor } from '../../lib/drawers'

const HeatmapModelDrawer = lazy(() => import('./heatmap-model-drawer').then((module) => ({ default: module.HeatmapModelDrawer })))

/** `?drawer=heatmap-model`: the models, for the mouse (the dashboard's model block opens it). */
export const heatmapModelDrawers: DrawerDescriptor[] = [
  {
    id: drawerLinks.heatmapModel.id,
    params: [],
    render: ({ close }) => createElement(Suspense, { fallback: null }, createElement(HeatmapModelDrawer, { onClose: close })),
  },
]
