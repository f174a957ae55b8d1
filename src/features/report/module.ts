import type { FeatureModule } from '../../lib/feature-module'
import { reportCommands } from './palette'

export const reportModule: FeatureModule = {
  id: 'report',
  commands: reportCommands,
}
