import { Command } from 'cmdk'
import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { shortcutKeys, type CommandContext, type PaletteCommand } from '../lib/commands'
import { recentCommandIdsAtom } from '../state/palette'
import { Kbd } from '../ui'

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
  context: CommandContext
  open: boolean
  onOpenChange(open: boolean): void
}

/** The palette (Ctrl+K): commands as data, recent ones first, each row with its shortcut. */
export function CommandPalette({ commands, context, open, onOpenChange }: CommandPaletteProps) {
  const [search, setSearch] = useState('')
  const [recentIds, setRecentIds] = useAtom(recentCommandIdsAtom)

  const groups = useMemo(() => {
    const byGroup = new Map<string, PaletteCommand[]>()
    const recent = search
      ? []
      : recentIds.flatMap((id) => commands.filter((command) => command.id === id)).slice(0, recentLimit)
    if (recent.length > 0) byGroup.set('Недавние', recent)
    for (const command of commands) {
      if (recent.includes(command)) continue
      byGroup.set(command.group, [...(byGroup.get(command.group) ?? []), command])
    }
    return [...byGroup]
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
              <Command.Item
                key={command.id}
                value={command.id}
                keywords={[command.label, ...(command.keywords ?? [])]}
                onSelect={() => run(command)}
                className={styles.item}
              >
                {command.label}
                {command.shortcut && (
                  <Kbd className={styles.keys} aria-hidden="true" keys={shortcutKeys(command.shortcut)} />
                )}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command.Dialog>
  )
}
