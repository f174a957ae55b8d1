import type { PaletteCommand } from '../lib/commands'
import type { DrawerDescriptor } from '../lib/drawers'
import { customerDrawers } from '../features/customers/drawers'

/** Every feature's URL drawers, hosted over whatever screen is showing. */
export const featureDrawers: readonly DrawerDescriptor[] = [...customerDrawers]

/** Every feature's palette commands. */
export const featureCommands: readonly PaletteCommand[] = []
