/**
 * Days as staff type and read them, дд.мм.гггг whatever the browser's language, and as the API
 * takes them, YYYY-MM-DD. Pure calendar arithmetic: no Date in a time zone, so the day typed is the
 * day sent wherever the browser is.
 */

const monthsGenitive = [
  'январе',
  'феврале',
  'марте',
  'апреле',
  'мае',
  'июне',
  'июле',
  'августе',
  'сентябре',
  'октябре',
  'ноябре',
  'декабре',
] as const

export const dayInputPattern = 'дд.мм.гггг'

export type ParsedDay = { day: string } | { error: string }

/** «05.03.2026» for "2026-03-05"; '' for ''. */
export function formatDayInput(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day
}

/** The number of days in a month (1-12) of a year of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * A typed day: «5.3.2026», «05.03.2026», «05/03/2026», «05.03.26» (this century), or a pasted
 * «2026-03-05». '' is an empty field. Anything else gets a message saying what is wrong.
 */
export function parseDayInput(text: string): ParsedDay {
  const typed = text.trim()
  if (typed === '') return { day: '' }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed)
  const russian = /^(\d{1,2})[./\s-](\d{1,2})[./\s-](\d{2}|\d{4})$/.exec(typed)
  if (!iso && !russian) return { error: `Введите дату как ${dayInputPattern}, например 05.03.2026` }
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [fullYear(russian?.[3] ?? ''), Number(russian?.[2]), Number(russian?.[1])]
  if (month < 1 || month > 12) return { error: `Месяца ${month} нет: месяц от 01 до 12` }
  if (year < 1900 || year > 2999) return { error: `Год ${year} вне допустимого: от 1900 до 2999` }
  const days = daysInMonth(year, month)
  if (day < 1 || day > days) return { error: `Такого дня нет: в ${monthsGenitive[month - 1] ?? ''} ${year} года ${days} ${dayWord(days)}` }
  return { day: `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` }
}

function fullYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits)
}

function dayWord(count: number): string {
  return count === 31 ? 'день' : 'дней'
}
