import { describe, expect, it } from 'vitest'
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  MINUS,
  NBSP,
  parseMoneyInput,
} from '../../src/lib/format'

// Written with explicit escapes: U+00A0 NO-BREAK SPACE groups digits and precedes ₽ and %,
// U+2212 MINUS SIGN starts a negative. No U+202F (narrow no-break space) and no ASCII space or hyphen.
const nb = '\u00A0'

describe('the separators', () => {
  it('are the no-break space and the minus sign', () => {
    expect(NBSP).toBe('\u00A0')
    expect(MINUS).toBe('\u2212')
  })
})

describe('formatMoney', () => {
  it.each([
    ['1500.00', `1${nb}500,00${nb}₽`],
    ['0.00', `0,00${nb}₽`],
    ['0.05', `0,05${nb}₽`],
    ['999.99', `999,99${nb}₽`],
    ['1000.00', `1${nb}000,00${nb}₽`],
    ['1000000.00', `1${nb}000${nb}000,00${nb}₽`],
    ['-120.50', `\u2212120,50${nb}₽`],
    ['-1500.00', `\u22121${nb}500,00${nb}₽`],
  ])('%s → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected)
  })

  it('keeps every digit of amounts past float precision', () => {
    expect(formatMoney('90071992547409931.99')).toBe(`90${nb}071${nb}992${nb}547${nb}409${nb}931,99${nb}₽`)
  })

  it('pads missing decimals and never rounds extra ones', () => {
    expect(formatMoney('1500')).toBe(`1${nb}500,00${nb}₽`)
    expect(formatMoney('1500.5')).toBe(`1${nb}500,50${nb}₽`)
    expect(formatMoney('0.125')).toBe(`0,125${nb}₽`)
  })

  it('shows no minus for a negative zero and drops leading zeros', () => {
    expect(formatMoney('-0.00')).toBe(`0,00${nb}₽`)
    expect(formatMoney('0012.30')).toBe(`12,30${nb}₽`)
  })

  it('marks positive amounts with a plus when asked, never zero', () => {
    expect(formatMoney('500.00', { signed: true })).toBe(`+500,00${nb}₽`)
    expect(formatMoney('-500.00', { signed: true })).toBe(`\u2212500,00${nb}₽`)
    expect(formatMoney('0.00', { signed: true })).toBe(`0,00${nb}₽`)
  })

  it('can leave out the currency sign', () => {
    expect(formatMoney('2500.10', { currency: false })).toBe(`2${nb}500,10`)
  })

  it('refuses what is not a decimal string', () => {
    expect(() => formatMoney('abc')).toThrow(RangeError)
    expect(() => formatMoney('1,500.00')).toThrow(RangeError)
    expect(() => formatMoney('')).toThrow(RangeError)
  })
})

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [2000, `2${nb}000`],
    [1234567, `1${nb}234${nb}567`],
    [-1234, `\u22121${nb}234`],
    [1234.5, `1${nb}234,5`],
    [0.125, '0,13'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected)
  })

  it('formats big integers exactly', () => {
    expect(formatNumber(12345678901234567890n)).toBe(`12${nb}345${nb}678${nb}901${nb}234${nb}567${nb}890`)
  })

  it('honours the fraction digits asked for', () => {
    expect(formatNumber(3, { minimumFractionDigits: 2 })).toBe('3,00')
    expect(formatNumber(3.14159, { maximumFractionDigits: 0 })).toBe('3')
  })
})

describe('formatPercent', () => {
  it.each([
    [0, `0${nb}%`],
    [0.125, `12,5${nb}%`],
    [1, `100${nb}%`],
    [0.3333, `33,3${nb}%`],
    [-0.05, `\u22125${nb}%`],
    [12.5, `1${nb}250${nb}%`],
  ])('%s → %s', (ratio, expected) => {
    expect(formatPercent(ratio)).toBe(expected)
  })

  it('honours the fraction digits asked for', () => {
    expect(formatPercent(0.12345, { maximumFractionDigits: 2 })).toBe(`12,35${nb}%`)
  })
})

