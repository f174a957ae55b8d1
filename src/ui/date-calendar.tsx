import { DatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { useContext, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { InsideOverlayContext } from './overlay-context'

/** The ids of the field's own elements, which the calendar anchors to and leaves clicks on alone. */
export interface DateCalendarAnchor {
  control: string
  input: string
  trigger: string
}

export interface DateCalendarProps {
  anchor: DateCalendarAnchor
  /** The day shown as chosen, YYYY-MM-DD or ''. */
  value: string
  min?: string
  max?: string
  /** A day picked: YYYY-MM-DD. */
  onSelect: (day: string) => void
  /** Escape, a click outside, or a day picked. */
  onClose: () => void
}

// The root holds nothing in place (the calendar is in a portal): it must not shift the field.
const rootStyle = css({ display: 'contents' })
const content = css({
  zIndex: 'popover',
  p: '3',
  bg: 'bg.popover',
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'md',
  shadow: 'lg',
  outline: 'none',
})
const viewControl = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mb: '2' })
const navButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  h: '8',
  minW: '8',
  px: '2',
  rounded: 'md',
  fontWeight: 'medium',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
})
const tableStyle = css({ borderCollapse: 'collapse' })
const weekDay = css({ h: '8', w: '9', fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', textAlign: 'center' })
const cellTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  h: '9',
  minW: '9',
  px: '1',
  rounded: 'md',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
  '&[data-outside-range]': { color: 'fg.subtle' },
  '&[data-today]': { fontWeight: 'bold', textDecoration: 'underline' },
  '&[data-selected]': { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasized' } },
  // Days of the neighbouring months are only faint; days outside the range (the other field's day) are struck out.
  '&[data-disabled]': { color: 'fg.subtle', cursor: 'default', _hover: { bg: 'transparent' } },
  '&[data-unavailable]': { textDecoration: 'line-through', cursor: 'not-allowed' },
})

const views = { day: 'дни', month: 'месяцы', year: 'годы' } as const
const previous = { day: 'Предыдущий месяц', month: 'Предыдущий год', year: 'Предыдущее десятилетие' } as const
const next = { day: 'Следующий месяц', month: 'Следующий год', year: 'Следующее десятилетие' } as const

/** Russian words for everything the calendar says to a screen reader. */
const translations = {
  content: 'Календарь',
  trigger: (open: boolean) => (open ? 'Закрыть календарь' : 'Открыть календарь'),
  prevTrigger: (view: keyof typeof previous) => previous[view],
  nextTrigger: (view: keyof typeof next) => next[view],
  viewTrigger: (_view: keyof typeof views, nextView?: keyof typeof views) => (nextView ? `Показать ${views[nextView]}` : 'Календарь'),
  dayCell: (state: { valueText: string; unavailable: boolean; selected: boolean }) =>
    state.unavailable ? `Недоступно: ${state.valueText}` : state.selected ? `Выбрано: ${state.valueText}` : state.valueText,
  monthSelect: 'Месяц',
  yearSelect: 'Год',
  clearTrigger: 'Очистить',
  placeholder: () => ({ day: 'дд', month: 'мм', year: 'гггг' }),
}

function dayValue(day: string | undefined): DateValue | undefined {
  return day ? parseDate(day) : undefined
}

/**
 * Ark's date picker as a popup calendar for a typed day field (DayField): its own chunk, loaded
 * the first time a calendar is opened. It anchors to the field by id; the keys are Ark's (arrows,
 * PageUp/PageDown, Home/End, Enter, Escape).
 */
export default function DateCalendar({ anchor, value, min, max, onSelect, onClose }: DateCalendarProps) {
  const insideOverlay = useContext(InsideOverlayContext)
  // Opened one render after mounting, so Ark moves focus into the calendar as it opens.
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const selected = dayValue(value)
  return (
    <DatePicker.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      locale="ru-RU"
      timeZone="UTC"
      translations={translations}
      ids={{ control: anchor.control, trigger: anchor.trigger, input: () => anchor.input }}
      value={selected ? [selected] : []}
      min={dayValue(min)}
      max={dayValue(max)}
      onValueChange={(details) => {
        const day = details.value[0]
        if (day) onSelect(day.toString())
      }}
      positioning={{ placement: 'bottom-start', strategy: insideOverlay ? 'fixed' : 'absolute' }}
      lazyMount
      className={rootStyle}
    >
      <Portal disabled={insideOverlay}>
        <DatePicker.Positioner>
          <DatePicker.Content className={content} aria-roledescription="календарь">
            <DatePicker.View view="day">
              <DatePicker.Context>
                {(picker) => (
                  <>
                    <ViewControl />
                    <DatePicker.Table className={tableStyle}>
                      <DatePicker.TableHead>
                        <DatePicker.TableRow>
                          {picker.weekDays.map((day) => (
                            <DatePicker.TableHeader key={day.long} className={weekDay} abbr={day.long}>
                              {day.short}
                            </DatePicker.TableHeader>
                          ))}
                        </DatePicker.TableRow>
                      </DatePicker.TableHead>
                      <DatePicker.TableBody>
                        {picker.weeks.map((week) => (
                          <DatePicker.TableRow key={week[0]?.toString()}>
                            {week.map((day) => (
                              <DatePicker.TableCell key={day.toString()} value={day}>
                                <DatePicker.TableCellTrigger className={cellTrigger}>{day.day}</DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </>
                )}
              </DatePicker.Context>
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Context>
                {(picker) => <ValueGrid rows={picker.getMonthsGrid({ columns: 4, format: 'short' })} />}
              </DatePicker.Context>
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Context>{(picker) => <ValueGrid rows={picker.getYearsGrid({ columns: 4 })} />}</DatePicker.Context>
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  )
}

/** The month and year views: a grid of values to pick, under the view's control. */
function ValueGrid({ rows }: { rows: { label: string; value: number }[][] }) {
  return (
    <>
      <ViewControl />
      <DatePicker.Table className={tableStyle}>
        <DatePicker.TableBody>
          {rows.map((row) => (
            <DatePicker.TableRow key={row[0]?.value}>
              {row.map((cell) => (
                <DatePicker.TableCell key={cell.value} value={cell.value}>
                  <DatePicker.TableCellTrigger className={cellTrigger}>{cell.label}</DatePicker.TableCellTrigger>
                </DatePicker.TableCell>
              ))}
            </DatePicker.TableRow>
          ))}
        </DatePicker.TableBody>
      </DatePicker.Table>
    </>
  )
}

function ViewControl() {
  return (
    <DatePicker.ViewControl className={viewControl}>
      <DatePicker.PrevTrigger className={navButton}>
        <ChevronLeftIcon />
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger className={navButton}>
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger className={navButton}>
        <ChevronRightIcon />
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  )
}
