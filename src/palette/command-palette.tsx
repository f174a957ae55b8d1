import { Command, defaultFilter } from 'cmdk'
import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { shortcutKeys, type CommandContext, type PaletteCommand, type PaletteSearchProvider } from '../lib/commands'
import { recentCommandIdsAtom } from '../state/palette'
import { Kbd, Spinner } from '../ui'

const recentLimit = 5

const styles = {
  overlay: css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.4)', zIndex: 'overlay' }),
  content: css({
    position: 'fixed',
    top: '15vh',
    left: '50%',
    transform: 'translateX(-50%)',
    w: 'min(40rem, calc(100vw - 2rem))',
    bg: 'bg.canvas',
    color: 'fg.default',
    rounded: 'xl',
    shadow: '2xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflow: 'hidden',
    zIndex: 'modal',
  }),
  input: css({
    w: 'full',
    h: '12',
    px: '4',
    bg: 'transparent',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    fontSize: 'md',
    outline: 'none',
  }),
  list: css({ maxH: '22rem', overflowY: 'auto', p: '2', '& [cmdk-group-heading]': { px: '2', py: '1.5', fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' } }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    h: '9',
    px: '2',
    rounded: 'md',
    cursor: 'pointer',
    '&[data-selected=true]': { bg: 'bg.muted' },
  }),
  keys: css({ ml: 'auto', display: 'flex', gap: '1' }),
  empty: css({ p: '4', color: 'fg.muted', textAlign: 'center' }),
}

interface CommandPaletteProps {
  commands: readonly PaletteCommand[]
  /** Commands found for the typed text (customers from the server, ...), listed after the matching commands. */
  searchProviders: readonly PaletteSearchProvider[]
  context: CommandContext
  open: boolean
  onOpenChange(open: boolean): void
}

function matchingCommands(commands: readonly PaletteCommand[], search: string): PaletteCommand[] {
  const scored = commands
    .map((command) => ({ command, score: defaultFilter(command.label, search, [...(command.keywords ?? [])]) }))
    .filter(({ score }) => score > 0)
  return scored.sort((a, b) => b.score - a.score).map(({ command }) => command)
}

function CommandRow({ command, onRun }: { command: PaletteCommand; onRun(command: PaletteCommand): void }) {
  return (
    <Command.Item value={command.id} onSelect={() => onRun(command)} className={styles.item}>
      {command.label}
      {command.shortcut && <Kbd className={styles.keys} aria-hidden="true" keys={shortcutKeys(command.shortcut)} />}
    </Command.Item>
  )
}

function ProviderResults({
  provider,
  search,
  onRun,
}: {
  provider: PaletteSearchProvider
  search: string
  onRun(command: PaletteCommand): void
}) {
  const { commands, loading } = provider.useCommands(search)
  const byGroup = groupCommands(commands)
  return (
    <>
      {loading && commands.length === 0 && (
        <Command.Loading label="Поиск…">
          <span className={styles.empty}>
            <Spinner size="sm" /> Поиск…
          </span>
        </Command.Loading>
      )}
      {byGroup.map(([group, items]) => (
        <Command.Group key={`${provider.id}:${group}`} heading={group}>
          {items.map((command) => (
            <CommandRow key={command.id} command={command} onRun={onRun} />
          ))}
        </Command.Group>
      ))}
    </>
  )
}

function groupCommands(commands: readonly PaletteCommand[]): [string, PaletteCommand[]][] {
  const byGroup = new Map<string, PaletteCommand[]>()
  for (const command of commands) byGroup.set(command.group, [...(byGroup.get(command.group) ?? []), command])
  return [...byGroup]
}

/**
 * The palette (Ctrl+K): commands as data, recent ones first, each row with its shortcut. It filters
 * by itself (cmdk's scorer over the few static commands) so that server results are not filtered again.
 */
export function CommandPalette({ commands, searchProviders, context, open, onOpenChange }: CommandPaletteProps) {
  const [search, setSearch] = useState('')
  const [recentIds, setRecentIds] = useAtom(recentCommandIdsAtom)

  const groups = useMemo(() => {
    if (search.trim()) return groupCommands(matchingCommands(commands, search.trim()))
    const recent = recentIds.flatMap((id) => commands.filter((command) => command.id === id)).slice(0, recentLimit)
    const rest = groupCommands(commands.filter((command) => !recent.includes(command)))
    return recent.length > 0 ? [['Недавние', recent] as [string, PaletteCommand[]], ...rest] : rest
  }, [commands, recentIds, search])

  function run(command: PaletteCommand) {
    onOpenChange(false)
    setSearch('')
    setRecentIds([command.id, ...recentIds.filter((id) => id !== command.id)].slice(0, recentLimit))
    command.run(context)
  }

  return (
    <Command.Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('')
        onOpenChange(next)
      }}
      label="Команды"
      shouldFilter={false}
      overlayClassName={styles.overlay}
      contentClassName={styles.content}
    >
      <Command.Input
        className={styles.input}
        value={search}
        onValueChange={setSearch}
        placeholder="Команда или раздел…"
      />
      <Command.List className={styles.list}>
        <Command.Empty className={styles.empty}>Ничего не найдено</Command.Empty>
        {groups.map(([group, items]) => (
          <Command.Group key={group} heading={group}>
            {items.map((command) => (
              <CommandRow key={command.id} command={command} onRun={run} />
            ))}
          </Command.Group>
        ))}
        {search.trim() &&
          searchProviders.map((provider) => (
            <ProviderResults key={provider.id} provider={provider} search={search} onRun={run} />
          ))}
      </Command.List>
    </Command.Dialog>
  )
}
