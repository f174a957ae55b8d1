import { literal, string, type, type Struct } from 'superstruct'
import type { Answer, HeaderParameter, StructOf } from './endpoint'
import { AuthErrorBody } from './schemas/common'

// The answers and headers several endpoints share, as the OpenAPI document describes them.

export const ok = <T>(struct: StructOf<T>, description = 'OK'): Answer<T> & { struct: StructOf<T> } => ({ description, struct })

export const noContent: Answer<undefined> = { description: 'Удалено' }

/** A 429 of a throttle, with its Retry-After. */
export const throttled = (description: string): Answer => ({
  description: `${description} (code: throttled); Retry-After: секунды до следующей попытки`,
  struct: AuthErrorBody,
  headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 }, description: 'Секунды' } },
})

const etagHeader = { ETag: { schema: { type: 'string' }, description: '"<version>": версия записи в ответе (для If-Match)' } }

/** An answer holding a record that carries its version, also sent as the ETag. */
export const versioned = <T>(struct: StructOf<T>, description = 'OK'): Answer<T> & { struct: StructOf<T> } => ({
  description,
  struct,
  headers: etagHeader,
})

/** If-Match of an edit or delete (an extension of the contract). */
export const ifMatchHeader: HeaderParameter = {
  name: 'If-Match',
  in: 'header',
  description:
    'Расширение контракта. "<version>" (ETag записи): запись меняется, только если её версия та же, иначе 412; без заголовка — без проверки',
  schema: { type: 'string' },
}

/** The body of a 412: the record as it is now in `current`. */
export const VersionMismatchBody = <T, S>(record: Struct<T, S>) =>
  type({ detail: string(), code: literal('version_mismatch'), current: record })

/** The 412 of an edit or delete whose If-Match names an older version of `record`. */
export const versionMismatch = <T, S>(record: Struct<T, S>): Answer => ({
  description: 'Версия в If-Match не текущая (code: version_mismatch): ничего не изменено; current — запись сейчас, ETag — её версия',
  struct: VersionMismatchBody(record),
  headers: etagHeader,
})
