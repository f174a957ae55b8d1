import type { FeatureModule } from '../../lib/feature-module'
import { heatmapModelDrawers } from './drawers'
import { heatmapModelCommands } from './palette'

export const heatmapModelsModule: FeatureModule = {
  id: 'heatmap-models',
  drawers: heatmapModelDrawers,
  commands: heatmapModelCommands,
}
