import { Command } from 'cmdk'
import { useLayoutEffect } from 'react'
import { css } from 'styled-system/css'
import { shortcutKeys, type PaletteCommand } from '../lib/commands'
import { Badge, Kbd, Spinner } from '../ui'
import type { CommandGroup } from './rank'

const styles = {
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minH: '9',
    px: '2',
    py: '1',
    rounded: 'md',
    cursor: 'pointer',
    '&[data-selected=true]': { bg: 'bg.muted' },
  }),
  text: css({ display: 'flex', flexDir: 'column', minW: 0 }),
  detail: css({ color: 'fg.muted', fontSize: 'xs', fontVariantNumeric: 'tabular-nums' }),
  keys: css({ ml: 'auto', display: 'flex', gap: '1' }),
  status: css({ display: 'flex', alignItems: 'center', gap: '2', p: '3', color: 'fg.muted' }),
}

function CommandRow({ command, onRun }: { command: PaletteCommand; onRun(command: PaletteCommand): void }) {
  return (
    <Command.Item value={command.id} onSelect={() => onRun(command)} className={styles.item}>
      <span className={styles.text}>
        <span>
          {command.label}
          {command.badge && (
            <>
              {' '}
              <Badge tone="accent">{command.badge}</Badge>
            </>
          )}
        </span>
        {command.detail && <span className={styles.detail}>{command.detail}</span>}
      </span>
      {command.shortcut && <Kbd className={styles.keys} aria-hidden="true" keys={shortcutKeys(command.shortcut)} />}
    </Command.Item>
  )
}

/** The highlighted row (a command id), held by the palette. */
export interface Selection {
  selected: string
  onSelect(id: string): void
}

/**
 * Rows in groups, with a loading row while a search is under way. With no rows, one disabled row
 * says why (searching, the error, nothing found): a listbox always holds an option.
 */
export function PaletteRows({
  groups,
  loading,
  error,
  empty,
  onRun,
  selected,
  onSelect,
}: Selection & {
  groups: readonly CommandGroup[]
  loading: boolean
  error?: string
  empty: string
  onRun(command: PaletteCommand): void
}) {
  const firstId = groups[0]?.[1][0]?.id
  const listed = groups.some(([, items]) => items.some((command) => command.id === selected))
  // A highlight that is not among the rows (a new page, a new answer) moves to the first row before
  // the browser takes the next key: a layout effect runs in the same task as the render.
  useLayoutEffect(() => {
    if (!listed && firstId !== undefined) onSelect(firstId)
  }, [listed, firstId, onSelect])
  if (groups.length === 0) {
    return (
      <Command.Item disabled value="palette:status" className={styles.status}>
        {loading && <Spinner size="sm" />}
        {error ?? (loading ? 'Поиск…' : empty)}
      </Command.Item>
    )
  }
  // The search under way is said below the rows: above them, its row pushed every row down as a
  // search began, and a click aimed at a row landed on it.
  return (
    <>
      {groups.map(([group, items]) => (
        <Command.Group key={group} heading={group}>
          {items.map((command) => (
            <CommandRow key={command.id} command={command} onRun={onRun} />
          ))}
        </Command.Group>
      ))}
      {loading && (
        <Command.Loading label="Поиск…">
          <span className={styles.status}>
            <Spinner size="sm" /> Поиск…
          </span>
        </Command.Loading>
      )}
    </>
  )
}
