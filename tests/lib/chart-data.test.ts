import { describe, expect, it } from 'vitest'
import {
  addDays,
  alignColumn,
  daysInRange,
  dayToSeconds,
  hasData,
  isBucketUnfinished,
  previousSpan,
  relativeChange,
  secondsToDay,
  toChartData,
} from '../../src/lib/chart-data'

describe('days as timestamps', () => {
  it('places a day at its UTC midnight and reads it back', () => {
    expect(dayToSeconds('2026-10-05')).toBe(Date.UTC(2026, 9, 5) / 1000)
    expect(secondsToDay(dayToSeconds('2024-02-29'))).toBe('2024-02-29')
    expect(() => dayToSeconds('05.10.2026')).toThrow(RangeError)
  })

  it('moves days across months and leap years, and counts a span with both ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(daysInRange('2026-10-01', '2026-10-07')).toBe(7)
    expect(daysInRange('2026-10-01', '2026-10-01')).toBe(1)
  })
})

describe('previousSpan', () => {
  it('is the same number of days just before', () => {
    expect(previousSpan({ from: '2026-10-08', to: '2026-10-14' })).toEqual({ from: '2026-10-01', to: '2026-10-07' })
    expect(previousSpan({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' })
  })
})

describe('toChartData', () => {
  const images = { period: 'day', dates: ['2026-10-01', '2026-10-02', '2026-10-03'], series: { analyzed_images: [5, 0, 7] } }
  const projects = { period: 'day', dates: ['2026-10-01', '2026-10-02', '2026-10-03'], series: { analyzed_projects: [1, 2, 3] } }

  it('turns the days into timestamps and hands each column to uPlot as the very array of the answer', () => {
    const data = toChartData([images, projects], ['analyzed_images', 'analyzed_projects'])
    expect(data[0]).toEqual(['2026-10-01', '2026-10-02', '2026-10-03'].map(dayToSeconds))
    expect(data[1]).toBe(images.series.analyzed_images)
    expect(data[2]).toBe(projects.series.analyzed_projects)
    expect(data).toHaveLength(3)
  })

  it('puts the previous period after the current columns, bucket over bucket', () => {
    const before = { period: 'day', dates: ['2026-09-28', '2026-09-29', '2026-09-30'], series: { analyzed_images: [4, 4, 4] } }
    const data = toChartData([images], ['analyzed_images'], [before])
    expect(data[1]).toBe(images.series.analyzed_images)
    expect(data[2]).toBe(before.series.analyzed_images)
  })

  it('leaves gaps where the previous period is still loading or shorter, and cuts it when longer', () => {
    expect(toChartData([images], ['analyzed_images'], [undefined])[2]).toEqual([null, null, null])
    expect(alignColumn([1, 2], 3)).toEqual([1, 2, null])
    expect(alignColumn([1, 2, 3, 4], 3)).toEqual([1, 2, 3])
  })

  it('draws no line along zero for a previous period without data: its column is a gap, the others stay', () => {
    const before = {
      period: 'day',
      dates: ['2026-09-28', '2026-09-29', '2026-09-30'],
      series: { analyzed_images: [0, 0, 0], analyzed_projects: [0, 3, 0] },
    }
    const data = toChartData([images, projects], ['analyzed_images', 'analyzed_projects'], [before])
    expect(data[3]).toEqual([null, null, null])
    expect(data[4]).toBe(before.series.analyzed_projects)
    expect(hasData(data[3])).toBe(false)
    expect(hasData(data[4])).toBe(true)
    expect(hasData([])).toBe(false)
  })
})

describe('relativeChange', () => {
  it('is the change as a ratio of the previous value, none when there was nothing', () => {
    expect(relativeChange(120, 100)).toBeCloseTo(0.2)
    expect(relativeChange(50, 100)).toBeCloseTo(-0.5)
    expect(relativeChange(-50, -100)).toBeCloseTo(0.5)
    expect(relativeChange(5, 0)).toBeNull()
    expect(relativeChange(5, null)).toBeNull()
  })
})

describe('isBucketUnfinished', () => {
  const at = (day: string) => dayToSeconds(day)
  it('a day is unfinished while it is today', () => {
    expect(isBucketUnfinished(at('2026-11-26'), 'day', '2026-11-26')).toBe(true)
    expect(isBucketUnfinished(at('2026-11-25'), 'day', '2026-11-26')).toBe(false)
  })
  it('a week until its seventh day is over', () => {
    expect(isBucketUnfinished(at('2026-11-23'), 'week', '2026-11-29')).toBe(true)
    expect(isBucketUnfinished(at('2026-11-16'), 'week', '2026-11-23')).toBe(false)
  })
  it('a month until its last day is over, whatever its length', () => {
    expect(isBucketUnfinished(at('2026-02-01'), 'month', '2026-02-28')).toBe(true)
    expect(isBucketUnfinished(at('2026-02-01'), 'month', '2026-03-01')).toBe(false)
    expect(isBucketUnfinished(at('2026-11-01'), 'month', '2026-11-26')).toBe(true)
  })
})
