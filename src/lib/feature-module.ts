import type { ComponentType } from 'react'
import type { Permission } from '../../contract/schemas/roles'
import type { PaletteCommand, PaletteSearchProvider } from './commands'
import type { DrawerDescriptor } from './drawers'
import type { RecordTypeEntry } from './record-types'

/** A lazily loaded view, in the shape of react-router's `lazy`. */
export type LazyView = () => Promise<{ Component: ComponentType }>

/** A routed screen of the signed-in area. */
export interface ScreenDescriptor {
  /** From lib/paths: the route pattern and the page title. */
  route: { readonly path: string; readonly title: string }
  load: LazyView
  /**
   * The record the screen shows, named by a route parameter: `{ type: 'customer', param: 'uuid' }`.
   * Palette commands that act on that type of record take it without asking (see CommandSubject).
   */
  subject?: { type: string; param: string }
  /**
   * The name of the table `j`/`k` pressed from nowhere goes to, on a screen of several (a customer's
   * «Лента» rather than «Последние операции» above it); without it, the first table of the page.
   */
  primaryTable?: string
  /**
   * Listed in the sidebar and as «Перейти: …» in the palette, with its `g` sequence. A screen
   * that needs a parameter (a customer's page) has none.
   */
  nav?: {
    href: string
    /** A `g` sequence in tinykeys notation: 'g u'. */
    shortcut: string
    keywords: readonly string[]
    icon?: ComponentType
    /** Listed only for a person with this permission (contract/schemas/roles). */
    permission?: Permission
    /** Listed only on a backend with roles (its profile lists permissions). */
    rolesOnly?: boolean
    /** A number after the title (a hook, called while the sidebar shows): what waits for the person there. */
    useCount?: () => number | undefined
  }
}

/** What a feature adds to the palette: its commands (and the pages they open), and providers of commands found by typing. */
export interface FeaturePalette {
  commands?: readonly PaletteCommand[]
  searchProviders?: readonly PaletteSearchProvider[]
}

/**
 * What a feature hands the app: its screens, its URL drawers, and its palette data. Each feature
 * exports one; app/ lists them, and routes, sidebar, drawers and palette are derived from that
 * list, so a new feature edits nothing else in app/.
 */
export interface FeatureModule {
  id: string
  screens?: readonly ScreenDescriptor[]
  drawers?: readonly DrawerDescriptor[]
  /**
   * Only the palette needs it, so it loads apart from the signed-in shell (when the browser is idle
   * or the palette opens): `() => import('./palette').then((m) => m.customersPalette)`.
   */
  palette?: () => Promise<FeaturePalette>
  /** The record types it declares (src/records): what the journal, the live stream and the sidebar know of them. */
  recordTypes?: readonly RecordTypeEntry[]
}
