import type { Struct } from 'superstruct'
import { AuthErrorBody } from '../contract/schemas/common'
import { statsPeriods } from '../contract/schemas/stats'
import { VersionMismatchBody } from './http/versions'
import type { AnyStruct, JsonSchema } from './openapi-schema'

/** A parameter of an operation, as the OpenAPI document writes it. */
export interface Parameter {
  name: string
  in: 'query' | 'path' | 'header'
  required?: boolean
  description?: string
  schema: JsonSchema
  style?: 'form' | 'simple'
  explode?: boolean
  /** An extension of the contract: another backend may lack it (GET /v1/admin/capabilities/ names a list's extension filters). */
  'x-extension'?: boolean
}

/** One answer of an operation: a JSON body described by `struct`, or other `content`. */
export interface Answer {
  description: string
  struct?: AnyStruct
  content?: Record<string, { schema: JsonSchema }>
  headers?: Record<string, { schema: JsonSchema; description?: string }>
}

export const pageParameters: Parameter[] = [
  { name: 'page', in: 'query', description: 'Страница, с 1', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'page_size', in: 'query', description: 'Размер страницы', schema: { type: 'integer', minimum: 1, maximum: 500, default: 25 } },
]

/** The `search` parameter; its description says which fields it looks in. */
export const searchParameter = (description: string, name = 'search'): Parameter => ({
  name,
  in: 'query',
  schema: { type: 'string', maxLength: 200 },
  description,
})

const foldingNote = 'Расширение контракта (x-extension): без учёта регистра, ё = е, каждое слово где угодно и в любом порядке'

/**
 * The `search` of the reference server's folded search (an extension): ё as е and words in any
 * order; `phones` when it looks in a phone, which is then found in any spelling.
 */
export const foldedSearchParameter = (description: string, options: { name?: string; phones?: boolean } = {}): Parameter => ({
  ...searchParameter(description, options.name),
  description: `${description}. ${foldingNote}${options.phones ? '; слово короче 3 букв — с начала слова; телефон — в любой записи: 8…, +7…, 7…, с пробелами, скобками и дефисами или 10 цифр' : ''}`,
  'x-extension': true,
})

export const dayParameter = (name: string, description: string): Parameter => ({
  name,
  in: 'query',
  description,
  schema: { type: 'string', format: 'date' },
})

/** An array parameter written by repeating it. */
export const repeated = (name: string, values: readonly string[]): Parameter => ({
  name,
  in: 'query',
  description: 'Повторяется: name=a&name=b',
  style: 'form',
  explode: true,
  schema: { type: 'array', items: { type: 'string', enum: [...values] } },
})

/** A money bound of a list (an extension of the contract): a decimal string, rubles, inclusive. */
export const moneyBoundParameter = (name: string, description: string): Parameter => ({
  name,
  in: 'query',
  description: `Расширение контракта (x-extension): ${description}, включительно; рубли, "1500.00"`,
  schema: { type: 'string', pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$' },
  'x-extension': true,
})

export const orderingParameter = (fields: readonly string[], fallback: string): Parameter => ({
  name: 'ordering',
  in: 'query',
  description: `Поле сортировки, '-' впереди: по убыванию; по умолчанию ${fallback}`,
  schema: { type: 'string', enum: fields.flatMap((field) => [field, `-${field}`]) },
})

export const uuidQuery = (name: string, required = false): Parameter => ({
  name,
  in: 'query',
  required,
  schema: { type: 'string', format: 'uuid' },
})

export const choice = (name: string, values: readonly string[]): Parameter => ({
  name,
  in: 'query',
  schema: { type: 'string', enum: [...values] },
})

export const seriesParameters: Parameter[] = [
  dayParameter('date_from', 'Первый день (включительно); по умолчанию 29 дней до date_to'),
  dayParameter('date_to', 'Последний день (включительно); по умолчанию сегодня'),
  { name: 'period', in: 'query', schema: { type: 'string', enum: [...statsPeriods], default: 'day' } },
]

export const ok = (struct: AnyStruct, description = 'OK'): Answer => ({ description, struct })

export const noContent: Answer = { description: 'Удалено' }

/** A 429 of a throttle, with its Retry-After. */
export const throttled = (description: string): Answer => ({
  description: `${description} (code: throttled); Retry-After: секунды до следующей попытки`,
  struct: AuthErrorBody,
  headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 }, description: 'Секунды' } },
})

const etagHeader = { ETag: { schema: { type: 'string' }, description: '"<version>": версия записи в ответе (для If-Match)' } }

/** An answer holding a record that carries its version, also sent as the ETag. */
export const versioned = (struct: AnyStruct, description = 'OK'): Answer => ({ description, struct, headers: etagHeader })

/** If-Match of an edit or delete (an extension of the contract). */
export const ifMatchParameter: Parameter = {
  name: 'If-Match',
  in: 'header',
  description:
    'Расширение контракта. "<version>" (ETag записи): запись меняется, только если её версия та же, иначе 412; без заголовка — без проверки',
  schema: { type: 'string' },
}

/** The 412 of an edit or delete whose If-Match names an older version of `record`. */
export const versionMismatch = <T, S>(record: Struct<T, S>): Answer => ({
  description: 'Версия в If-Match не текущая (code: version_mismatch): ничего не изменено; current — запись сейчас, ETag — её версия',
  struct: VersionMismatchBody(record),
  headers: etagHeader,
})
