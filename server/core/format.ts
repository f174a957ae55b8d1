/**
 * Times and money as the API writes them. The service lives in Moscow time (UTC+3 all year, no
 * daylight saving since 2014): timestamps are stored as Unix seconds and written with +03:00, and
 * a "day" is a Moscow calendar day.
 */

export const moscowOffsetSeconds = 3 * 3600
export const secondsPerDay = 86_400

/** "2026-10-03T14:05:00+03:00" for Unix seconds. */
export function isoFromEpoch(seconds: number): string {
  const shifted = new Date((Math.floor(seconds) + moscowOffsetSeconds) * 1000).toISOString()
  return `${shifted.slice(0, 19)}+03:00`
}

/** The Moscow day (YYYY-MM-DD) of Unix seconds. */
export function dayOfEpoch(seconds: number): string {
  return new Date((seconds + moscowOffsetSeconds) * 1000).toISOString().slice(0, 10)
}

/** Unix seconds of the Moscow midnight that starts `day` (YYYY-MM-DD). */
export function epochOfDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000 - moscowOffsetSeconds
}

/** `day` moved by `days` (may be negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * secondsPerDay * 1000).toISOString().slice(0, 10)
}

/** Days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (secondsPerDay * 1000))
}

/** The Monday of the week of `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** The first day of the month of `day`. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`
}

/** The first day of the month after the month of `day`. */
export function nextMonthStart(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + 1)
  return date.toISOString().slice(0, 10)
}

/** The month (YYYY-MM) `months` after the month `month`. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 7)
}

/** Whole months from month `from` to month `to`. */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number)
  const [toYear, toMonth] = to.split('-').map(Number)
  return ((toYear ?? 0) - (fromYear ?? 0)) * 12 + ((toMonth ?? 0) - (fromMonth ?? 0))
}

/** The current Unix time in whole seconds. */
export function nowEpoch(): number {
  return Math.floor(Date.now() / 1000)
}

/** Kopecks as money: 150000 → "1500.00", -12050 → "-120.50". */
export function moneyFromCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** Money (already validated as /^-?\d+\.\d{2}$/) as kopecks, without floating point. */
export function centsFromMoney(money: string): number {
  const negative = money.startsWith('-')
  const [whole = '0', fraction = '00'] = money.replace('-', '').split('.')
  const cents = Number(whole) * 100 + Number(fraction)
  return negative ? -cents : cents
}

/** Kopecks as rubles for a chart: 12050 → 120.5. */
export function rublesFromCents(cents: number): number {
  return Math.round(cents) / 100
}
