/**
 * Form validation with superstruct and the console's Russian messages (./validation-messages).
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
import { validate as runStruct, type Failure, type Struct, type StructError } from 'superstruct'
import { issueMessage, type ValidationIssue, type ValueKind } from './validation-messages'

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> }

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
  const carried = failure[issueKey]
  // A blank field is «Обязательное поле», unless its struct asks for it by name («Укажите причину»).
  if (isBlank(failure.value)) return carried?.code === 'text-missing' ? carried : { code: 'required' }
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

/** The named refinements of the contract's structs (src/api/schemas), as «Неверный {format}». */
const contractFormats: Readonly<Record<string, string>> = {
  email: 'адрес электронной почты',
  phone: 'номер телефона',
  uuid: 'UUID',
  date: 'формат даты',
  month: 'формат месяца',
  money: 'формат суммы',
  datetime: 'формат даты и времени',
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
        return value < bounds.min ? { code: 'number-too-small', minimum: bounds.min } : { code: 'number-too-big', maximum: bounds.max }
      }
      if (count === undefined) return { code: 'invalid-input' }
      return count < bounds.min ? { code: 'array-too-short', minimum: bounds.min } : { code: 'array-too-long', maximum: bounds.max }
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
    default: {
      const format = failure.refinement === undefined ? undefined : contractFormats[failure.refinement]
      return format ? { code: 'invalid-format', format } : { code: 'invalid-input' }
    }
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
