import { useFieldContext } from '@ark-ui/react/field'
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { dayInputPattern, formatDayInput, parseDayInput } from '../lib/day-input'
import { IconButton } from './button'
import type { DateCalendarAnchor } from './date-calendar'
import { Field, Input } from './field'
import { rememberFocus } from './focus-return'
import { CalendarIcon } from './icons'

// Ark's date picker is sizeable: it loads the first time a calendar opens, never with the screen.
const loadCalendar = () => import('./date-calendar')
const DateCalendar = lazy(loadCalendar)

const control = css({ display: 'flex', alignItems: 'center', gap: '1' })
const dayInput = css({ w: '8.5rem', fontVariantNumeric: 'tabular-nums' })

export interface DayFieldProps {
  label: string
  /** The day as YYYY-MM-DD, '' when empty. */
  value: string
  /** The days the calendar offers (YYYY-MM-DD; '' or absent for no limit). */
  min?: string
  max?: string
  onChange: (day: string) => void
}

/**
 * A day typed as дд.мм.гггг whatever the browser's language, or picked in a calendar (the button,
 * Alt+↓ or ↓ in the field). The day is taken on Enter and when the field is left; a day that
 * cannot be read keeps what was typed and says what is wrong.
 */
export function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(() => formatDayInput(value))
  const [shownValue, setShownValue] = useState(value)
  const [error, setError] = useState<string | null>(null)
  // The calendar, while open, anchored to this field's elements (the input's id is the Field's).
  const [calendar, setCalendar] = useState<DateCalendarAnchor | null>(null)
  const [restoreFocus, setRestoreFocus] = useState<() => void>(() => () => undefined)
  const triggerId = `${id}-trigger`
  const controlId = `${id}-control`

  // A value changed from outside (a link, «Сбросить»): show it.
  if (value !== shownValue) {
    setShownValue(value)
    setText(formatDayInput(value))
    setError(null)
  }

  // The calendar opens on the day typed when it reads as one, else on the field's day.
  const typed = parseDayInput(text)
  const calendarDay = 'day' in typed && typed.day !== '' ? typed.day : value

  function commit() {
    const parsed = parseDayInput(text)
    if ('error' in parsed) {
      setError(parsed.error)
      return
    }
    setError(null)
    setText(formatDayInput(parsed.day))
    if (parsed.day !== value) onChange(parsed.day)
  }

  function pick(day: string) {
    setError(null)
    setText(formatDayInput(day))
    if (day !== value) onChange(day)
  }

  function openCalendar() {
    // Picking a day unmounts the calendar, and Ark's own return of focus with it: given back here.
    setRestoreFocus(() => rememberFocus(document.activeElement))
    setCalendar({ control: controlId, trigger: triggerId, input: inputRef.current?.id ?? '' })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      commit()
    } else if (event.key === 'ArrowDown' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault()
      commit()
      openCalendar()
    } else if (event.key === 'Escape' && calendar) {
      // The calendar takes the focus and its Escape a frame or more after it opens (later on a busy
      // machine): an Escape pressed before that, still in the field, closes it, and only it.
      event.preventDefault()
      event.stopPropagation()
      setCalendar(null)
    }
  }

  return (
    <Field label={label} error={error}>
      <div id={controlId} className={control}>
        <Input
          ref={inputRef}
          className={dayInput}
          inputMode="numeric"
          autoComplete="off"
          placeholder={dayInputPattern}
          aria-keyshortcuts="Alt+ArrowDown"
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <CalendarTrigger id={triggerId} open={calendar !== null} onToggle={() => (calendar ? setCalendar(null) : openCalendar())} />
      </div>
      {calendar && (
        <Suspense>
          <DateCalendar
            anchor={calendar}
            value={calendarDay}
            min={min || undefined}
            max={max || undefined}
            onSelect={pick}
            onClose={() => {
              setCalendar(null)
              restoreFocus()
            }}
          />
        </Suspense>
      )}
    </Field>
  )
}

/** «Открыть календарь», described by the field's label so that each field's button is told apart. */
function CalendarTrigger({ id, open, onToggle }: { id: string; open: boolean; onToggle: () => void }) {
  const field = useFieldContext()
  return (
    <IconButton
      id={id}
      variant="outline"
      aria-label="Открыть календарь"
      aria-describedby={field.ids.label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={() => void loadCalendar()}
      onClick={onToggle}
    >
      <CalendarIcon />
    </IconButton>
  )
}
