/**
 * Form validation with superstruct and the Russian messages of SPEC.md §5.
 *
 * `validate(value, struct)` runs a struct (with its coercions: trimming, number and money inputs)
 * and answers either the checked value or one Russian message per field path ('' for the root).
 * Any superstruct failure is understood: the structs and refinements below carry their problem as
 * data, and superstruct's built-ins are read from their type, refinement and value. Superstruct 2
 * keeps the bounds of `size`/`min`/`max` and the options of `enums`/`literal` only in the text of
 * its (English) failure message, so those numbers and options are read from there; the tests pin
 * that wording. An exclusive `min`/`max` has no bound even there: it reads «Неверный ввод».
 *
 * Messages:
 * - missing value (undefined, or a string that is empty after trimming): «Обязательное поле»;
 * - wrong type: «Ожидалось {expected}, получено {received}», with the words of `valueKindNames`;
 * - strings, numbers, arrays out of bounds: «Строка должна содержать не менее N символ(ов)» (a minimum
 *   of 1 reads «Обязательное поле»), «… не более N символ(ов)», «Число должно быть не менее N» /
 *   «не более N», «Массив должен содержать не менее N элемент(ов)» / «не более N элемент(ов)»;
 * - «Неверная дата», «Неверный ввод», «Число должно быть кратно N», «Число должно быть конечным»;
 * - a string of the wrong format: «Неверный {format}» with the format's Russian name:
 *   «Неверный адрес электронной почты», «Неверный UUID», «Неверный формат даты», «Неверный формат
 *   месяца», «Неверный номер телефона», «Неверный формат суммы», and «Неверный формат» for a bare `pattern`;
 * - a value outside an enumeration: «Ожидалось одно из значений: a, b» (labels of `oneOf`, or the raw values).
 * Numbers in messages are written the Russian way: 0,01 and 1 000 000.
 */
import {
  coerce,
  define,
  nullable,
  refine,
  string,
  trimmed,
  validate as runStruct,
  type Failure,
  type Struct,
  type StructError,
} from 'superstruct'

/** What kind of value a struct expects or a form sent, for «Ожидалось …, получено …». */
export type ValueKind =
  | 'string'
  | 'number'
  | 'integer'
  | 'not-a-number'
  | 'boolean'
  | 'bigint'
  | 'array'
  | 'object'
  | 'date'
  | 'null'
  | 'undefined'
  | 'function'
  | 'map'
  | 'set'
  | 'regexp'
  | 'symbol'

const valueKindNames: Record<ValueKind, string> = {
  string: 'строка',
  number: 'число',
  integer: 'целое число',
  'not-a-number': 'не число (NaN)',
  boolean: 'логическое значение',
  bigint: 'большое целое число',
  array: 'массив',
  object: 'объект',
  date: 'дата',
  null: 'null',
  undefined: 'undefined',
  function: 'функция',
  map: 'словарь (Map)',
  set: 'множество (Set)',
  regexp: 'регулярное выражение',
  symbol: 'символ',
}

/** One problem with one field, as data; every message of §5 is made from one of these. */
export type ValidationIssue =
  | { code: 'required' }
  | { code: 'wrong-type'; expected: readonly ValueKind[]; received: ValueKind }
  | { code: 'string-too-short'; minimum: number }
  | { code: 'string-too-long'; maximum: number }
  | { code: 'number-too-small'; minimum: number }
  | { code: 'number-too-big'; maximum: number }
  | { code: 'array-too-short'; minimum: number }
  | { code: 'array-too-long'; maximum: number }
  | { code: 'invalid-date' }
  | { code: 'invalid-input' }
  | { code: 'not-multiple-of'; divisor: number }
  | { code: 'not-finite' }
  | { code: 'invalid-format'; format: string }
  | { code: 'not-one-of'; options: readonly string[] }

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> }

const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 20 })
const formatNumber = (value: number) => numberFormat.format(value)

