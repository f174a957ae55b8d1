import type { Decoded, LooseInput, ParameterDoc, QueryCodec, QueryProblem, QueryShape } from './query-codec'
import { isCalendarDay, uuidPattern } from './schemas/common'
import { searchTextToSend } from './search-text'

// The query parameters' codecs. Their 422 messages are the reference server's: Russian, `type` as FastAPI names it.

const problem = (msg: string, type: string): { problem: QueryProblem } => ({ problem: { msg, type } })

function codec<Value, Input extends LooseInput>(
  shape: QueryShape,
  doc: ParameterDoc,
  read: QueryCodec<Value, Input>['read'],
  write: QueryCodec<Value, Input>['write'] = (values) => values,
): QueryCodec<Value, Input> {
  return { shape, doc, read, write }
}

/** The single value of a parameter ('' when absent or empty); a repeated one is a problem. */
function single(raw: readonly string[]): Decoded<string> {
  if (raw.length > 1) return problem('Параметр передаётся один раз', 'value_error.repeated')
  return { value: raw[0] ?? '' }
}

/** A single value read on by `then`, or `fallback` when absent or empty. */
function whenGiven<T, F>(raw: readonly string[], fallback: F, then: (value: string) => Decoded<T>): Decoded<T | F> {
  const given = single(raw)
  if ('problem' in given) return given
  return given.value === '' ? { value: fallback } : then(given.value)
}

function integer(
  kind: 'page' | 'pageSize',
  doc: ParameterDoc,
  fallback: number,
  minimum: number,
  maximum: number,
): QueryCodec<number, number> {
  return codec({ kind }, doc, (raw) =>
    whenGiven(raw, fallback, (text) => {
      if (!/^\d{1,9}$/.test(text)) return problem('Ожидалось целое число', 'type_error.integer')
      const value = Number(text)
      if (value < minimum) return problem(`Число должно быть не менее ${minimum}`, 'greater_than_equal')
      if (value > maximum) return problem(`Число должно быть не более ${maximum}`, 'less_than_equal')
      return { value }
    }),
  )
}

/** `page` (from 1) and `page_size` (1..500, default 25) of a list. */
export const pageQuery = {
  page: integer('page', { description: 'Страница, с 1', schema: { type: 'integer', minimum: 1, default: 1 } }, 1, 1, 1_000_000),
  page_size: integer(
    'pageSize',
    { description: 'Размер страницы', schema: { type: 'integer', minimum: 1, maximum: 500, default: 25 } },
    25,
    1,
    500,
  ),
}

const foldingNote = 'Расширение контракта (x-extension): без учёта регистра, ё = е, каждое слово где угодно и в любом порядке'
const phonesNote =
  '; слово короче 3 букв — с начала слова; телефон — в любой записи: 8…, +7…, 7…, с пробелами, скобками и дефисами или 10 цифр'

/**
 * The reference server's folded search (an extension): ё as е and words in any order, read trimmed
 * and lower-cased (undefined when empty); `phones` when it looks in a phone. The console sends a
 * `search` as a substring search finds it best (a phone as +7…); `asTyped` sends it unchanged.
 */
export function foldedSearch(
  description: string,
  options: { phones?: boolean; asTyped?: boolean } = {},
): QueryCodec<string | undefined, string> {
  const doc = {
    schema: { type: 'string', maxLength: 200 },
    description: `${description}. ${foldingNote}${options.phones ? phonesNote : ''}`,
    'x-extension': true,
  }
  return codec(
    { kind: 'text' },
    doc,
    (raw) =>
      whenGiven(raw, undefined, (text) => {
        const trimmed = text.trim()
        if (trimmed === '') return { value: undefined }
        if (trimmed.length > 200) return problem('Строка должна содержать не более 200 символ(ов)', 'string_too_long')
        return { value: trimmed.toLowerCase() }
      }),
    (values) => (options.asTyped ? values : values.map(searchTextToSend)),
  )
}

/** A text as sent (undefined when empty), at most `maxLength` characters when given. */
export function text(doc: ParameterDoc, maxLength?: number): QueryCodec<string | undefined, string> {
  return codec({ kind: 'text' }, doc, (raw) =>
    whenGiven(raw, undefined, (value) =>
      maxLength !== undefined && value.length > maxLength
        ? problem(`Строка должна содержать не более ${maxLength} символ(ов)`, 'string_too_long')
        : { value },
    ),
  )
}

const oneOfProblem = (allowed: readonly string[]) => problem(`Ожидалось одно из значений: ${allowed.join(', ')}`, 'enum')

/**
 * An array parameter of values of `allowed`, each once: repeated (`type=a&type=b`, the API's rule)
 * or, for the customers list, comma-joined (`status=a,b`; `description` says so).
 */
export function enumList<V extends string>(
  allowed: readonly V[],
  format: { comma: string } | 'repeat' = 'repeat',
): QueryCodec<V[], readonly V[]> {
  const comma = format !== 'repeat'
  const items = { type: 'string', enum: [...allowed] }
  const doc: ParameterDoc = comma
    ? { description: format.comma, style: 'form', explode: false, schema: { type: 'array', items } }
    : { description: 'Повторяется: name=a&name=b', style: 'form', explode: true, schema: { type: 'array', items } }
  const read = (raw: readonly string[]): Decoded<V[]> => {
    if (comma && raw.length > 1) return problem('Значения передаются одной строкой через запятую', 'value_error.comma_separated')
    const accepted: V[] = []
    for (const value of (comma ? (raw[0] ?? '').split(',') : raw).filter((item) => item !== '')) {
      const match = allowed.find((option) => option === value)
      if (match === undefined) return oneOfProblem(allowed)
      if (!accepted.includes(match)) accepted.push(match)
    }
    return { value: accepted }
  }
  return codec({ kind: 'enumList', values: allowed }, doc, read, (values) => (comma ? [values.join(',')] : values))
}

