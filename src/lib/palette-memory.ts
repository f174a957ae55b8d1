import { array, literal, number, object, optional, record, string, type, union, type Infer } from 'superstruct'
import type { Permission } from '../../contract/schemas/roles'
import { frecency } from './frecency'

/**
 * What the palette remembers of each person in this browser: the commands they ran and the records
 * they acted on, newest first, kept under their profile's uuid and never sent anywhere.
 */

/** A record a command acts on, as the memory shows it: «Иван Петров — Пополнить баланс». */
export const RememberedRecord = object({
  /** Its record type's key ('customer', a declared record type's key): a picker's «Недавние» are of one kind. */
  kind: string(),
  /** What one record of its kind is called, shown beside its name: «Пользователь», «Норма». */
  kindName: string(),
  id: string(),
  name: string(),
  /** The action, as a person reads it: «Пополнить баланс», «Открыть». */
  action: string(),
  /** A second line: a customer's e-mail. */
  detail: optional(string()),
})
export type RememberedRecord = Infer<typeof RememberedRecord>

const Replay = union([
  type({ type: literal('command'), id: string() }),
  type({ type: literal('drawer'), target: type({ id: string(), params: record(string(), optional(string())) }) }),
  type({ type: literal('path'), path: string() }),
])
/** How a remembered use is made again: the registered command by its id, or the drawer or address it opened. */
export type Replay = Infer<typeof Replay>

/** A stored entry but its permission: state/shell validates that against the contract's names. */
export const MemoryEntryShape = type({
  key: string(),
  label: string(),
  record: optional(RememberedRecord),
  replay: Replay,
  /** When it was used, newest first (milliseconds). */
  uses: array(number()),
})
export type MemoryEntry = Infer<typeof MemoryEntryShape> & {
  /** What the role needs to do it again. */
  permission?: Permission
}

/** Every person's entries, by their profile's uuid. */
export type PaletteMemory = Readonly<Record<string, readonly MemoryEntry[]>>

/** Entries kept per person; the oldest goes first. */
export const memoryLimit = 50
/** Uses kept per entry, for its frecency. */
const usesKept = 10

/** «Иван Петров — Пополнить баланс». */
export function recordLabel(remembered: RememberedRecord): string {
  return `${remembered.name} — ${remembered.action}`
}

/** The key a use is remembered under: one entry per command, or per action on a record. */
export function recordKey(remembered: Pick<RememberedRecord, 'kind' | 'id' | 'action'>): string {
  return `record:${remembered.kind}:${remembered.id}:${remembered.action}`
}

export function commandKey(commandId: string): string {
  return `command:${commandId}`
}

/**
 * A use of `entry` by `person` at `now`: it goes first, its uses counted on; what the person may
 * no longer do (`allowed` says no to its permission) is dropped, and past `memoryLimit` the oldest.
 */
export function rememberUse(
  memory: PaletteMemory,
  person: string,
  entry: Omit<MemoryEntry, 'uses'>,
  now: number,
  allowed: (permission: Permission | undefined) => boolean,
): PaletteMemory {
  const own = memory[person] ?? []
  const before = own.find((known) => known.key === entry.key)
  const used: MemoryEntry = { ...entry, uses: [now, ...(before?.uses ?? [])].slice(0, usesKept) }
  const rest = own.filter((known) => known.key !== entry.key && allowed(known.permission))
  return { ...memory, [person]: [used, ...rest].slice(0, memoryLimit) }
}

/** «Очистить недавние»: the person's memory forgotten, everyone else's kept. */
export function forgetPerson(memory: PaletteMemory, person: string): PaletteMemory {
  const rest = { ...memory }
  delete rest[person]
  return rest
}

/** A record that is gone (deleted, or not found): forgotten by everyone. The same object when nobody had it. */
export function forgetRecord(memory: PaletteMemory, recordId: string): PaletteMemory {
  let changed = false
  const next: Record<string, readonly MemoryEntry[]> = {}
  for (const [person, entries] of Object.entries(memory)) {
    const kept = entries.filter((entry) => entry.record?.id !== recordId)
    changed ||= kept.length !== entries.length
    next[person] = kept
  }
  return changed ? next : memory
}

/** The person's entries they may still use, newest first; none for nobody (the profile still loading). */
export function entriesOf(
  memory: PaletteMemory,
  person: string | undefined,
  allowed: (permission: Permission | undefined) => boolean,
): readonly MemoryEntry[] {
  if (person === undefined) return []
  return (memory[person] ?? []).filter((entry) => allowed(entry.permission))
}

/**
 * How frecent each command and each record of the entries is, at `now` (a record: every action on it
 * together); by default at the person's latest use, so that ages count from their last session.
 */
export interface FrecencyIndex {
  ofCommand(commandId: string): number
  ofRecord(recordId: string): number
}

export function frecencyIndex(
  entries: readonly MemoryEntry[],
  now = Math.max(0, ...entries.flatMap((entry) => entry.uses)),
): FrecencyIndex {
  const commands = new Map<string, number>()
  const records = new Map<string, number>()
  for (const entry of entries) {
    const weight = frecency(entry.uses, now)
    if (entry.record) records.set(entry.record.id, (records.get(entry.record.id) ?? 0) + weight)
    else if (entry.replay.type === 'command') commands.set(entry.replay.id, weight)
  }
  return { ofCommand: (id) => commands.get(id) ?? 0, ofRecord: (id) => records.get(id) ?? 0 }
}

/** Nothing remembered: every frecency 0, the matcher's order kept. */
export const noFrecency: FrecencyIndex = { ofCommand: () => 0, ofRecord: () => 0 }