describe('formatDate', () => {
  it('takes a day as written, whatever the time zone', () => {
    expect(formatDate('2026-10-03')).toBe('03.10.2026')
    expect(formatDate('2026-01-31')).toBe('31.01.2026')
  })

  it('shows the day of a moment in the given zone', () => {
    expect(formatDate('2026-10-03T14:05:00+03:00', { timeZone: 'Europe/Moscow' })).toBe('03.10.2026')
    expect(formatDate('2026-10-03T01:00:00+03:00', { timeZone: 'UTC' })).toBe('02.10.2026')
  })

  it('formats a Date in the local zone', () => {
    expect(formatDate(new Date(2026, 9, 3, 23, 59))).toBe('03.10.2026')
  })

  it('shows a dash for a missing value', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE)
    expect(formatDate(undefined)).toBe('—')
    expect(formatDate('')).toBe('—')
  })

  it('refuses what is not a date', () => {
    expect(() => formatDate('вчера')).toThrow(RangeError)
  })
})

describe('formatDateTime', () => {
  it('shows day and 24-hour time in the given zone', () => {
    expect(formatDateTime('2026-10-03T14:05:00+03:00', { timeZone: 'Europe/Moscow' })).toBe('03.10.2026, 14:05')
    expect(formatDateTime('2026-10-03T14:05:00+03:00', { timeZone: 'UTC' })).toBe('03.10.2026, 11:05')
    expect(formatDateTime('2026-10-03T00:05:00+03:00', { timeZone: 'Europe/Moscow' })).toBe('03.10.2026, 00:05')
  })

  it('formats a Date in the local zone', () => {
    expect(formatDateTime(new Date(2026, 9, 3, 9, 7))).toBe('03.10.2026, 09:07')
  })

  it('shows a dash for a missing value', () => {
    expect(formatDateTime(null)).toBe('—')
  })

  it('refuses what is not a moment', () => {
    expect(() => formatDateTime('2026-13-45T99:00')).toThrow(RangeError)
  })
})

describe('formatMonth', () => {
  it.each([
    ['2026-01', 'январь 2026'],
    ['2026-02', 'февраль 2026'],
    ['2026-05', 'май 2026'],
    ['2026-10', 'октябрь 2026'],
    ['2026-12', 'декабрь 2026'],
    ['2026-10-31', 'октябрь 2026'],
  ])('%s → %s', (month, expected) => {
    expect(formatMonth(month)).toBe(expected)
  })

  it('names the month of a Date or a moment without «г.»', () => {
    expect(formatMonth(new Date(2026, 2, 15))).toBe('март 2026')
    expect(formatMonth('2026-10-31T23:30:00+03:00', { timeZone: 'UTC' })).toBe('октябрь 2026')
    expect(formatMonth('2026-10-31T23:30:00-03:00', { timeZone: 'Europe/Moscow' })).toBe('ноябрь 2026')
  })

  it('shows a dash for a missing value', () => {
    expect(formatMonth(undefined)).toBe('—')
  })
})

describe('parseMoneyInput', () => {
  it.each([
    ['1 500,5', '1500.50'],
    ['1500', '1500.00'],
    ['1500.00', '1500.00'],
    ['1500,75', '1500.75'],
    ['  42  ', '42.00'],
    [`1${nb}000${nb}000`, '1000000.00'],
    ['1\u202F000', '1000.00'],
    ['0,5', '0.50'],
    [',5', '0.50'],
    ['1500,', '1500.00'],
    ['007', '7.00'],
    ['0', '0.00'],
    ['-120,5', '-120.50'],
    ['\u2212120,5', '-120.50'],
    ['-0', '0.00'],
  ])('%j → %s', (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected)
  })

  it.each([[''], ['   '], [','], ['-'], ['abc'], ['12a'], ['1 500,555'], ['1.500,50'], ['1,500.50'], ['1e3'], ['+5'], ['5 ₽']])(
    '%j → null',
    (text) => {
      expect(parseMoneyInput(text)).toBeNull()
    },
  )

  it('round-trips with formatMoney', () => {
    const parsed = parseMoneyInput(formatMoney('1234567.80', { currency: false }))
    expect(parsed).toBe('1234567.80')
  })
})
