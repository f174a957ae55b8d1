/**
 * ru-RU text of the charts: axis ticks, tooltip dates and values, the change against the previous
 * period. Built on lib/format, so the separators are the same everywhere (NBSP groups, U+2212 minus).
 */
import { secondsToDay } from './chart-data'
import { formatDate, formatMonth, formatNumber, formatPercent, MINUS, NBSP } from './format'

/** What the numbers of a chart are. */
export type ChartUnit = 'count' | 'rubles' | 'hours'

/** A bucket of a series: a day, the week starting that Monday, or the month starting that day. */
export type ChartPeriod = 'day' | 'week' | 'month'

const secondsPerDay = 86_400
const dayMonthFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const monthYearFormat = new Intl.DateTimeFormat('ru-RU', { month: 'short', year: 'numeric', timeZone: 'UTC' })

function normalize(text: string): string {
  return text.replace(/[\u202F\u2009 ]/g, NBSP).replace(/^-/, MINUS)
}

const unitSuffix: Record<ChartUnit, string> = { count: '', rubles: `${NBSP}₽`, hours: `${NBSP}ч` }

/** The multiples an axis counts in: all its ticks in one, so «5 тыс. ₽» never stands beside «5 000 ₽». */
const axisScales = [
  { factor: 1_000_000, word: `${NBSP}млн` },
  { factor: 1_000, word: `${NBSP}тыс.` },
] as const
/** From this largest tick on, an axis counts in the multiple: «10 тыс.», while «9 500» is still exact. */
const shortenFrom = 10

/** The fewest decimals (up to 3) that write every tick exactly: 0, 2,5, 5, 7,5 → 1. */
function decimalsOf(values: readonly number[]): number {
  for (let decimals = 0; decimals < 3; decimals += 1) {
    const factor = 10 ** decimals
    if (values.every((value) => Math.abs(Math.round(value * factor) - value * factor) < 1e-6 * factor)) return decimals
  }
  return 3
}

/**
 * The y-axis ticks of one axis in one format: «0», «2,5 тыс. ₽», «5 тыс. ₽», or «−1 500», «0», «1 500»;
 * the U+2212 minus, NBSP groups, the unit after every tick.
 */
export function formatAxisValues(ticks: readonly number[], unit: ChartUnit): string[] {
  const largest = Math.max(0, ...ticks.map(Math.abs))
  const scale = axisScales.find((candidate) => largest >= shortenFrom * candidate.factor)
  const scaled = ticks.map((tick) => tick / (scale?.factor ?? 1))
  const decimals = decimalsOf(scaled)
  return scaled.map((value) => {
    // Never «−0»: a tick at zero rounds to zero.
    const text = formatNumber(Object.is(value, -0) ? 0 : value, { maximumFractionDigits: decimals })
    return `${text}${scale?.word ?? ''}${unitSuffix[unit]}`
  })
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
