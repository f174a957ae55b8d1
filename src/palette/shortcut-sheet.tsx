import { useRef } from 'react'
import { css } from 'styled-system/css'
import { shortcutKeys, type PaletteCommand } from '../lib/commands'
import { useSingleKeyShortcuts } from '../state/shell/palette'
import { useListedScreenShortcuts } from '../state/shell/use-screen-shortcut'
import { Dialog, Kbd, Switch } from '../ui'

const sheetList = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  rounded: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})

const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  py: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  '&[data-unavailable]': { color: 'fg.muted' },
})

// A section the role may not open: its keys stay listed, with why they only say so.
const unavailableNote = css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })

/** Keys the lists answer to wherever they are shown (the table's grid and `useScreenShortcut`). */
const listKeys: readonly { label: string; alternatives: readonly string[] }[] = [
  { label: 'Поиск по списку', alternatives: ['/'] },
  { label: 'Из поиска к первой строке', alternatives: ['↓'] },
  { label: 'Снять выделение, затем из строк обратно к поиску', alternatives: ['Esc'] },
  { label: 'Следующая / предыдущая строка списка', alternatives: ['J', 'K', '↓', '↑'] },
  { label: 'Открыть строку', alternatives: ['Enter'] },
  { label: 'Выбрать строку (от неё считается диапазон)', alternatives: ['X'] },
  { label: 'Расширить выделение на строку ниже / выше', alternatives: ['Shift+↓', 'Shift+↑', 'Shift+J', 'Shift+K'] },
  { label: 'Выделить до первой / последней строки страницы', alternatives: ['Shift+Home', 'Shift+End'] },
  { label: 'Снять диапазон: Shift+щелчок по выбранной строке', alternatives: ['Shift'] },
  { label: 'Создать запись на экране списка', alternatives: ['C'] },
]

/** Keys every drawer's form answers to. */
const formKeys: readonly { label: string; keys: readonly string[] }[] = [
  { label: 'Сохранить панель из любого поля', keys: ['Mod', 'Enter'] },
]

/** Every shortcut, generated from the command registry, the lists' keys, and the switch for plain-key shortcuts. */
export function ShortcutSheet({
  commands,
  open,
  onOpenChange,
}: {
  commands: readonly PaletteCommand[]
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const [singleKeys, setSingleKeys] = useSingleKeyShortcuts()
  const bound = commands.filter((command) => command.shortcut)
  const screenKeys = useListedScreenShortcuts()
  const list = useRef<HTMLUListElement>(null)
  return (
    // Focus starts on the list (it scrolls with the arrows), not on the switch that turns keys off.
    <Dialog open={open} onOpenChange={onOpenChange} title="Сочетания клавиш" initialFocusEl={() => list.current}>
      <ul ref={list} tabIndex={0} aria-label="Сочетания" data-shortcut-sheet="" className={sheetList}>
        <li className={row}>
          <span>Открыть команды</span>
          <Kbd keys={['Mod', 'K']} />
        </li>
        <li className={row}>
          <span>Эта справка</span>
          <Kbd keys={['?']} />
        </li>
        {bound.map((command) => (
          <li key={command.id} className={row} data-unavailable={command.unavailable === undefined ? undefined : ''}>
            <span>
              {command.label}
              {command.unavailable && (
                <>
                  {' '}
                  <span className={unavailableNote}>{command.unavailable}</span>
                </>
              )}
            </span>
            <Kbd keys={shortcutKeys(command.shortcut ?? '')} />
          </li>
        ))}
        {screenKeys.map(({ key, label }) => (
          <li key={`${key} ${label}`} className={row}>
            <span>{label}</span>
            <Kbd keys={shortcutKeys(key)} />
          </li>
        ))}
        {formKeys.map(({ label, keys }) => (
          <li key={label} className={row}>
            <span>{label}</span>
            <Kbd keys={keys} />
          </li>
        ))}
        {listKeys.map(({ label, alternatives }) => (
          <li key={label} className={row}>
            <span>{label}</span>
            <span className={css({ display: 'inline-flex', gap: '1' })}>
              {alternatives.map((key) => (
                <Kbd key={key} keys={[key]} />
              ))}
            </span>
          </li>
        ))}
      </ul>
      <div className={css({ mt: '4' })}>
        <Switch checked={singleKeys} onCheckedChange={setSingleKeys}>
          Сочетания из одной клавиши (G, C, /, ?)
        </Switch>
      </div>
    </Dialog>
  )
}
