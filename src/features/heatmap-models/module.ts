import type { FeatureModule } from '../../lib/feature-module'
import { heatmapModelDrawers } from './drawers'

export const heatmapModelsModule: FeatureModule = {
  id: 'heatmap-models',
  drawers: heatmapModelDrawers,
  palette: () => import('./palette').then((m) => m.heatmapModelsPalette),
}
