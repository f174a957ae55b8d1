import { useEffect, useEffectEvent, useState, type ChangeEvent } from 'react'
import { css } from 'styled-system/css'
import { Field, Input } from '../../ui'

/** How long typing pauses before the search goes out. */
const searchDebounceMs = 250

export interface SearchFieldProps {
  label: string
  placeholder?: string
  /** The search in effect (from the URL or an atom). */
  value: string
  /** Called with the trimmed text once typing pauses. */
  onSearch: (search: string) => void
}

/**
 * A search box: what is typed shows at once and is searched for once typing pauses; when the
 * search changes from elsewhere (Back, another tab), the box follows it.
 */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value)
  const [followed, setFollowed] = useState(value)
  if (value !== followed) {
    setFollowed(value)
    // Trailing spaces typed in the meantime are not the search changing under the user.
    if (text.trim() !== value) setText(value)
  }

  const search = useEffectEvent(onSearch)
  useEffect(() => {
    const next = text.trim()
    if (next === value) return
    const timer = setTimeout(() => search(next), searchDebounceMs)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <Field label={label} className={css({ flex: '1 1 16rem', maxW: '24rem' })}>
      <Input
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
      />
    </Field>
  )
}
