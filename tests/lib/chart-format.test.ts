import { describe, expect, it } from 'vitest'
import { dayToSeconds } from '../../src/lib/chart-data'
import { formatAxisDate, formatAxisValues, formatBucket, formatChange, formatChartValue } from '../../src/lib/chart-format'

const nb = '\u00A0'
const minus = '\u2212'
const day = 86_400

describe('chart axes in ru-RU', () => {
  it('writes small axes with every digit and NBSP groups, and names the unit', () => {
    expect(formatAxisValues([0, 500, 1000, 1500], 'count')).toEqual(['0', '500', `1${nb}000`, `1${nb}500`])
    expect(formatAxisValues([0, 6, 12], 'hours')).toEqual([`0${nb}ч`, `6${nb}ч`, `12${nb}ч`])
    expect(formatAxisValues([0, 0.5, 1], 'count')).toEqual(['0', '0,5', '1'])
  })

  it('writes every tick of a large axis in the same multiple, never «5 000 ₽» beside «15 тыс. ₽»', () => {
    expect(formatAxisValues([0, 5000, 10_000, 15_000], 'rubles')).toEqual([
      `0${nb}тыс.${nb}₽`,
      `5${nb}тыс.${nb}₽`,
      `10${nb}тыс.${nb}₽`,
      `15${nb}тыс.${nb}₽`,
    ])
    expect(formatAxisValues([0, 2500, 5000, 7500, 10_000], 'count')).toEqual(
      ['0', '2,5', '5', '7,5', '10'].map((text) => `${text}${nb}тыс.`),
    )
    expect(formatAxisValues([0, 5_000_000, 10_000_000], 'rubles')).toEqual(['0', '5', '10'].map((text) => `${text}${nb}млн${nb}₽`))
  })

  it('keeps the typographic minus on negative ticks, small and shortened', () => {
    expect(formatAxisValues([-2000, 0, 2000], 'rubles')).toEqual([`${minus}2${nb}000${nb}₽`, `0${nb}₽`, `2${nb}000${nb}₽`])
    expect(formatAxisValues([-20_000, -10_000, 0, 10_000], 'rubles')).toEqual([
      `${minus}20${nb}тыс.${nb}₽`,
      `${minus}10${nb}тыс.${nb}₽`,
      `0${nb}тыс.${nb}₽`,
      `10${nb}тыс.${nb}₽`,
    ])
    expect(formatAxisValues([-0, 1], 'count')).toEqual(['0', '1'])
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
