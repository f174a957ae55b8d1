import { describe, expect, it } from 'vitest'
import { retentionLevel, retentionScaleMax } from '../../../src/features/stats/retention-scale'
import { readStatsScreenState, resolveSpan, toStatsRange } from '../../../src/features/stats/stats-params'

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

  it('reads the step, falling back to days for anything unknown', () => {
    const state = readStatsScreenState(new URLSearchParams('period=month'))
    expect(toStatsRange({ from: '2026-01-01', to: '2026-03-31' }, state)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-03-31', period: 'month' })
    expect(toStatsRange({ from: '2026-01-01', to: '2026-03-31' }, readStatsScreenState(new URLSearchParams('period=hour'))).period).toBe('day')
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
