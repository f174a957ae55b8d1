import { useEffect, useEffectEvent, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { Field, Input } from './field'
import { focusFirstRowAfter } from './list-keys'

export interface SearchFieldProps {
  label: string
  /** The search in effect (from the URL or an atom). */
  value: string
  /** Called with the trimmed text once typing pauses. */
  onChange: (search: string) => void
  placeholder?: string
  /** How long typing pauses before `onChange`, in ms. @default 250 */
  delay?: number
}

/** Room for the whole placeholder: the field wraps to a line of its own rather than cut it. */
function placeholderRoom(placeholder: string | undefined): CSSProperties | undefined {
  if (!placeholder) return undefined
  const width = `calc(${placeholder.length}ch + 2rem)`
  return { minWidth: `min(100%, ${width})`, maxWidth: `max(24rem, ${width})` }
}

/**
 * A list's search box (`/` reaches it, ↓ goes on to the first row): what is typed shows at once and is reported once typing pauses; when the search
 * changes from elsewhere (Back, «Сбросить фильтры», another tab), the box follows it.
 */
export function SearchField({ label, value, onChange, placeholder, delay = 250 }: SearchFieldProps) {
  const [text, setText] = useState(value)
  const [followed, setFollowed] = useState(value)
  if (value !== followed) {
    setFollowed(value)
    // Trailing spaces typed in the meantime are not the search changing under the user.
    if (text.trim() !== value) setText(value)
  }

  // The latest callback without restarting the pause whenever the parent re-renders.
  const report = useEffectEvent(onChange)
  useEffect(() => {
    const next = text.trim()
    if (next === value) return
    const timer = setTimeout(() => report(next), delay)
    return () => clearTimeout(timer)
  }, [text, value, delay])

  return (
    <Field label={label} className={css({ flex: '1 1 16rem', maxW: '24rem' })} style={placeholderRoom(placeholder)}>
      <Input
        type="search"
        data-list-search=""
        aria-keyshortcuts="/"
        placeholder={placeholder}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          // ↓ leaves the search for the list's first row (see list-keys).
          if (event.key === 'ArrowDown' && !event.altKey && focusFirstRowAfter(event.currentTarget)) event.preventDefault()
        }}
      />
    </Field>
  )
}
