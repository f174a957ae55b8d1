import { announce } from '../lib/announcer'
import type { CommandContext, PaletteCommand } from '../lib/commands'
import { commandKey, recordKey, recordLabel, type MemoryEntry, type Replay } from '../lib/palette-memory'
import { recentGroup } from './rank'

export const clearRecentId = 'palette:clear-recent'

/** «Очистить недавние»: the person's memory forgotten. */
export function clearRecentCommand(clear: () => void): PaletteCommand {
  return {
    id: clearRecentId,
    label: 'Очистить недавние',
    group: 'Настройки',
    keywords: ['забыть', 'история', 'clear recent'],
    run: () => {
      clear()
      announce('Недавние очищены')
    },
  }
}

function replayOn(replay: Replay, context: CommandContext): void {
  if (replay.type === 'drawer') context.openDrawer(replay.target)
  else if (replay.type === 'path') context.navigate(replay.path)
}

/**
 * The rows of «Недавние» for the person's entries: a registered command as it is (left out when it is
 * no longer offered), a record as «Иван Петров — Пополнить баланс» that opens what it opened again.
 */
export function recentRows(entries: readonly MemoryEntry[], commands: readonly PaletteCommand[]): PaletteCommand[] {
  const byId = new Map(commands.map((command) => [command.id, command]))
  return entries.flatMap((entry): PaletteCommand[] => {
    const { replay, record } = entry
    if (replay.type === 'command') {
      const command = byId.get(replay.id)
      return command ? [command] : []
    }
    if (!record) return []
    return [
      {
        id: `recent:${entry.key}`,
        label: entry.label,
        detail: [record.kindName, record.detail].filter(Boolean).join(' · '),
        group: recentGroup,
        permission: entry.permission,
        remembered: record,
        run: (context) => replayOn(replay, context),
      },
    ]
  })
}

/**
 * What a command just run leaves in the memory: a record's action with the drawer or address it
 * opened (on any page of a flow), a registered command run from the first page by its id; nothing
 * for the palette's own rows («Найти: …», «Очистить недавние»).
 */
export function memoryEntryFor(
  command: PaletteCommand,
  replay: Replay | undefined,
  onRoot: boolean,
): Omit<MemoryEntry, 'uses'> | undefined {
  if (command.remembered) {
    if (replay === undefined) return undefined
    return {
      key: recordKey(command.remembered),
      label: recordLabel(command.remembered),
      record: command.remembered,
      permission: command.permission,
      replay,
    }
  }
  if (!onRoot || command.last || command.id === clearRecentId || command.record !== undefined) return undefined
  return { key: commandKey(command.id), label: command.label, permission: command.permission, replay: { type: 'command', id: command.id } }
}
