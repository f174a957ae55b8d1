import { formatDayInput } from '../day-input'
import type { DayRange, MoneyRange } from '../list-query'
import { fold, type QueryField, type QueryGrammar } from './fields'
import { quoteIfNeeded } from './tokens'

const isRange = <K extends string>(value: unknown, keys: readonly K[]): value is Record<K, string> =>
  typeof value === 'object' && value !== null && keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')

/** 1500 for "1500.00", 1500,5 for "1500.50": as a person types an amount. */
function typedMoney(amount: string): string {
  return amount
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1')
    .replace('.', ',')
}

/** `a..b`, `>=a`, `<=b` or the one value, of two ends ('' open). */
function bounds(first: string, last: string, write: (end: string) => string): string {
  if (first !== '' && first === last) return write(first)
  if (first !== '' && last !== '') return `${write(first)}..${write(last)}`
  return first !== '' ? `>=${write(first)}` : `<=${write(last)}`
}

function fieldText(field: QueryField, value: unknown): string | undefined {
  const name = field.names[0]
  switch (field.kind) {
    case 'choices': {
      if (!Array.isArray(value) || value.length === 0) return undefined
      const labels = field.options.filter((option) => value.includes(option.value)).map((option) => quoteIfNeeded(fold(option.label)))
      return `${name}:${labels.join(',')}`
    }
    case 'choice': {
      const option = field.options.find((candidate) => candidate.value === value)
      return option ? `${name}:${quoteIfNeeded(fold(option.label))}` : undefined
    }
    case 'days': {
      if (!isRange<keyof DayRange>(value, ['from', 'to']) || (value.from === '' && value.to === '')) return undefined
      return `${name}:${bounds(value.from, value.to, formatDayInput)}`
    }
    case 'money': {
      if (!isRange<keyof MoneyRange>(value, ['min', 'max']) || (value.min === '' && value.max === '')) return undefined
      return `${name}:${bounds(value.min, value.max, typedMoney)}`
    }
  }
}

/** The query that says what the list `state` holds: its fields by their Russian names and labels, then the search's words. */
export function formatQuery(grammar: QueryGrammar, state: Readonly<Record<string, unknown>>): string {
  const parts = grammar.fields.flatMap((field) => fieldText(field, state[field.key]) ?? [])
  const search = grammar.searchKey === undefined ? '' : state[grammar.searchKey]
  if (typeof search === 'string' && search.trim() !== '') parts.push(...search.trim().split(/\s+/).map(quoteIfNeeded))
  return parts.join(' ')
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item) => b.includes(item))

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return sameSet(a, b)
  if (typeof a === 'string' && typeof b === 'string') return a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ')
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Whether the list `state` already holds what `patch` asks (a query applied, or one that says the same). */
export function holdsPatch(state: Readonly<Record<string, unknown>>, patch: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(patch).every(([key, value]) => sameValue(state[key], value))
}
