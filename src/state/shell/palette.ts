import { atom, useAtom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import type { PalettePage } from '../../lib/commands'
import { validatedStorage } from '../session/validated-storage'

/** Whether the command palette is open (the shell's button and Ctrl+K share it). */
export const paletteOpenAtom = atom(false)

/** The pages of the flow under way, the current one last; empty on the palette's first page. */
export const palettePagesAtom = atom<readonly PalettePage[]>([])

/** Whether the shortcut sheet ('?') is open. */
export const shortcutSheetOpenAtom = atom(false)

/** Single-key shortcuts ('g u', '?') can be turned off (WCAG 2.1.4); Ctrl+K always works. */
export const singleKeyShortcutsAtom = atomWithStorage<boolean>(
  'single_key_shortcuts',
  true,
  validatedStorage((value): value is boolean => typeof value === 'boolean'),
  { getOnInit: true },
)

export function useSingleKeyShortcuts() {
  return useAtom(singleKeyShortcutsAtom)
}

export function usePalettePages() {
  return useAtom(palettePagesAtom)
}
