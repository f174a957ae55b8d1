import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import type { PaletteCommand } from '../../lib/commands'

/** The bulk actions of the selection on screen, as palette commands (none while nothing is selected). */
const selectionCommandsAtom = atom<readonly PaletteCommand[]>([])

/**
 * Offers a list's bulk actions in the palette while they are on screen (they show only with a
 * selection): «Выбранные: В работе» is Ctrl+K, a few letters and Enter from the rows.
 */
export function useOfferSelectionCommands(commands: readonly PaletteCommand[]): void {
  const set = useSetAtom(selectionCommandsAtom)
  useEffect(() => {
    set(commands)
    return () => set([])
  }, [set, commands])
}

/** What the palette lists of the selection on screen. */
export function useSelectionCommands(): readonly PaletteCommand[] {
  return useAtomValue(selectionCommandsAtom)
}