function issueMessage(issue: ValidationIssue): string {
  switch (issue.code) {
    case 'required':
      return 'Обязательное поле'
    case 'wrong-type':
      return `Ожидалось ${issue.expected.map((kind) => valueKindNames[kind]).join(' или ')}, получено ${valueKindNames[issue.received]}`
    case 'string-too-short':
      return issue.minimum <= 1
        ? 'Обязательное поле'
        : `Строка должна содержать не менее ${formatNumber(issue.minimum)} символ(ов)`
    case 'string-too-long':
      return `Строка должна содержать не более ${formatNumber(issue.maximum)} символ(ов)`
    case 'number-too-small':
      return `Число должно быть не менее ${formatNumber(issue.minimum)}`
    case 'number-too-big':
      return `Число должно быть не более ${formatNumber(issue.maximum)}`
    case 'array-too-short':
      return `Массив должен содержать не менее ${formatNumber(issue.minimum)} элемент(ов)`
    case 'array-too-long':
      return `Массив должен содержать не более ${formatNumber(issue.maximum)} элемент(ов)`
    case 'invalid-date':
      return 'Неверная дата'
    case 'invalid-input':
      return 'Неверный ввод'
    case 'not-multiple-of':
      return `Число должно быть кратно ${formatNumber(issue.divisor)}`
    case 'not-finite':
      return 'Число должно быть конечным'
    case 'invalid-format':
      return `Неверный ${issue.format}`
    case 'not-one-of':
      return `Ожидалось одно из значений: ${issue.options.join(', ')}`
  }
}

/** Where a failure made by this module keeps its issue; a symbol, so no other code can forge one. */
const issueKey = Symbol('validation issue')
type FailureWithIssue = Failure & { [issueKey]?: ValidationIssue }

/**
 * A failure for a custom refinement or validator: the field gets the issue's message. `path`
 * places it on another field, e.g. a cross-field check on an object that blames `max_value`.
 */
export function failWith(issue: ValidationIssue, path?: readonly (string | number)[]): Partial<Failure> {
  const failure: Partial<FailureWithIssue> = { message: issueMessage(issue), [issueKey]: issue }
  if (path) {
    failure.path = [...path]
    failure.key = path[path.length - 1]
  }
  return failure
}

/** Checks a form's value; the value handed back is the coerced one (trimmed, numbers parsed). */
export function validate<T, S>(value: unknown, struct: Struct<T, S>): ValidationResult<T> {
  const [error, checked] = runStruct(value, struct, { coerce: true })
  return error ? { ok: false, errors: validationMessages(error) } : { ok: true, value: checked }
}

/** The first message for each field path of a failed validation, keyed by the path joined by '.'. */
export function validationMessages(error: StructError): Record<string, string> {
  const failures = error.failures()
  const messages: Record<string, string> = {}
  const unionPaths: string[] = []
  failures.forEach((failure, index) => {
    const key = pathKey(failure.path)
    // A union's branches report their own failures right after it: they explain the union, not fields.
    if (key in messages || unionPaths.some((unionKey) => isWithin(key, unionKey))) return
    if (failure.type === 'union') {
      unionPaths.push(key)
      const branches = failures.slice(index + 1).filter((other) => pathKey(other.path) === key)
      messages[key] = issueMessage(describeUnion(failure, branches))
    } else {
      messages[key] = issueMessage(describeFailure(failure))
    }
  })
  return messages
}

const pathKey = (path: readonly unknown[]) => path.map(String).join('.')
const isWithin = (key: string, parent: string) => key !== parent && (parent === '' || key.startsWith(`${parent}.`))

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '')

function describeFailure(failure: FailureWithIssue): ValidationIssue {
  // `object` reports a key its schema does not know with the type 'never'.
  if (failure.type === 'never') return { code: 'invalid-input' }
  if (isBlank(failure.value)) return { code: 'required' }
  const carried = failure[issueKey]
  if (carried) return carried
  if (failure.refinement !== undefined) return describeRefinement(failure)
  switch (failure.type) {
    case 'enums':
    case 'literal': {
      const options = enumerationOptions(failure)
      return options ? { code: 'not-one-of', options } : { code: 'invalid-input' }
    }
    case 'date':
      return failure.value instanceof Date ? { code: 'invalid-date' } : wrongType([failure.type], failure.value)
    default:
      return wrongType([failure.type], failure.value)
  }
}

function describeUnion(failure: Failure, branches: readonly FailureWithIssue[]): ValidationIssue {
  if (isBlank(failure.value)) return { code: 'required' }
  // A branch of the right type that failed a refinement says what is wrong with the value.
  const refined = branches.find((branch) => branch.refinement !== undefined)
  if (refined) return describeFailure(refined)
  const options = branches.map(branchOptions)
  if (branches.length > 0 && options.every((option) => option !== undefined)) {
    return { code: 'not-one-of', options: [...new Set(options.flat())] }
  }
  return wrongType(
    branches.map((branch) => branch.type),
    failure.value,
  )
}

function branchOptions(branch: FailureWithIssue): readonly string[] | undefined {
  const carried = branch[issueKey]
  if (carried) return carried.code === 'not-one-of' ? carried.options : undefined
  return branch.type === 'enums' || branch.type === 'literal' ? enumerationOptions(branch) : undefined
}

