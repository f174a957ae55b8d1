import { useEffect } from 'react'
import { tinykeys } from 'tinykeys'
import { isSingleKeyBinding, type CommandContext, type PaletteCommand } from '../lib/commands'

interface ShortcutOptions {
  commands: readonly PaletteCommand[]
  context: CommandContext
  /** Whether plain-key bindings ('g u', '?') are on; Ctrl+K / ⌘K always is. */
  singleKeys: boolean
  onOpenPalette(): void
  onOpenSheet(): void
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** Binds Ctrl+K / ⌘K, '?' and every command's shortcut on the window; plain keys never fire while typing. */
export function useCommandShortcuts({ commands, context, singleKeys, onOpenPalette, onOpenSheet }: ShortcutOptions): void {
  useEffect(() => {
    const plain = (action: () => void) => (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return
      event.preventDefault()
      action()
    }
    const bindings: Record<string, (event: KeyboardEvent) => void> = {
      '$mod+KeyK': (event) => {
        event.preventDefault()
        onOpenPalette()
      },
    }
    if (singleKeys) {
      // '?' needs Shift on some layouts and not on others; tinykeys matches modifiers exactly.
      bindings['?'] = plain(onOpenSheet)
      bindings['Shift+?'] = plain(onOpenSheet)
    }
    // Sequences ('g j') listen in the capture phase and stop their last key there: a `g` sequence wins
    // over the same key's meaning where the focus is (`j` on a list's row).
    const sequences: Record<string, (event: KeyboardEvent) => void> = {}
    for (const command of commands) {
      if (!command.shortcut) continue
      const single = isSingleKeyBinding(command.shortcut)
      if (single && !singleKeys) continue
      const run = () => command.run(context)
      if (!single) {
        bindings[command.shortcut] = (event) => {
          event.preventDefault()
          run()
        }
      } else if (command.shortcut.includes(' ')) {
        sequences[command.shortcut] = (event) => {
          if (isTyping(event.target)) return
          event.preventDefault()
          event.stopPropagation()
          run()
        }
      } else {
        bindings[command.shortcut] = plain(run)
      }
    }
    const unbindKeys = tinykeys(window, bindings)
    const unbindSequences = tinykeys(window, sequences, { capture: true })
    return () => {
      unbindKeys()
      unbindSequences()
    }
  }, [commands, context, singleKeys, onOpenPalette, onOpenSheet])
}
