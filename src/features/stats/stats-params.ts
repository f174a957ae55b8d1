import { statsPeriods, statsUsersOrderingFields, type StatsPeriod } from '../../../contract/schemas/stats'
import type { StatsRange } from '../../api/stats'
import { addDays, daysInRange, type DaySpan } from '../../lib/chart-data'
import { choiceParam, dayRangeParam, orderingParam, pageParam, pageSizeParam, type ListQueryState } from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

export const statsPresets = ['7d', '30d', 'quarter', 'year', 'all'] as const
export type StatsPreset = (typeof statsPresets)[number]

export const statsPresetLabels: Record<StatsPreset, string> = {
  '7d': '7 дней',
  '30d': '30 дней',
  quarter: 'Квартал',
  year: 'Год',
  all: 'Всё время',
}

/** Days a preset covers, today included («Всё время» starts at the first registration). */
const presetDays: Record<Exclude<StatsPreset, 'all'>, number> = { '7d': 7, '30d': 30, quarter: 91, year: 365 }

export const periodLabels = { day: 'День', week: 'Неделя', month: 'Месяц' } as const

/**
 * The statistics screen in its URL: `/stats?range=quarter&period=week&compare=on`, or explicit days
 * `/stats?date_from=2026-01-01&date_to=2026-03-31` (they win over the preset), and the users table's
 * page and ordering. Reload, Back and a shared link show the same view.
 */
/** The users table's part of the URL, under the API's keys (useListScreen hands it to the table's query). */
export const statsUsersTableSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  ordering: orderingParam('ordering', statsUsersOrderingFields, '-analyzed_images'),
}

export const statsScreenSchema = {
  preset: choiceParam('range', statsPresets, '30d'),
  days: dayRangeParam('date_from', 'date_to'),
  // Absent: the step follows the span (autoPeriod); a chosen one, «День» included, stays in the URL.
  period: choiceParam('period', statsPeriods),
  compare: choiceParam('compare', ['on'] as const),
  // Another period starts the table on its first page.
  ...statsUsersTableSchema,
}

export type StatsScreenState = ListQueryState<typeof statsScreenSchema>

/** The preset shown as chosen: none while explicit days are in the URL. */
export function chosenPreset(state: StatsScreenState): StatsPreset | null {
  if (state.days.from !== '' || state.days.to !== '') return null
  return state.preset === '' ? '30d' : state.preset
}

/**
 * The days the screen shows: explicit days (an open end: today, or 30 days before the other end),
 * or the preset's days up to `today`. «Всё время» needs the first registration day: null until known.
 */
export function resolveSpan(state: StatsScreenState, today: string, firstDay: string | null): DaySpan | null {
  const { from, to } = state.days
  if (from !== '' || to !== '') {
    const end = to !== '' ? to : from > today ? from : today
    return { from: from !== '' ? from : addDays(end, -29), to: end }
  }
  const preset = chosenPreset(state) ?? '30d'
  if (preset === 'all') return firstDay === null ? null : { from: firstDay < today ? firstDay : today, to: today }
  return { from: addDays(today, 1 - presetDays[preset]), to: today }
}

/** The most points a chart draws when the step is left to the screen. */
export const maxChartPoints = 120

/**
 * The finest step that keeps a span within `maxChartPoints`: days up to 120 days, weeks up to
 * about two years and four months (a span touches one week more than its days fill), months beyond.
 */
export function autoPeriod(span: DaySpan): StatsPeriod {
  const days = daysInRange(span.from, span.to)
  if (days <= maxChartPoints) return 'day'
  if (Math.ceil(days / 7) + 1 <= maxChartPoints) return 'week'
  return 'month'
}

/** The step the charts use: the «Шаг» chosen, or the span's own. */
export function chosenPeriod(span: DaySpan, state: StatsScreenState): StatsPeriod {
  return state.period === '' ? autoPeriod(span) : state.period
}

export function toStatsRange(span: DaySpan, state: StatsScreenState): StatsRange {
  return { dateFrom: span.from, dateTo: span.to, period: chosenPeriod(span, state) }
}