/** One of `allowed`; `fallback` when absent. */
export function choice<V extends string, const F extends V | undefined = undefined>(
  allowed: readonly V[],
  options: { fallback?: F; doc?: Omit<ParameterDoc, 'schema'>; schemaDefault?: V } = {},
): QueryCodec<V | F, V> {
  const schema = { type: 'string', enum: [...allowed], ...(options.schemaDefault ? { default: options.schemaDefault } : {}) }
  return codec({ kind: 'choice', values: allowed }, { ...options.doc, schema }, (raw) =>
    whenGiven(raw, options.fallback as F, (value) => {
      const match = allowed.find((option) => option === value)
      return match === undefined ? oneOfProblem(allowed) : { value: match }
    }),
  )
}

/** `true` / `false`. */
export const booleanQuery: QueryCodec<boolean | undefined, boolean> = codec({ kind: 'boolean' }, { schema: { type: 'boolean' } }, (raw) =>
  whenGiven(raw, undefined, (value) =>
    value === 'true' ? { value: true } : value === 'false' ? { value: false } : problem('Ожидалось true или false', 'type_error.bool'),
  ),
)

/** A UUID, in canonical lower case; a required one answers `missing` when absent. */
export function uuidQuery<Required extends boolean = false>(
  required?: Required,
): QueryCodec<Required extends true ? string : string | undefined, string> {
  const absent = required ? problem('Обязательное поле', 'missing') : { value: undefined }
  return codec({ kind: 'uuid' }, { required: required ?? false, schema: { type: 'string', format: 'uuid' } }, (raw) => {
    const given = single(raw)
    if ('problem' in given) return given
    if (given.value === '') return absent as Decoded<never>
    return uuidPattern.test(given.value) ? { value: given.value.toLowerCase() } : problem('Неверный UUID', 'value_error.uuid')
  })
}

const dayDoc = (description: string): ParameterDoc => ({ description, schema: { type: 'string', format: 'date' } })

const readDay = (raw: readonly string[]) =>
  whenGiven(raw, undefined, (value) => (isCalendarDay(value) ? { value } : problem('Неверная дата', 'value_error.date')))

/** A day (YYYY-MM-DD). */
export const day = (description: string): QueryCodec<string | undefined, string> => codec({ kind: 'day' }, dayDoc(description), readDay)

/** The last day of a range: not before the day of `from` (read before it). */
export function dayUntil(from: string, description: string): QueryCodec<string | undefined, string> {
  return codec({ kind: 'day' }, dayDoc(description), (raw, earlier) => {
    const read = readDay(raw)
    const start = earlier[from]
    if ('value' in read && read.value && typeof start === 'string' && start > read.value)
      return problem('Дата окончания раньше даты начала', 'value_error.date_range')
    return read
  })
}

const moneyDoc = (description: string): ParameterDoc => ({
  description: `Расширение контракта (x-extension): ${description}, включительно; рубли, "1500.00"`,
  schema: { type: 'string', pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$' },
  'x-extension': true,
})

const readMoney = (raw: readonly string[]) =>
  whenGiven(raw, undefined, (value) => {
    const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value)
    if (!match) return problem('Ожидалась сумма в рублях: 1500.00', 'type_error.decimal')
    const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
    return { value: match[1] === '-' ? -cents : cents }
  })

/** A money bound of a list (an extension): rubles ("1500", "-20.00") read as kopecks, inclusive. */
export const moneyBound = (description: string): QueryCodec<number | undefined, string> =>
  codec({ kind: 'money' }, moneyDoc(description), readMoney)

/** The upper money bound of a range: not below the bound of `from` (read before it). */
export function moneyBoundAbove(from: string, description: string): QueryCodec<number | undefined, string> {
  return codec({ kind: 'money' }, moneyDoc(description), (raw, earlier) => {
    const read = readMoney(raw)
    const low = earlier[from]
    if ('value' in read && read.value !== undefined && typeof low === 'number' && low > read.value)
      return problem('Верхняя граница меньше нижней', 'value_error.money_range')
    return read
  })
}

/** A sort: a column of the allowed set and its direction. */
export interface Ordering<F extends string> {
  field: F
  descending: boolean
}

/** `ordering=field` or `-field`, several joined by commas; `fallback` (as written: '-created_at') when absent. */
export function ordering<F extends string>(fields: readonly F[], fallback: NoInfer<`${'' | '-'}${F}`>): QueryCodec<Ordering<F>[], string> {
  const parse = (part: string): Ordering<F> | undefined => {
    const descending = part.startsWith('-')
    const field = fields.find((option) => option === (descending ? part.slice(1) : part))
    return field === undefined ? undefined : { field, descending }
  }
  const doc = {
    description: `Поле сортировки, '-' впереди: по убыванию; по умолчанию ${fallback}`,
    schema: { type: 'string', enum: fields.flatMap((field) => [field, `-${field}`]) },
  }
  const standing = parse(fallback)
  return codec({ kind: 'ordering', fields, fallback }, doc, (raw) =>
    whenGiven(raw, standing ? [standing] : [], (value) => {
      const orderings = value.split(',').map(parse)
      if (orderings.some((item) => item === undefined)) return problem(`Сортировка возможна по полям: ${fields.join(', ')}`, 'enum')
      return { value: orderings.filter((item) => item !== undefined) }
    }),
  )
}
