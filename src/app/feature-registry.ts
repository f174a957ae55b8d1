import type { PaletteSearchProvider } from '../lib/commands'
import type { DrawerDescriptor } from '../lib/drawers'
import { customerDrawers } from '../features/customers/drawers'
import { customerSearchProvider } from '../features/customers/palette'
import { heatmapModelSearchProvider } from '../features/heatmap-models/palette'

/** Every feature's URL drawers, hosted over whatever screen is showing. */
export const featureDrawers: readonly DrawerDescriptor[] = [...customerDrawers]

/** What the palette searches as one types: customers (name, email, phone, company), heatmap models. */
export const featureSearchProviders: readonly PaletteSearchProvider[] = [customerSearchProvider, heatmapModelSearchProvider]
