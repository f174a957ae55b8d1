import type { Permission } from '../../contract/schemas/roles'
import type { DrawerTarget } from './drawers'
import type { RememberedRecord } from './palette-memory'

/** The record the current screen shows (a customer on `/users/:uuid`): the default subject of commands. */
export interface CommandSubject {
  /** What kind of record: 'customer'. */
  type: string
  id: string
}

/** What a command may do: the palette hands it these, so features never reach into app/ or the router. */
export interface CommandContext {
  navigate(to: string): void
  /** Opens a URL drawer over the current screen: `openDrawer(drawerTarget(drawerLinks.topUp, uuid))`. */
  openDrawer(target: DrawerTarget): void
  /** Pushes a page onto the palette (opening it if closed): the next step of a flow. */
  openPage(page: PalettePage): void
  /** The record of the screen showing, if it shows one. */
  subject?: CommandSubject
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
  /** A second, muted line: a customer's balance, a model's metrics. */
  detail?: string
  /** A tag after the label: «активна». */
  badge?: string
  /** Listed first when the screen's record is of this type (see CommandSubject). */
  actsOn?: string
  /**
   * The record a found command acts on (a customer's uuid): the commands of one record rank as one,
   * in the order given, so that whatever is typed, ↓ Enter reaches the same action of a record.
   */
  record?: string
  /**
   * The record it acts on and the action, for the palette's «Недавние» («Иван Петров — Пополнить
   * баланс»): run, it is remembered with the drawer or address it opened, which Enter opens again.
   */
  remembered?: RememberedRecord
  /** Listed after every match of the text, whatever it scores: «Найти: <запрос>» never takes Enter from a command meant. */
  last?: boolean
  /** The permission (contract/schemas/roles) the command needs: the palette leaves it out for a role without it. */
  permission?: Permission
  /** Offered only on a backend with roles (its profile lists permissions). */
  rolesOnly?: boolean
  /**
   * Why this person may not run it («Недоступно для роли «Поддержка»»): the palette leaves it out,
   * the shortcut sheet marks it, and its shortcut says so rather than doing nothing.
   */
  unavailable?: string
  run(context: CommandContext): void
}

/** What a palette page lists for the typed text. */
export interface PalettePageItems {
  items: readonly PaletteCommand[]
  /** A search is under way: the page shows a loading row. */
  loading: boolean
  /**
   * The items are already the answer to the text (searched on the server): the palette shows them
   * as they are instead of matching them against the text itself.
   */
  searched?: boolean
  /** An error to show in place of the items. */
  error?: string
  /** What to say when nothing is listed. @default «Ничего не найдено» */
  empty?: string
}

/**
 * A step of a flow, as data: its title shows as a chip before the input; Backspace on an empty
 * input and Escape go back to the page before. `useItems` is called as a hook while it shows.
 */
export interface PalettePage {
  id: string
  title: string
  placeholder?: string
  useItems(search: string): PalettePageItems
}

const modifierNames: Readonly<Record<string, string>> = { $mod: 'Mod', Alt: 'Alt', Shift: 'Shift', Control: 'Ctrl', Meta: 'Meta' }

/** The keys of a binding as the ui's Kbd writes them: '$mod+KeyK' → ['Mod', 'K'], 'Alt+KeyT' → ['Alt', 'T'], 'g u' → ['G', 'U']. */
export function shortcutKeys(binding: string): string[] {
  return binding
    .split(' ')
    .flatMap((press) => press.split('+'))
    .map((key) => modifierNames[key] ?? key.replace(/^(Key|Digit)/, '').toUpperCase())
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
