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

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** Ids of the commands run lately, newest first: the palette lists them before the rest. */
export const recentCommandIdsAtom = atomWithStorage<string[]>('palette_recent', [], validatedStorage(isStringList), {
  getOnInit: true,
})

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

export function useRecentCommandIds() {
  return useAtom(recentCommandIdsAtom)
}
