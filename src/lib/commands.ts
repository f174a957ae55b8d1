/** What a command may do: the palette hands it these, so features never reach into app/ or the router. */
export interface CommandContext {
  navigate(to: string): void
  /** Opens a URL drawer (see lib/drawers) over the current screen. */
  openDrawer(id: string, params: Record<string, string>): void
}

/** A command as data: features export these, app/ composes them, the palette only runs them. */
export interface PaletteCommand {
  id: string
  label: string
  group: string
  keywords?: readonly string[]
  /**
   * Key binding in tinykeys notation, bound globally and shown beside the command:
   * '$mod+KeyK', or a sequence of single keys such as 'g u'.
   */
  shortcut?: string
  run(context: CommandContext): void
}

/** The keys of a binding as the ui's Kbd writes them: '$mod+KeyK' → ['Mod', 'K'], 'g u' → ['G', 'U']. */
export function shortcutKeys(binding: string): string[] {
  return binding
    .split(' ')
    .flatMap((press) => press.split('+'))
    .map((key) => (key === '$mod' ? 'Mod' : key.replace(/^(Key|Digit)/, '').toUpperCase()))
}

/** A binding made of plain keys only (no modifier): WCAG 2.1.4 lets the user turn these off. */
export function isSingleKeyBinding(binding: string): boolean {
  return !binding.includes('$mod') && !binding.includes('Control') && !binding.includes('Meta') && !binding.includes('Alt')
}

/**
 * Commands found for what was typed, such as customers from the server. The palette calls
 * `useCommands` as a hook on every render while it is open; the provider debounces and fetches.
 */
export interface PaletteSearchProvider {
  id: string
  useCommands(search: string): { commands: readonly PaletteCommand[]; loading: boolean }
}
