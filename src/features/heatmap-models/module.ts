import type { FeatureModule } from '../../lib/feature-module'
import { heatmapModelSearchProvider } from './palette'

export const heatmapModelsModule: FeatureModule = {
  id: 'heatmap-models',
  searchProviders: [heatmapModelSearchProvider],
}
