import { describe, expect, it } from 'vitest'
import { retentionLevel, retentionScaleMax } from '../../../src/features/stats/retention-scale'
import { autoPeriod, resolveSpan, statsScreenSchema, toStatsRange } from '../../../src/features/stats/stats-params'
import { readListQuery } from '../../../src/lib/list-query'

const readStatsScreenState = (search: URLSearchParams) => readListQuery(search, statsScreenSchema)

const span = (search: string, firstDay: string | null = null) =>
  resolveSpan(readStatsScreenState(new URLSearchParams(search)), '2026-10-14', firstDay)

describe('the statistics period from the URL', () => {
  it('is the last 30 days by default, and each preset counts today in', () => {
    expect(span('')).toEqual({ from: '2026-09-15', to: '2026-10-14' })
    expect(span('range=7d')).toEqual({ from: '2026-10-08', to: '2026-10-14' })
    expect(span('range=quarter')).toEqual({ from: '2026-07-16', to: '2026-10-14' })
    expect(span('range=year')).toEqual({ from: '2025-10-15', to: '2026-10-14' })
  })

  it('«Всё время» starts at the first registration, unknown until it is', () => {
    expect(span('range=all')).toBeNull()
    expect(span('range=all', '2024-11-02')).toEqual({ from: '2024-11-02', to: '2026-10-14' })
  })

  it('takes explicit days over the preset; an open end is today, or 30 days before the other end', () => {
    expect(span('range=7d&date_from=2026-01-01&date_to=2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' })
    expect(span('date_from=2026-10-01')).toEqual({ from: '2026-10-01', to: '2026-10-14' })
    expect(span('date_to=2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' })
  })

  it('reads the step the «Шаг» field chose, whatever the span', () => {
    const state = readStatsScreenState(new URLSearchParams('period=month'))
    expect(toStatsRange({ from: '2026-01-01', to: '2026-03-31' }, state)).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-03-31',
      period: 'month',
    })
    const days = readStatsScreenState(new URLSearchParams('period=day'))
    expect(toStatsRange({ from: '2020-01-01', to: '2026-10-14' }, days).period).toBe('day')
  })

  it('without a chosen step (or an unknown one), takes the finest that keeps a chart within 120 points', () => {
    const step = (from: string, to: string, search = '') =>
      toStatsRange({ from, to }, readStatsScreenState(new URLSearchParams(search))).period
    expect(step('2026-07-16', '2026-10-14')).toBe('day')
    expect(step('2026-06-17', '2026-10-14')).toBe('day')
    expect(step('2026-06-16', '2026-10-14')).toBe('week')
    expect(step('2025-10-15', '2026-10-14', 'period=hour')).toBe('week')
    expect(step('2024-08-01', '2026-10-14')).toBe('week')
    expect(step('2024-07-01', '2026-10-14')).toBe('month')
    expect(step('2020-01-01', '2026-10-14')).toBe('month')
  })

  it('the automatic step never gives more than 120 buckets, days, Monday weeks or months', () => {
    const buckets = (from: string, to: string) => {
      const period = autoPeriod({ from, to })
      const starts = new Set<string>()
      for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
        const start = new Date(day)
        if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7))
        if (period === 'month') start.setUTCDate(1)
        starts.add(start.toISOString().slice(0, 10))
      }
      return starts.size
    }
    for (const from of ['2026-06-16', '2026-06-17', '2024-06-24', '2024-06-30', '2024-07-01', '2024-06-23', '2016-11-01']) {
      expect(buckets(from, '2026-10-14')).toBeLessThanOrEqual(120)
    }
  })
})

describe('the retention heatmap colors', () => {
  const cohorts = [
    { cohort: '2026-09', size: 10, retention: [1, 0.4, 0.2] },
    { cohort: '2026-10', size: 5, retention: [0.9, 0.1] },
  ]

  it('scale to the largest share after the registration month', () => {
    expect(retentionScaleMax(cohorts)).toBe(0.4)
    expect(retentionScaleMax([{ cohort: '2026-10', size: 5, retention: [0.9] }])).toBe(0.9)
  })

  it('step from none to the deepest color', () => {
    expect(retentionLevel(0, 0.4, 6)).toBe(0)
    expect(retentionLevel(0.01, 0.4, 6)).toBe(1)
    expect(retentionLevel(0.2, 0.4, 6)).toBe(3)
    expect(retentionLevel(0.4, 0.4, 6)).toBe(5)
    expect(retentionLevel(1, 0.4, 6)).toBe(5)
  })
})
