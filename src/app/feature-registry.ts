import type { PaletteSearchProvider } from '../lib/commands'
import type { DrawerDescriptor } from '../lib/drawers'
import { customerDrawers } from '../features/customers/drawers'
import { customerSearchProvider } from '../features/customers/palette'

/** Every feature's URL drawers, hosted over whatever screen is showing. */
export const featureDrawers: readonly DrawerDescriptor[] = [...customerDrawers]

/** What the palette searches as one types: customers by name, email, phone or company. */
export const featureSearchProviders: readonly PaletteSearchProvider[] = [customerSearchProvider]
