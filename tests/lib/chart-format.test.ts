import { describe, expect, it } from 'vitest'
import { dayToSeconds } from '../../src/lib/chart-data'
import { formatAxisDate, formatAxisValue, formatBucket, formatChange, formatChartValue } from '../../src/lib/chart-format'

const nb = '\u00A0'
const minus = '\u2212'
const day = 86_400

describe('chart axes in ru-RU', () => {
  it('writes values with NBSP thousands, shortens large ones, and names the unit', () => {
    expect(formatAxisValue(1500, 'count')).toBe(`1${nb}500`)
    expect(formatAxisValue(15_000, 'count')).toBe(`15${nb}тыс.`)
    expect(formatAxisValue(1_250_000, 'rubles')).toBe(`1,3${nb}млн${nb}₽`)
    expect(formatAxisValue(-2000, 'rubles')).toBe(`${minus}2${nb}000${nb}₽`)
    expect(formatAxisValue(12, 'hours')).toBe(`12${nb}ч`)
  })

  it('labels dates by the spacing of the ticks', () => {
    const october5 = dayToSeconds('2026-10-05')
    expect(formatAxisDate(october5, day)).toBe(`5${nb}окт.`)
    expect(formatAxisDate(dayToSeconds('2026-10-01'), 30 * day)).toBe(`окт.${nb}2026`)
    expect(formatAxisDate(dayToSeconds('2026-01-01'), 365 * day)).toBe('2026')
  })
})

describe('chart tooltips in ru-RU', () => {
  it('writes every digit, rubles with kopecks, hours with one decimal', () => {
    expect(formatChartValue(1234567, 'count')).toBe(`1${nb}234${nb}567`)
    expect(formatChartValue(1500, 'rubles')).toBe(`1${nb}500,00${nb}₽`)
    expect(formatChartValue(-120.5, 'rubles')).toBe(`${minus}120,50${nb}₽`)
    expect(formatChartValue(12.46, 'hours')).toBe(`12,5${nb}ч`)
    expect(formatChartValue(null, 'count')).toBe('—')
  })

  it('names the bucket of a day, a week and a month', () => {
    const seconds = dayToSeconds('2026-10-05')
    expect(formatBucket(seconds, 'day')).toBe('05.10.2026')
    expect(formatBucket(seconds, 'week')).toBe('неделя с 05.10.2026')
    expect(formatBucket(dayToSeconds('2026-10-01'), 'month')).toBe('октябрь 2026')
  })

  it('shows the change against the previous period with its sign', () => {
    expect(formatChange(0.125)).toBe(`+12,5${nb}%`)
    expect(formatChange(-0.03)).toBe(`${minus}3${nb}%`)
    expect(formatChange(0)).toBe(`0${nb}%`)
    expect(formatChange(null)).toBe('—')
  })
})
