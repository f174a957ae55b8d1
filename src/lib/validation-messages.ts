/** The Russian messages of every form, each made from one validation issue (as data). */

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
  /** A required text left empty, asked for by name: «Укажите причину». */
  | { code: 'text-missing'; ask: string }
  | { code: 'text-too-long'; maximum: number }

const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 20 })
const formatNumber = (value: number) => numberFormat.format(value)

export function issueMessage(issue: ValidationIssue): string {
  switch (issue.code) {
    case 'required':
      return 'Обязательное поле'
    case 'wrong-type':
      return `Ожидалось ${issue.expected.map((kind) => valueKindNames[kind]).join(' или ')}, получено ${valueKindNames[issue.received]}`
    case 'string-too-short':
      return issue.minimum <= 1 ? 'Обязательное поле' : `Строка должна содержать не менее ${formatNumber(issue.minimum)} символ(ов)`
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
    case 'text-missing':
      return issue.ask
    case 'text-too-long':
      return `Не более ${formatNumber(issue.maximum)} символов`
  }
}
