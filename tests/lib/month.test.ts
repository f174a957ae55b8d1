import { describe, expect, it } from 'vitest'
import { describeMonthProblem } from '../../src/lib/month'

describe('describeMonthProblem', () => {
  it('has nothing to say about a month written YYYY-MM', () => {
    expect(describeMonthProblem('2026-03')).toBeNull()
    expect(describeMonthProblem('2026-12')).toBeNull()
  })

  it('says what is wrong with anything else', () => {
    expect(describeMonthProblem('2026-13')).toBe('Месяца «13» нет: месяц от 01 до 12, например 2026-03.')
    expect(describeMonthProblem('2026-00')).toBe('Месяца «00» нет: месяц от 01 до 12, например 2026-03.')
    expect(describeMonthProblem('03.2026')).toBe(
      '«03.2026» — не месяц: нужен вид ГГГГ-ММ (год, дефис, номер месяца из двух цифр), например 2026-03.',
    )
    expect(describeMonthProblem('2026-3')).toContain('не месяц: нужен вид ГГГГ-ММ')
    expect(describeMonthProblem(' ')).toBe('Месяц не указан: нужен вид ГГГГ-ММ, например 2026-03.')
  })
})
