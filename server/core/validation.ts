import type { Failure } from 'superstruct'

/** One problem of a 422 answer: `{loc, msg, type}`. */
export interface ValidationIssue {
  loc: (string | number)[]
  msg: string
  type: string
}

const kindNames: Record<string, string> = {
  string: 'строка',
  number: 'число',
  integer: 'целое число',
  boolean: 'логическое значение',
  array: 'массив',
  object: 'объект',
  type: 'объект',
  enums: 'одно из значений',
  literal: 'значение',
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'массив'
  if (typeof value === 'number') return 'число'
  if (typeof value === 'string') return 'строка'
  if (typeof value === 'boolean') return 'логическое значение'
  return 'объект'
}

/** The numbers of superstruct's `size` message: "between `1` and `120`" or "of `6`". */
function sizeBounds(message: string): { min: number; max: number } | undefined {
  const between = /between `(\d+)` and `(\d+)`/.exec(message)
  if (between) return { min: Number(between[1]), max: Number(between[2]) }
  const exactly = /of `(\d+)`/.exec(message)
  return exactly ? { min: Number(exactly[1]), max: Number(exactly[1]) } : undefined
}

/** The threshold of superstruct's `min` / `max` message ("… or equal to 100 but received …"). */
function threshold(message: string): string {
  return /or equal to (\S+) but received/.exec(message)?.[1] ?? ''
}

const formatMessages: Record<string, [string, string]> = {
  money: ['Неверный формат суммы', 'value_error.money'],
  uuid: ['Неверный UUID', 'value_error.uuid'],
  email: ['Неверный адрес электронной почты', 'value_error.email'],
  phone: ['Неверный номер телефона', 'value_error.phone'],
  date: ['Неверная дата', 'value_error.date'],
  datetime: ['Неверная дата', 'value_error.datetime'],
  month: ['Неверный формат месяца', 'value_error.month'],
  url: ['Неверный адрес', 'value_error.url'],
  pattern: ['Неверный формат', 'value_error.pattern'],
  plain_text: ['Текст содержит недопустимые символы (управляющие или непарные суррогаты)', 'value_error.plain_text'],
}

/** A Russian message and a machine type for one superstruct failure. */
function describe(failure: Failure): { msg: string; type: string } {
  const value: unknown = failure.value
  if (failure.type === 'never') return { msg: 'Неизвестное поле', type: 'extra_forbidden' }
  if (value === undefined) return { msg: 'Обязательное поле', type: 'missing' }
  switch (failure.refinement) {
    case undefined:
      break
    case 'size': {
      const bounds = sizeBounds(failure.message)
      const length = typeof value === 'string' ? value.length : 0
      if (bounds && length < bounds.min) {
        return bounds.min <= 1
          ? { msg: 'Обязательное поле', type: 'missing' }
          : { msg: `Строка должна содержать не менее ${bounds.min} символ(ов)`, type: 'string_too_short' }
      }
      return { msg: `Строка должна содержать не более ${bounds?.max ?? ''} символ(ов)`, type: 'string_too_long' }
    }
    case 'min':
      return typeof value === 'string'
        ? { msg: 'Сумма должна быть больше 0', type: 'greater_than' }
        : { msg: `Число должно быть не менее ${threshold(failure.message)}`, type: 'greater_than_equal' }
    case 'max':
      return typeof value === 'string'
        ? { msg: 'Сумма должна быть не более 1 000 000,00', type: 'less_than_equal' }
        : { msg: `Число должно быть не более ${threshold(failure.message)}`, type: 'less_than_equal' }
    case 'min_max':
      return { msg: 'Максимум должен быть не меньше минимума', type: 'value_error.min_max' }
    default: {
      const [msg, type] = formatMessages[failure.refinement] ?? ['Неверный ввод', 'value_error']
      return { msg, type }
    }
  }
  if (failure.type === 'enums' || failure.type === 'literal') {
    const options = /`(.*?)`/.exec(failure.message)?.[1]?.replaceAll('"', '') ?? ''
    return { msg: `Ожидалось одно из значений: ${options.split(',').join(', ')}`, type: 'enum' }
  }
  const expected = kindNames[failure.type]
  if (!expected) return { msg: 'Неверный ввод', type: 'value_error' }
  if (typeof value === 'number' && !Number.isFinite(value)) return { msg: 'Число должно быть конечным', type: 'finite_number' }
  return { msg: `Ожидалось ${expected}, получено ${kindOf(value)}`, type: `type_error.${failure.type}` }
}

/** One 422 entry per failing field (the first failure of each), located under `location`. */
export function issuesFromFailures(failures: readonly Failure[], location: 'body' | 'query'): ValidationIssue[] {
  const seen = new Set<string>()
  const issues: ValidationIssue[] = []
  for (const failure of failures) {
    const key = failure.path.map(String).join('\u0000')
    if (seen.has(key)) continue
    seen.add(key)
    const loc = [location, ...failure.path.map((part) => (typeof part === 'number' ? part : String(part)))]
    issues.push({ loc, ...describe(failure) })
  }
  return issues
}
