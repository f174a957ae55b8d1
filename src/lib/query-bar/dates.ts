import { parseDayInput } from '../day-input'
import type { DayRange } from '../list-query'

/** The words a period may be named by, as the bar suggests them. */
export const dayWords = ['сегодня', 'вчера', 'неделя', 'месяц', 'прошлый месяц', 'квартал', 'год'] as const

export const dayExpectation = `ожидалась дата (дд.мм.гггг или гггг-мм-дд) или ${dayWords.join(', ')}`

/** "2026-03-05" moved by `days` (calendar arithmetic in UTC, so no zone shifts the day). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

function firstOfMonth(day: string, monthsBack = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() - monthsBack)
  return date.toISOString().slice(0, 10)
}

/** The days a word or a date names: `неделя` is this week from Monday to today, `месяц` this month so far. */
export function periodOf(typed: string, today: string): Required<DayRange> | undefined {
  switch (
    typed
      .toLocaleLowerCase('ru-RU')
      .replaceAll('ё', 'е')
      .replace(/[\s_]+/g, ' ')
  ) {
    case 'сегодня':
      return { from: today, to: today }
    case 'вчера':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case 'неделя': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
      return { from: addDays(today, -weekday), to: today }
    }
    case 'месяц':
      return { from: firstOfMonth(today), to: today }
    case 'прошлый месяц':
      return { from: firstOfMonth(today, 1), to: addDays(firstOfMonth(today), -1) }
    case 'квартал': {
      const month = Number(today.slice(5, 7))
      return { from: firstOfMonth(today, (month - 1) % 3), to: today }
    }
    case 'год':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
  }
  if (!/^\d{1,4}[.\-/]\d{1,2}[.\-/]\d{2,4}$/.test(typed)) return undefined
  const parsed = parseDayInput(typed)
  return 'day' in parsed && parsed.day !== '' ? { from: parsed.day, to: parsed.day } : undefined
}
