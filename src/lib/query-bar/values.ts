import { parseMoneyInput } from '../format'
import type { DayRange, MoneyRange } from '../list-query'
import { addDays, dayExpectation, periodOf } from './dates'
import { findOption, fold, type QueryField, type QueryOption } from './fields'
import { splitOutsideQuotes, unquote } from './tokens'

/** A field's value read from a token, or why it cannot be. */
export type ValueReading<T> = { value: T } | { problem: string }

type Comparison = '>' | '>=' | '<' | '<='

/** What follows the colon: a comparison, a range `a..b`, or a plain value. */
interface Shape {
  comparison?: Comparison
  range?: [string, string]
  plain: string
}

function shapeOf(raw: string): Shape {
  const comparison = /^(>=|<=|>|<)/.exec(raw)?.[1] as Comparison | undefined
  const rest = comparison ? raw.slice(comparison.length) : raw
  const ends = splitOutsideQuotes(rest, '..')
  if (ends.length === 2) return { comparison, range: [unquote(ends[0] ?? ''), unquote(ends[1] ?? '')], plain: rest }
  return { comparison, plain: unquote(rest) }
}

const fieldName = (field: QueryField) => field.names[0]

/** The options a value names (by commas), in the options' order; negated: every other option. */
export function readOptions(
  field: QueryField & { options: readonly QueryOption[] },
  raw: string,
  negated: boolean,
): ValueReading<string[]> {
  if (/^[<>]/.test(raw) || splitOutsideQuotes(raw, '..').length > 1) {
    return { problem: `Не понимаю «${raw}»: поле «${fieldName(field)}» не сравнивают, перечислите значения через запятую` }
  }
  const named = new Set<string>()
  for (const part of splitOutsideQuotes(raw, ',').map(unquote)) {
    if (part.trim() === '') return { problem: `Не понимаю «${raw}»: после запятой нужно значение` }
    const option = findOption(field.options, part.trim())
    if (!option) return { problem: `Не понимаю «${part}»: ожидалось одно из: ${field.options.map((o) => fold(o.label)).join(', ')}` }
    named.add(option.value)
  }
  const chosen = field.options.map((option) => option.value).filter((value) => named.has(value) !== negated)
  if (chosen.length === 0) return { problem: `Исключены все значения поля «${fieldName(field)}»: ничего не останется` }
  return { value: chosen }
}

/** A period of days: a date or word, a comparison with one, or `a..b`. */
export function readDays(field: QueryField, raw: string, today: string): ValueReading<DayRange> {
  if (splitOutsideQuotes(raw, ',').length > 1) return { problem: `Не понимаю «${raw}»: у поля «${fieldName(field)}» один период, как a..b` }
  const shape = shapeOf(raw)
  const period = (typed: string) => periodOf(typed.trim(), today)
  const unknown = (typed: string) => ({ problem: `Не понимаю «${typed}»: ${dayExpectation}` })
  if (shape.range) {
    if (shape.comparison) return { problem: `Не понимаю «${raw}»: сравнение или промежуток, не оба` }
    const [first, last] = shape.range
    const from = first === '' ? undefined : period(first)
    const to = last === '' ? undefined : period(last)
    if ((first !== '' && !from) || (first === '' && last === '')) return unknown(first)
    if (last !== '' && !to) return unknown(last)
    const range = { from: from?.from ?? '', to: to?.to ?? '' }
    if (range.from !== '' && range.to !== '' && range.from > range.to) return { problem: `Не понимаю «${raw}»: начало позже конца` }
    return { value: range }
  }
  const named = period(shape.plain)
  if (!named) return unknown(shape.plain)
  switch (shape.comparison) {
    case '>':
      return { value: { from: addDays(named.to, 1), to: '' } }
    case '>=':
      return { value: { from: named.from, to: '' } }
    case '<':
      return { value: { from: '', to: addDays(named.from, -1) } }
    case '<=':
      return { value: { from: '', to: named.to } }
    case undefined:
      return { value: named }
  }
}

function cents(money: string): number {
  const [whole = '0', fraction = '00'] = money.replace('-', '').split('.')
  const value = Number(whole) * 100 + Number(fraction)
  return money.startsWith('-') ? -value : value
}

function moneyOf(value: number): string {
  const sign = value < 0 ? '-' : ''
  const absolute = Math.abs(value)
  return `${sign}${String(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`
}

/** A range of amounts: a number, a comparison with one, or `a..b`; `>` and `<` are a kopeck past the number. */
export function readMoney(raw: string): ValueReading<MoneyRange> {
  const shape = shapeOf(raw)
  const number = (typed: string) => (typed === '' ? '' : parseMoneyInput(typed))
  const notNumber = (typed: string) => ({ problem: `Не понимаю «${typed}»: ожидалось число` })
  if (shape.range) {
    if (shape.comparison) return { problem: `Не понимаю «${raw}»: сравнение или промежуток, не оба` }
    const [first, last] = shape.range
    const [min, max] = [number(first), number(last)]
    if (min === null || (first === '' && last === '')) return notNumber(first)
    if (max === null) return notNumber(last)
    if (min !== '' && max !== '' && cents(min) > cents(max)) return { problem: `Не понимаю «${raw}»: начало больше конца` }
    return { value: { min, max } }
  }
  const amount = number(shape.plain)
  if (amount === null || amount === '') return notNumber(shape.plain)
  switch (shape.comparison) {
    case '>':
      return { value: { min: moneyOf(cents(amount) + 1), max: '' } }
    case '>=':
      return { value: { min: amount, max: '' } }
    case '<':
      return { value: { min: '', max: moneyOf(cents(amount) - 1) } }
    case '<=':
      return { value: { min: '', max: amount } }
    case undefined:
      return { value: { min: amount, max: amount } }
  }
}
