import type { MouseEvent } from 'react'
import { css } from 'styled-system/css'
import { notify } from '../lib/notices'
import { IconButton } from './button'
import { CopyIcon } from './icons'

const copyable = css({ display: 'inline-flex', alignItems: 'center', gap: '1', maxW: 'full', verticalAlign: 'middle' })
// In a table cell it keeps to one line as the cell does, and shows whole as the cell does when its row has keyboard focus;
// among a record's facts (dd) it wraps rather than being cut.
const copyableText = css({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minW: 0,
  'td &': { whiteSpace: 'inherit' },
  'dd &': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
})

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  value: string
  /** What it is, in the button's name: «Скопировать почту user@example.com». */
  what: string
}

/** One click puts `value` on the clipboard and says so in a toast. */
export function CopyButton({ value, what }: CopyButtonProps) {
  async function copy(event: MouseEvent<HTMLButtonElement>) {
    // A click in a table row must not also open the row.
    event.stopPropagation()
    try {
      await navigator.clipboard.writeText(value)
      notify({ type: 'success', title: 'Скопировано', description: value })
    } catch {
      notify({ type: 'error', title: 'Не удалось скопировать', description: 'Браузер не дал доступа к буферу обмена.' })
    }
  }
  return (
    <IconButton size="sm" aria-label={`Скопировать ${what} ${value}`} onClick={(event) => void copy(event)}>
      <CopyIcon />
    </IconButton>
  )
}

export interface CopyableTextProps extends CopyButtonProps {
  /** How the value is shown (a phone grouped); the value itself by default. */
  children?: string
}

/** A value (an e-mail, a phone) with its copy button beside it. */
export function CopyableText({ value, what, children }: CopyableTextProps) {
  return (
    <span className={copyable}>
      <span className={copyableText}>{children ?? value}</span>
      <CopyButton value={value} what={what} />
    </span>
  )
}
