/**
 * ru-RU display formats. Every function returns the same separators whatever the ICU build:
 * digit groups and the space before ₽ and % are NO-BREAK SPACE (U+00A0), negatives use the
 * MINUS SIGN (U+2212), ranges and missing values use dashes.
 */

const LOCALE = 'ru-RU'
/** U+00A0: keeps «1 500» and «500 ₽» on one line. */
export const NBSP = '\u00A0'
/** U+2212: the typographic minus for negative amounts. */
export const MINUS = '\u2212'
/** Shown for a missing date or value. */
export const EMPTY_VALUE = '—'

/** Some ICU versions group ru-RU digits with U+202F; one separator everywhere keeps text and tests stable. */
function normalizeSpaces(text: string): string {
  return text.replace(/[\u202F\u2009 ]/g, NBSP).replace(/^-/, MINUS)
}

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
}

const MONEY_PATTERN = /^([-−])?(\d+)(?:\.(\d+))?$/

export interface MoneyFormatOptions {
  /** Put «+» before positive amounts (operation lists). @default false */
  signed?: boolean
  /** Append « ₽». @default true */
  currency?: boolean
}

/**
 * «1 500,00 ₽» from the contract's decimal string ("1500.00", "-120.50"). The string is split, never
 * parsed into a float, so no amount is ever rounded; fewer than two decimals are padded.
 */
export function formatMoney(amount: string, options: MoneyFormatOptions = {}): string {
  const match = MONEY_PATTERN.exec(amount.trim())
  if (!match) throw new RangeError(`Not a money amount: "${amount}"`)
  const [, sign, whole = '0', fraction = ''] = match
  const integer = whole.replace(/^0+(?=\d)/, '')
  const decimals = fraction.padEnd(2, '0')
  const zero = /^0+$/.test(integer + decimals)
  const prefix = sign && !zero ? MINUS : options.signed && !zero ? '+' : ''
  const number = `${prefix}${groupDigits(integer)},${decimals}`
  return options.currency === false ? number : `${number}${NBSP}₽`
}

/** One formatter per distinct options: building an Intl formatter costs far more than using one. */
function cachedByOptions<Options, Format>(create: (options: Options) => Format): (options: Options) => Format {
  const cache = new Map<string, Format>()
  return (options) => {
    const key = JSON.stringify(options)
    let format = cache.get(key)
    if (!format) {
      format = create(options)
      cache.set(key, format)
    }
    return format
  }
}

const numberFormat = cachedByOptions((options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, options))

export interface NumberFormatOptions {
  /** @default 0 */
  minimumFractionDigits?: number
  /** @default 2 */
  maximumFractionDigits?: number
}

/** «2 000», «1 234,5», «−7»: counts and plain numbers. */
export function formatNumber(value: number | bigint, options: NumberFormatOptions = {}): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits) } = options
  return normalizeSpaces(numberFormat({ minimumFractionDigits, maximumFractionDigits }).format(value))
}

/** «0,874», «2,150»: a model's quality figure, always with three decimals so a column of them lines up. */
export function formatModelMetric(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })
}

export interface PercentFormatOptions {
  /** @default 1 */
  maximumFractionDigits?: number
}

/** «12,5 %» from a ratio (0.125). */
export function formatPercent(ratio: number, options: PercentFormatOptions = {}): string {
  const { maximumFractionDigits = 1 } = options
  return normalizeSpaces(numberFormat({ style: 'percent', maximumFractionDigits }).format(ratio))
}

export interface DateFormatOptions {
  /** IANA zone to show a moment in (e.g. 'Europe/Moscow'). @default the browser's zone */
  timeZone?: string
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/

type DateInput = string | Date | null | undefined

const isMissing = (value: DateInput): value is null | undefined | '' => value === null || value === undefined || value === ''

function toDate(value: string | Date): Date {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: "${String(value)}"`)
  return date
}

const dateTimeFormat = cachedByOptions((options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, options))

/**
 * «03.10.2026» from a day ("2026-10-03": taken as written, no time zone shift), an ISO moment
 * ("2026-10-03T14:05:00+03:00": the day in `timeZone`) or a Date. Missing: «—».
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  if (isMissing(value)) return EMPTY_VALUE
  if (typeof value === 'string') {
    const day = DAY_PATTERN.exec(value)
    if (day) return `${day[3]}.${day[2]}.${day[1]}`
  }
  return dateTimeFormat({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone: options.timeZone }).format(toDate(value))
}

/** «03.10.2026, 14:05» from an ISO moment or a Date, in `timeZone`. Missing: «—». */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  if (isMissing(value)) return EMPTY_VALUE
  return dateTimeFormat({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  }).format(toDate(value))
}

/** «октябрь 2026» from a month ("2026-10"), a day ("2026-10-03") or a Date. Missing: «—». */
export function formatMonth(value: DateInput, options: DateFormatOptions = {}): string {
  if (isMissing(value)) return EMPTY_VALUE
  const written = typeof value === 'string' ? (MONTH_PATTERN.exec(value) ?? DAY_PATTERN.exec(value)) : null
  // A written month is placed at noon UTC of its 1st day and read in UTC: the same month in every zone.
  const date = written ? new Date(Date.UTC(Number(written[1]), Number(written[2]) - 1, 1, 12)) : toDate(value)
  const timeZone = written ? 'UTC' : options.timeZone
  // With a year, ru-RU still names the month in the nominative but appends «г.»: keep the two parts only.
  const parts = dateTimeFormat({ month: 'long', year: 'numeric', timeZone }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('month')} ${part('year')}`
}

const MONEY_INPUT_PATTERN = /^([-−])?(\d*)(?:[.,](\d{0,2}))?$/

/**
 * What a person types into a money field, as the contract's decimal string: «1 500,5» → "1500.50".
 * Accepts a comma or a point, spaces of any kind between digits, at most two decimals, a leading
 * minus. Anything else (letters, two separators, three decimals, nothing at all) → null.
 */
export function parseMoneyInput(text: string): string | null {
  const compact = text.trim().replace(/[\s\u00A0\u202F\u2009]/g, '')
  const match = MONEY_INPUT_PATTERN.exec(compact)
  if (!match) return null
  const [, sign, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return null
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  const decimals = fraction.padEnd(2, '0')
  const zero = /^0+$/.test(integer + decimals)
  return `${sign && !zero ? '-' : ''}${integer}.${decimals}`
}
