/** Months as the contract writes them: `YYYY-MM`. */
const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/

export function isMonth(value: string): boolean {
  return monthPattern.test(value)
}

/** The month `offset` months from `month` (negative: back). */
export function addMonths(month: string, offset: number): string {
  const match = monthPattern.exec(month)
  if (!match) throw new RangeError(`Not a month: "${month}"`)
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + offset
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The month of a date, in the browser's time zone. */
export function monthOf(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

/** The month before the one of `now`: the report's default. */
export function previousMonth(now: Date = new Date()): string {
  return addMonths(monthOf(now), -1)
}

/**
 * What is wrong with a month written in a link (`?month=`), in Russian; null when it is a month.
 * «2026-13»: there is no 13th month; «03.2026»: not written ГГГГ-ММ.
 */
export function describeMonthProblem(value: string): string | null {
  if (isMonth(value)) return null
  const example = 'например 2026-03'
  if (value.trim() === '') return `Месяц не указан: нужен вид ГГГГ-ММ, ${example}.`
  const numbered = /^(\d{4})-(\d{2})$/.exec(value)
  if (numbered) return `Месяца «${numbered[2] ?? ''}» нет: месяц от 01 до 12, ${example}.`
  return `«${value}» — не месяц: нужен вид ГГГГ-ММ (год, дефис, номер месяца из двух цифр), ${example}.`
}
