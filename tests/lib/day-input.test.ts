import { describe, expect, it } from 'vitest'
import { daysInMonth, formatDayInput, parseDayInput } from '../../src/lib/day-input'

describe('parseDayInput', () => {
  it('reads дд.мм.гггг and its usual variants as the same calendar day', () => {
    expect(parseDayInput('05.03.2026')).toEqual({ day: '2026-03-05' })
    expect(parseDayInput(' 5.3.2026 ')).toEqual({ day: '2026-03-05' })
    expect(parseDayInput('05/03/2026')).toEqual({ day: '2026-03-05' })
    expect(parseDayInput('05-03-2026')).toEqual({ day: '2026-03-05' })
    expect(parseDayInput('05.03.26')).toEqual({ day: '2026-03-05' })
    expect(parseDayInput('2026-03-05')).toEqual({ day: '2026-03-05' })
    expect(parseDayInput('29.02.2024')).toEqual({ day: '2024-02-29' })
  })

  it('takes an empty field as no day', () => {
    expect(parseDayInput('')).toEqual({ day: '' })
    expect(parseDayInput('   ')).toEqual({ day: '' })
  })

  it('says what is wrong with a day it cannot read', () => {
    expect(parseDayInput('03/05')).toEqual({ error: 'Введите дату как дд.мм.гггг, например 05.03.2026' })
    expect(parseDayInput('вчера')).toEqual({ error: 'Введите дату как дд.мм.гггг, например 05.03.2026' })
    expect(parseDayInput('05.13.2026')).toEqual({ error: 'Месяца 13 нет: месяц от 01 до 12' })
    expect(parseDayInput('29.02.2026')).toEqual({ error: 'Такого дня нет: в феврале 2026 года 28 дней' })
    expect(parseDayInput('31.04.2026')).toEqual({ error: 'Такого дня нет: в апреле 2026 года 30 дней' })
    expect(parseDayInput('00.01.2026')).toEqual({ error: 'Такого дня нет: в январе 2026 года 31 день' })
    expect(parseDayInput('01.01.0999')).toEqual({ error: 'Год 999 вне допустимого: от 1900 до 2999' })
  })
})

describe('formatDayInput', () => {
  it('writes an ISO day as дд.мм.гггг and leaves an empty one empty', () => {
    expect(formatDayInput('2026-03-05')).toBe('05.03.2026')
    expect(formatDayInput('')).toBe('')
  })
})

describe('daysInMonth', () => {
  it('knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(1900, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2026, 12)).toBe(31)
  })
})
