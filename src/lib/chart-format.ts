/**
 * ru-RU text of the charts: axis ticks, tooltip dates and values, the change against the previous
 * period. Built on lib/format, so the separators are the same everywhere (NBSP groups, U+2212 minus).
 */
import { MINUS, NBSP, formatDate, formatMonth, formatNumber, formatPercent } from './format'
import { secondsToDay } from './chart-data'

/** What the numbers of a chart are. */
export type ChartUnit = 'count' | 'rubles' | 'hours'

/** A bucket of a series: a day, the week starting that Monday, or the month starting that day. */
export type ChartPeriod = 'day' | 'week' | 'month'

const secondsPerDay = 86_400
const compactFormat = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 })
const dayMonthFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const monthYearFormat = new Intl.DateTimeFormat('ru-RU', { month: 'short', year: 'numeric', timeZone: 'UTC' })

function normalize(text: string): string {
  return text.replace(/[\u202F\u2009 ]/g, NBSP).replace(/^-/, MINUS)
}

const unitSuffix: Record<ChartUnit, string> = { count: '', rubles: `${NBSP}₽`, hours: `${NBSP}ч` }

/** A y-axis tick: «1 500», «15 тыс.», «1,2 млн ₽», «12 ч». Large numbers shortened, never rounded to a lie below 10 000. */
export function formatAxisValue(value: number, unit: ChartUnit): string {
  const text = Math.abs(value) >= 10_000 ? normalize(compactFormat.format(value)) : formatNumber(value)
  return `${text}${unitSuffix[unit]}`
}

/** A value in a tooltip or a table: every digit, «1 500», «1 500,50 ₽», «12,5 ч». */
export function formatChartValue(value: number | null | undefined, unit: ChartUnit): string {
  if (value === null || value === undefined) return '—'
  if (unit === 'rubles') return `${formatNumber(value, { minimumFractionDigits: 2 })}${NBSP}₽`
  if (unit === 'hours') return `${formatNumber(value, { maximumFractionDigits: 1 })}${NBSP}ч`
  return formatNumber(value)
}

/**
 * An x-axis tick for a timestamp (seconds, UTC midnight), by the distance between ticks: a year
 * apart «2026», months apart «окт. 2026», days apart «5 окт.».
 */
export function formatAxisDate(seconds: number, tickSpacingSeconds: number): string {
  const date = new Date(seconds * 1000)
  if (tickSpacingSeconds >= 360 * secondsPerDay) return String(date.getUTCFullYear())
  if (tickSpacingSeconds >= 28 * secondsPerDay) {
    const parts = monthYearFormat.formatToParts(date)
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? ''
    return `${part('month')}${NBSP}${part('year')}`
  }
  return normalize(dayMonthFormat.format(date))
}

/** The bucket a tooltip or a table row speaks of: «05.10.2026», «неделя с 05.10.2026», «октябрь 2026». */
export function formatBucket(seconds: number, period: ChartPeriod): string {
  const day = secondsToDay(seconds)
  if (period === 'month') return formatMonth(day)
  if (period === 'week') return `неделя с ${formatDate(day)}`
  return formatDate(day)
}

/** The change against the previous period: «+12,5 %», «−3 %», «0 %»; «—» when there is nothing to compare. */
export function formatChange(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '—'
  const text = formatPercent(Math.abs(ratio))
  if (text.startsWith('0') && !/[1-9]/.test(text)) return text
  return `${ratio > 0 ? '+' : MINUS}${text}`
}