/** The value kind of each superstruct type that checks a kind of value. */
const expectedKinds: Record<string, ValueKind> = {
  string: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  bigint: 'bigint',
  array: 'array',
  tuple: 'array',
  object: 'object',
  type: 'object',
  record: 'object',
  date: 'date',
  func: 'function',
  map: 'map',
  set: 'set',
  regexp: 'regexp',
}

function wrongType(structTypes: readonly string[], value: unknown): ValidationIssue {
  const expected = structTypes.map((type) => expectedKinds[type])
  if (expected.length === 0 || !expected.every((kind) => kind !== undefined)) return { code: 'invalid-input' }
  return { code: 'wrong-type', expected: [...new Set(expected)], received: kindOf(value) }
}

function kindOf(value: unknown): ValueKind {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (value instanceof Date) return 'date'
  if (value instanceof Map) return 'map'
  if (value instanceof Set) return 'set'
  if (value instanceof RegExp) return 'regexp'
  // Every answer of typeof is a ValueKind of the same name.
  const kind = typeof value
  return kind === 'number' && Number.isNaN(value) ? 'not-a-number' : kind
}

function describeRefinement(failure: Failure): ValidationIssue {
  const value: unknown = failure.value
  const count = collectionSize(value)
  switch (failure.refinement) {
    case 'nonempty':
      // An empty string is already «Обязательное поле»; what is left are collections.
      return count === undefined ? { code: 'invalid-input' } : { code: 'array-too-short', minimum: 1 }
    case 'empty':
      if (typeof value === 'string') return { code: 'string-too-long', maximum: 0 }
      return count === undefined ? { code: 'invalid-input' } : { code: 'array-too-long', maximum: 0 }
    case 'size': {
      if (value instanceof Date) return { code: 'invalid-date' }
      const bounds = sizeBounds(failure.message)
      if (!bounds) return { code: 'invalid-input' }
      if (typeof value === 'string') {
        return value.length < bounds.min
          ? { code: 'string-too-short', minimum: bounds.min }
          : { code: 'string-too-long', maximum: bounds.max }
      }
      if (typeof value === 'number') {
        return value < bounds.min
          ? { code: 'number-too-small', minimum: bounds.min }
          : { code: 'number-too-big', maximum: bounds.max }
      }
      if (count === undefined) return { code: 'invalid-input' }
      return count < bounds.min
        ? { code: 'array-too-short', minimum: bounds.min }
        : { code: 'array-too-long', maximum: bounds.max }
    }
    case 'min':
    case 'max': {
      if (value instanceof Date) return { code: 'invalid-date' }
      const threshold = inclusiveThreshold(failure.message)
      if (typeof value !== 'number' || threshold === undefined) return { code: 'invalid-input' }
      return failure.refinement === 'min'
        ? { code: 'number-too-small', minimum: threshold }
        : { code: 'number-too-big', maximum: threshold }
    }
    case 'pattern':
      return { code: 'invalid-format', format: 'формат' }
    default:
      return { code: 'invalid-input' }
  }
}

function collectionSize(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length
  if (value instanceof Map || value instanceof Set) return value.size
  return undefined
}

/** The bounds of superstruct's `size`: "… between `1` and `5` …" or "… of `3` …". */
function sizeBounds(message: string): { min: number; max: number } | undefined {
  const between = /between `([^`]+)` and `([^`]+)`/.exec(message)
  const exactly = /\bof `([^`]+)`/.exec(message)
  const min = Number(between ? between[1] : exactly?.[1])
  const max = Number(between ? between[2] : exactly?.[1])
  return Number.isNaN(min) || Number.isNaN(max) ? undefined : { min, max }
}

/** The threshold of superstruct's inclusive `min`/`max`: "… greater than or equal to 5 but received …". */
function inclusiveThreshold(message: string): number | undefined {
  const match = /(?:greater|less) than or equal to (\S+) but received/.exec(message)
  const threshold = Number(match?.[1])
  return match && !Number.isNaN(threshold) ? threshold : undefined
}

/** The allowed values of superstruct's `enums` ("Expected one of `"a","b"`, …") or `literal`. */
function enumerationOptions(failure: Failure): string[] | undefined {
  const match = /^Expected (?:one of|the literal) `(.*?)`, but received: /s.exec(failure.message)
  if (!match) return undefined
  try {
    const options: unknown = JSON.parse(`[${match[1]}]`)
    return Array.isArray(options) ? options.map(String) : undefined
  } catch {
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------
// Structs and refinements for what superstruct lacks; each failure carries its issue.

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
  return trimmed(
    refine(string(), 'format', (value) => pattern.test(value) || failWith({ code: 'invalid-format', format })),
  )
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
