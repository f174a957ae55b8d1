/**
 * Structs and refinements for what superstruct lacks, for form inputs: each failure carries its
 * issue, so `validate` (./validation) gives its Russian message.
 */
import { coerce, define, nullable, refine, string, trimmed, type Struct } from 'superstruct'
import { failWith } from './validation'

/** A number refinement: the value is a whole multiple of `divisor` (0.01 for kopecks, 5 for steps). */
export function multipleOf<T extends number, S>(struct: Struct<T, S>, divisor: number): Struct<T, S> {
  return refine(struct, 'multipleOf', (value) => {
    const quotient = value / divisor
    // Binary fractions: 0.3 / 0.1 is 2.9999999999999996, a multiple all the same.
    const whole = Math.abs(quotient - Math.round(quotient)) <= 1e-9 * Math.max(1, Math.abs(quotient))
    return whole || failWith({ code: 'not-multiple-of', divisor })
  })
}

/** A number refinement: not Infinity or -Infinity (superstruct's `number()` lets them through). */
export function finite<T extends number, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'finite', (value) => Number.isFinite(value) || failWith({ code: 'not-finite' }))
}

/**
 * A trimmed string that matches `pattern`; otherwise «Неверный {format}», so `format` is the
 * Russian name of the format in the nominative, masculine: 'номер договора', 'формат кода'.
 */
export function stringFormat(format: string, pattern: RegExp): Struct<string, null> {
  return trimmed(refine(string(), 'format', (value) => pattern.test(value) || failWith({ code: 'invalid-format', format })))
}

/** An e-mail address: «Неверный адрес электронной почты». */
export function email(): Struct<string, null> {
  return stringFormat('адрес электронной почты', /^[^\s@]+@[^\s@]+\.[^\s@]+$/)
}

/** A UUID (the identifiers of the API): «Неверный UUID». */
export function uuidString(): Struct<string, null> {
  return stringFormat('UUID', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
}

/** A phone number: digits with an optional leading +, spaces, dashes, brackets. */
export function phone(): Struct<string, null> {
  return stringFormat('номер телефона', /^\+?[\d\s()-]{5,20}$/)
}

const isCalendarDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A day as `YYYY-MM-DD`: «Неверный формат даты» for another shape, «Неверная дата» for 2026-02-30. */
export function isoDate(): Struct<string, null> {
  return trimmed(
    refine(string(), 'isoDate', (value) => {
      const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
      if (!parts) return failWith({ code: 'invalid-format', format: 'формат даты' })
      return isCalendarDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) || failWith({ code: 'invalid-date' })
    }),
  )
}

/** A month as `YYYY-MM`: «Неверный формат месяца» for another shape, «Неверная дата» for 2026-13. */
export function isoMonth(): Struct<string, null> {
  return trimmed(
    refine(string(), 'isoMonth', (value) => {
      const parts = /^(\d{4})-(\d{2})$/.exec(value)
      if (!parts) return failWith({ code: 'invalid-format', format: 'формат месяца' })
      return isCalendarDate(Number(parts[1]), Number(parts[2]), 1) || failWith({ code: 'invalid-date' })
    }),
  )
}

/**
 * One of the keys of `labels`; a mismatch lists the Russian labels:
 * `oneOf({ banner: 'Баннер', social: 'Соцсети' })` → «Ожидалось одно из значений: Баннер, Соцсети».
 */
export function oneOf<const T extends string>(labels: Readonly<Record<T, string>>): Struct<T, null> {
  const options: readonly string[] = Object.values(labels)
  const isOption = (value: unknown): value is T => typeof value === 'string' && Object.hasOwn(labels, value)
  return define<T>('enums', (value) => isOption(value) || failWith({ code: 'not-one-of', options }))
}

const spaces = /[\s\u00a0\u202f]/g

/**
 * A number typed into a text field: '12,5', ' 1 500 ' and '12.5' become numbers before `struct`
 * checks them; a blank field stays blank («Обязательное поле»), other text is «Ожидалось число, получено строка».
 */
export function numberInput<T extends number, S>(struct: Struct<T, S>): Struct<T, S> {
  return coerce(struct, string(), (text) => {
    const compact = text.replace(spaces, '').replace(',', '.')
    return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : text
  })
}

/**
 * An amount of money typed into a text field, as the API wants it: '1 500,5' becomes '1500.50'.
 * Above 0 («Число должно быть не менее 0,01»), at most `max`, kopecks at most
 * («Число должно быть кратно 0,01»); other text is «Неверный формат суммы».
 */
export function moneyInput(options: { max: number }): Struct<string, null> {
  const amount = refine(string(), 'money', (value) => {
    if (!/^-?\d+(?:\.\d+)?$/.test(value)) return failWith({ code: 'invalid-format', format: 'формат суммы' })
    if ((value.split('.')[1] ?? '').length > 2) return failWith({ code: 'not-multiple-of', divisor: 0.01 })
    const number = Number(value)
    if (number < 0.01) return failWith({ code: 'number-too-small', minimum: 0.01 })
    if (number > options.max) return failWith({ code: 'number-too-big', maximum: options.max })
    return true
  })
  return coerce(amount, string(), (text) => {
    const compact = text.replace(spaces, '').replace(',', '.')
    const parts = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(compact)
    if (!parts) return compact === '' ? text : compact
    const [, sign = '', whole = '0', kopecks = ''] = parts
    return `${sign}${BigInt(whole).toString()}.${kopecks.padEnd(2, '0')}`
  })
}

/** An optional form field: a blank string becomes null, anything else is checked by `struct`. */
export function nullWhenBlank<T, S>(struct: Struct<T, S>): Struct<T | null, S> {
  return coerce(nullable(struct), string(), (text) => (text.trim() === '' ? null : text))
}

/** A required text, trimmed, of at most `maximum` characters: «Укажите причину» (`ask`) when empty, «Не более 500 символов». */
export function requiredText(maximum: number, ask: string): Struct<string, null> {
  return refine(trimmed(string()), 'requiredText', (value) => {
    if (value === '') return failWith({ code: 'text-missing', ask })
    return value.length <= maximum || failWith({ code: 'text-too-long', maximum })
  })
}
