import { parseMoneyInput } from '../format'
import type { ListParam } from './schema'

// Codecs: how each kind of list state is read from and written to the search parameters.

/** A codec of one parameter: a value read by `parse` (undefined: the default), written by `format`. */
export function scalarParam<T>(
  key: string,
  defaultValue: T,
  parse: (raw: string) => T | undefined,
  format: (value: T) => string,
): ListParam<T> {
  return {
    keys: [key],
    defaultValue,
    read(search) {
      const raw = search.get(key)
      if (raw === null) return defaultValue
      return parse(raw) ?? defaultValue
    },
    write(target, value, keepDefault) {
      if (value !== defaultValue || keepDefault) {
        const formatted = format(value)
        if (formatted !== '') target.set(key, formatted)
      }
    },
    equals: (a, b) => a === b,
  }
}

function parsePositiveInteger(raw: string): number | undefined {
  if (!/^\d{1,9}$/.test(raw)) return undefined
  const value = Number(raw)
  return value >= 1 ? value : undefined
}

/** The page sizes a list offers: its address reads another size as the nearest of these. */
export const DEFAULT_PAGE_SIZES = [25, 50, 100, 500] as const

/** The page number, from 1. */
export function pageParam(key = 'page'): ListParam<number> {
  return { ...scalarParam(key, 1, parsePositiveInteger, String), isPage: true }
}

/**
 * The page size, one of `sizes` (the first is the default unless given). Another whole number
 * reads as the nearest of `sizes` (the smaller on a tie): `page_size=1000` shows the largest pages.
 */
export function pageSizeParam(sizes: readonly number[], defaultSize = sizes[0] ?? 25, key = 'page_size'): ListParam<number> {
  return scalarParam(
    key,
    defaultSize,
    (raw) => {
      const value = parsePositiveInteger(raw)
      if (value === undefined) return undefined
      let nearest: number | undefined
      for (const size of sizes) {
        if (nearest === undefined || Math.abs(size - value) < Math.abs(nearest - value)) nearest = size
      }
      return nearest
    },
    String,
  )
}

/** Free text such as a search query: trimmed of outer spaces, '' when absent, at most `maxLength` characters. */
export function textParam(key: string, maxLength = 200): ListParam<string> {
  return scalarParam(
    key,
    '',
    (raw) => raw.trim().slice(0, maxLength),
    (value) => value,
  )
}

/** One of `values`, or `defaultValue` ('' for none). */
export function choiceParam<T extends string>(key: string, values: readonly T[], defaultValue: T | '' = ''): ListParam<T | ''> {
  return scalarParam<T | ''>(
    key,
    defaultValue,
    (raw) => values.find((value) => value === raw),
    (value) => value,
  )
}

/** A string matching `pattern` (e.g. a UUID), '' when absent or not matching. */
export function patternParam(key: string, pattern: RegExp): ListParam<string> {
  return scalarParam(
    key,
    '',
    (raw) => (pattern.test(raw) ? raw : undefined),
    (value) => value,
  )
}

/**
 * Several of `values`, e.g. statuses. Stored repeated (`status=active&status=blocked`); a
 * comma-joined value is read too. Unknown values are dropped; the result keeps the order of
 * `values`, so the same choice always gives the same state (and the same query key).
 */
export function multiChoiceParam<T extends string>(key: string, values: readonly T[]): ListParam<readonly T[]> {
  const empty: readonly T[] = []
  return {
    keys: [key],
    defaultValue: empty,
    read(search) {
      const raw = new Set(search.getAll(key).flatMap((value) => value.split(',')))
      const chosen = values.filter((value) => raw.has(value))
      return chosen.length > 0 ? chosen : empty
    },
    write(target, chosen) {
      for (const value of values) if (chosen.includes(value)) target.append(key, value)
    },
    equals: (a, b) => a.length === b.length && a.every((value) => b.includes(value)),
  }
}

/** Whether `raw` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(raw: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A period of days, each end optional ('' = open). Stored as two parameters; reversed ends are swapped. */
export interface DayRange {
  from: string
  to: string
}

export function dayRangeParam(fromKey: string, toKey: string): ListParam<DayRange> {
  const open: DayRange = { from: '', to: '' }
  const day = (search: URLSearchParams, key: string) => {
    const raw = search.get(key) ?? ''
    return isIsoDay(raw) ? raw : ''
  }
  return {
    keys: [fromKey, toKey],
    defaultValue: open,
    read(search) {
      const from = day(search, fromKey)
      const to = day(search, toKey)
      if (from === '' && to === '') return open
      // ISO days compare correctly as strings.
      return from !== '' && to !== '' && from > to ? { from: to, to: from } : { from, to }
    },
    write(target, range) {
      if (range.from !== '') target.set(fromKey, range.from)
      if (range.to !== '') target.set(toKey, range.to)
    },
    equals: (a, b) => a.from === b.from && a.to === b.to,
  }
}

/** A range of amounts, each end a decimal string ("1500.00") or '' (open). */
export interface MoneyRange {
  min: string
  max: string
}

const moneyCents = (money: string) => Math.round(Number(money) * 100)

/** A range of amounts stored as two parameters (rubles, "1500.00"); reversed ends are swapped. */
export function moneyRangeParam(minKey: string, maxKey: string): ListParam<MoneyRange> {
  const open: MoneyRange = { min: '', max: '' }
  const amount = (search: URLSearchParams, key: string) => {
    const raw = search.get(key) ?? ''
    return /^-?\d{1,12}(\.\d{1,2})?$/.test(raw) ? (parseMoneyInput(raw) ?? '') : ''
  }
  return {
    keys: [minKey, maxKey],
    defaultValue: open,
    read(search) {
      const min = amount(search, minKey)
      const max = amount(search, maxKey)
      if (min === '' && max === '') return open
      return min !== '' && max !== '' && moneyCents(min) > moneyCents(max) ? { min: max, max: min } : { min, max }
    },
    write(target, range) {
      if (range.min !== '') target.set(minKey, range.min)
      if (range.max !== '') target.set(maxKey, range.max)
    },
    equals: (a, b) => a.min === b.min && a.max === b.max,
  }
}
