import { matchPath } from 'react-router-dom'
import type { PaletteCommand } from '../lib/commands'
import type { FeaturePalette, ScreenDescriptor } from '../lib/feature-module'
import { recordTypesOf } from '../lib/record-types'
import { featureModules } from './feature-modules'
import { focusHeadingAfterJump } from './heading-focus'

/** The one table of screens: every feature's routed screens, in the modules' order. */
export const screens: readonly ScreenDescriptor[] = featureModules.flatMap((module) => module.screens ?? [])

/** The screen routed at `pathname` (a customer's page for `/users/<uuid>`), if any. */
export function screenAt(pathname: string): ScreenDescriptor | undefined {
  return screens.find((screen) => matchPath(screen.route.path, pathname) !== null)
}

export type NavScreen = ScreenDescriptor & { nav: NonNullable<ScreenDescriptor['nav']> }

/** The screens listed in the sidebar, with their `g` sequences. */
export const navScreens: readonly NavScreen[] = screens.filter((screen): screen is NavScreen => screen.nav !== undefined)

/** «Перейти: …» for a screen of the sidebar, with its `g` sequence. */
export const navigationCommand = ({ route, nav }: NavScreen): PaletteCommand => ({
  id: `go:${route.path}`,
  label: `Перейти: ${route.title}`,
  group: 'Переходы',
  keywords: nav.keywords,
  shortcut: nav.shortcut,
  run: (context) => {
    focusHeadingAfterJump(nav.href)
    context.navigate(nav.href)
  },
})

/** «Перейти: …» for each of these screens of the sidebar, with its `g` sequence. */
export const navigationCommands = (shown: readonly NavScreen[]): PaletteCommand[] => shown.map(navigationCommand)

export const featureDrawers = featureModules.flatMap((module) => module.drawers ?? [])

/** Every feature's record types: what the journal and the live stream know of them. */
export const recordTypes = recordTypesOf(featureModules.flatMap((module) => module.recordTypes ?? []))

let featurePalettes: Promise<Required<FeaturePalette>> | undefined
const noPalette: FeaturePalette = {}

/** Every feature's palette data, in the modules' order: loaded once (and again after a failure). */
export function loadFeaturePalettes(): Promise<Required<FeaturePalette>> {
  featurePalettes ??= Promise.all(featureModules.map((module) => module.palette?.() ?? noPalette)).then(
    (palettes) => ({
      commands: palettes.flatMap((palette) => palette.commands ?? []),
      searchProviders: palettes.flatMap((palette) => palette.searchProviders ?? []),
    }),
    (error: unknown) => {
      featurePalettes = undefined
      throw error
    },
  )
  return featurePalettes
}
