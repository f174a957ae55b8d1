import type { ComponentType } from 'react'
import type { QueryCodecs } from '../../contract/endpoint'
import type { FeatureModule, FeaturePalette } from '../lib/feature-module'
import { lazyDrawer, type LazyDrawerProps } from '../ui'
import type { RecordType } from './define-record-type'

/** A record type's views, each loaded when first shown. */
export interface RecordViews {
  screen: () => Promise<ComponentType>
  drawer: () => Promise<ComponentType<LazyDrawerProps>>
  /** Its palette data; the kit's «Создать …» and search by name when left out. */
  palette?: () => Promise<FeaturePalette>
}

/**
 * The feature of a record type: its screen (route, sidebar entry with its icon, `g` shortcut),
 * its drawer, its palette data, and what the journal and the live stream know of it.
 */
export function recordTypeModule<Item, Create, Edit, Q extends QueryCodecs>(
  type: RecordType<Item, Create, Edit, Q>,
  views: RecordViews,
): FeatureModule {
  const { route } = type.declaration
  return {
    id: type.declaration.key,
    screens: [
      {
        route: type.screen,
        load: () => views.screen().then((Component) => ({ Component })),
        nav: { href: route.path, shortcut: route.shortcut, keywords: route.keywords, icon: route.icon },
      },
    ],
    drawers: [lazyDrawer(type.drawer, views.drawer)],
    palette: views.palette ?? (() => import('./record-palette').then((m) => m.recordPalette(type))),
    recordTypes: [type.entry],
  }
}
