import { useEffect } from 'react'
import { tinykeys } from 'tinykeys'
import { useLatest } from '../hooks/use-latest'
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

/**
 * Binds Ctrl+K / ⌘K, '?' and every command's shortcut on the window; plain keys never fire while typing.
 * The bindings are made again only when the set of shortcuts changes, not when a command or the context
 * does (a page change, data loaded when idle): binding anew forgets the `g` of a `g p` typed meanwhile.
 */
export function useCommandShortcuts(options: ShortcutOptions): void {
  const latest = useLatest(options)
  const shortcuts = options.commands.flatMap((command) => (command.shortcut ? [command.shortcut] : []))
  const boundSet = `${String(options.singleKeys)} ${shortcuts.join('|')}`

  useEffect(() => {
    const { singleKeys } = latest.current
    const run = (shortcut: string) => {
      const { commands, context } = latest.current
      commands.find((command) => command.shortcut === shortcut)?.run(context)
    }
    const plain = (action: () => void) => (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return
      event.preventDefault()
      action()
    }
    const bindings: Record<string, (event: KeyboardEvent) => void> = {
      '$mod+KeyK': (event) => {
        event.preventDefault()
        latest.current.onOpenPalette()
      },
    }
    if (singleKeys) {
      // '?' needs Shift on some layouts and not on others; tinykeys matches modifiers exactly.
      bindings['?'] = plain(() => latest.current.onOpenSheet())
      bindings['Shift+?'] = plain(() => latest.current.onOpenSheet())
    }
    // Sequences ('g j') listen in the capture phase and stop their last key there: a `g` sequence wins
    // over the same key's meaning where the focus is (`j` on a list's row).
    const sequences: Record<string, (event: KeyboardEvent) => void> = {}
    for (const shortcut of new Set(latest.current.commands.flatMap((command) => (command.shortcut ? [command.shortcut] : [])))) {
      const single = isSingleKeyBinding(shortcut)
      if (single && !singleKeys) continue
      if (!single) {
        bindings[shortcut] = (event) => {
          event.preventDefault()
          run(shortcut)
        }
      } else if (shortcut.includes(' ')) {
        sequences[shortcut] = (event) => {
          if (isTyping(event.target)) return
          event.preventDefault()
          event.stopPropagation()
          run(shortcut)
        }
      } else {
        bindings[shortcut] = plain(() => run(shortcut))
      }
    }
    const unbindKeys = tinykeys(window, bindings)
    const unbindSequences = tinykeys(window, sequences, { capture: true })
    return () => {
      unbindKeys()
      unbindSequences()
    }
  }, [boundSet, latest])
}
