import { Command } from 'cmdk'
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { localToday, parseQuery, suggest, type QueryGrammar, type QueryValue } from '../lib/query-bar'
import { Field, Input } from './field'
import { focusFirstRowAfter } from './list-keys'
import { QueryMarks, useMarksFollowScroll } from './query-marks'

export interface QueryBarProps {
  grammar: QueryGrammar
  /** The query in effect: the address's, or the list's state written out. */
  value: string
  /** A query understood: its text and the list state it asks for. */
  onApply: (text: string, patch: Record<string, QueryValue>) => void
  /** How long typing pauses before the query is checked and applied, in ms. @default 500 */
  delay?: number
}

const styles = {
  root: css({ position: 'relative', mb: '3', maxW: '48rem' }),
  box: css({ position: 'relative' }),
  list: css({
    position: 'absolute',
    top: 'calc(100% + 0.25rem)',
    left: 0,
    minW: '16rem',
    maxH: '18rem',
    overflowY: 'auto',
    p: '1',
    bg: 'bg.popover',
    borderWidth: '1px',
    borderColor: 'border.default',
    rounded: 'md',
    shadow: 'lg',
    zIndex: 'dropdown',
  }),
  item: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    px: '2',
    py: '1.5',
    rounded: 'sm',
    cursor: 'pointer',
    '&[data-selected=true]': { bg: 'bg.muted' },
  }),
  detail: css({ color: 'fg.muted', fontSize: 'sm' }),
  problems: css({ display: 'flex', flexDir: 'column', m: 0, p: 0, listStyle: 'none' }),
}

/** An example of the list's own grammar, for the empty field. */
function exampleOf(grammar: QueryGrammar): string {
  const parts = grammar.fields.slice(0, 2).map((field) => {
    const [name] = field.names
    if (field.kind === 'days') return `${name}:месяц`
    if (field.kind === 'money') return `${name}:>1000`
    return `${name}:${field.options[0]?.label.toLocaleLowerCase('ru-RU') ?? ''}`
  })
  if (grammar.searchKey !== undefined) parts.push('слово')
  return parts.join(' ')
}

/**
 * «Запрос»: the list's filters as one line (`статус:заблокирован баланс:>1000 иван`), applied once
 * typing pauses or on Enter. Suggestions (fields, then values, then comparisons) in a cmdk list under
 * the field, by ↓ ↑ and Enter. A token the bar does not understand is underlined in the field and
 * named below it, and nothing is applied until it is mended.
 */
export function QueryBar({ grammar, value, onApply, delay = 500 }: QueryBarProps) {
  const [text, setText] = useState(value)
  const [followed, setFollowed] = useState(value)
  const [caret, setCaret] = useState(value.length)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState('')
  const [checked, setChecked] = useState<string | null>(null)
  const [ids, setIds] = useState<{ list?: string; active?: string }>({})
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const nextCaret = useRef<number | null>(null)
  if (value !== followed) {
    setFollowed(value)
    if (text.trim() !== value) setText(value)
  }

  const result = useMemo(() => parseQuery(text, grammar, localToday()), [text, grammar])
  const suggestions = useMemo(() => (open ? suggest(text, caret, grammar) : []), [open, text, caret, grammar])
  const showing = suggestions.length > 0
  const activeId = suggestions.some((suggestion) => suggestion.id === active) ? active : (suggestions[0]?.id ?? '')
  const problems = checked === text && !showing && !result.ok ? result.problems : []

  const run = (typed: string) => {
    setChecked(typed)
    const parsed = parseQuery(typed, grammar, localToday())
    if (parsed.ok && typed.trim() !== value) onApply(typed.trim(), parsed.patch)
  }
  const runAfterPause = useEffectEvent(run)
  useEffect(() => {
    const timer = setTimeout(() => runAfterPause(text), delay)
    return () => clearTimeout(timer)
  }, [text, value, delay])

  useLayoutEffect(() => {
    const input = inputRef.current
    if (input && nextCaret.current !== null) {
      input.setSelectionRange(nextCaret.current, nextCaret.current)
      nextCaret.current = null
    }
  }, [text])
  // cmdk names its list and items itself: the field points at them by those ids.
  useLayoutEffect(() => {
    const list = listRef.current
    const row = list?.querySelector(`[data-suggestion="${CSS.escape(activeId)}"]`)?.closest('[cmdk-item]')
    setIds({ list: list?.id, active: row?.id })
  }, [activeId, suggestions])
  const marks = useMarksFollowScroll(inputRef)

  const take = (id: string) => {
    const suggestion = suggestions.find((candidate) => candidate.id === id)
    if (!suggestion) return
    nextCaret.current = suggestion.caret
    setText(suggestion.text)
    setCaret(suggestion.caret)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Home and End move the caret in the text, not through the suggestions.
    if (event.key === 'Home' || event.key === 'End') event.stopPropagation()
    if (event.key === 'Escape' && showing) {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    }
    if (event.key === 'Enter' && !showing) {
      event.preventDefault()
      run(text)
    }
    if (event.key === 'ArrowDown' && !showing && !event.altKey && focusFirstRowAfter(event.currentTarget)) event.preventDefault()
  }

  const example = exampleOf(grammar)
  return (
    <Command value={activeId} onValueChange={setActive} shouldFilter={false} loop label="Подсказки запроса" className={styles.root}>
      <Field
        label="Запрос"
        error={
          problems.length > 0 ? (
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={`${String(problem.start)}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          ) : undefined
        }
      >
        <div className={styles.box}>
          <Input
            ref={inputRef}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showing}
            aria-controls={showing ? ids.list : undefined}
            aria-activedescendant={showing ? ids.active : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={example ? `Например: ${example}` : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setCaret(event.target.selectionStart ?? event.target.value.length)
              setOpen(true)
            }}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
            onBlur={() => setOpen(false)}
            onScroll={marks.follow}
            onKeyDown={onKeyDown}
          />
          <QueryMarks text={text} problems={problems} inputRef={inputRef} mirrorRef={marks.mirrorRef} />
        </div>
      </Field>
      <Command.List
        ref={listRef}
        label="Подсказки запроса"
        className={styles.list}
        hidden={!showing}
        onMouseDown={(event) => event.preventDefault()}
      >
        {suggestions.map((suggestion) => (
          <Command.Item key={suggestion.id} value={suggestion.id} onSelect={take} className={styles.item}>
            <span data-suggestion={suggestion.id}>{suggestion.label}</span>
            {suggestion.detail && <span className={styles.detail}>{suggestion.detail}</span>}
          </Command.Item>
        ))}
      </Command.List>
    </Command>
  )
}
