import { array, integer, max, min, nullable, number, refine, string, Struct, type, union, type Infer } from 'superstruct'
import { plainText, withJsonSchema } from './primitives'

export {
  email,
  isoDateTime,
  isPlainText,
  multilineText,
  text,
  uuid,
  uuidPattern,
  withJsonSchema,
  type JsonSchemaKeywords,
} from './primitives'

/** A number within `minimum..maximum` inclusive (superstruct's `min` / `max` failures). */
export function boundedNumber(minimum: number, maximum: number) {
  return withJsonSchema(max(min(number(), minimum), maximum), { minimum, maximum })
}

// The structs below are built at module level: lets a bundle keep only those it uses
// (the sign-in route needs two of them).

/** A whole number, 0 or more. */
export const count = withJsonSchema(min(integer(), 0), { minimum: 0 })

const moneyPattern = /^-?\d+\.\d{2}$/

/** True when `value` is written as money: "1500.00", "-120.50". */
export function isMoney(value: string): boolean {
  return moneyPattern.test(value)
}

/** Rubles as a decimal string with two places: "1500.00", "-120.50". Refinement name: 'money'. */
export const money = withJsonSchema(
  refine(string(), 'money', (value) => moneyPattern.test(value) || `Expected a money amount such as "1500.00" but received "${value}"`),
  { pattern: moneyPattern.source },
)

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** True when `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = dayPattern.exec(value)
  if (!match) return false
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth
}

/** A calendar day, YYYY-MM-DD. Refinement name: 'date'. */
export const day = withJsonSchema(
  refine(string(), 'date', (value) => isCalendarDay(value) || `Expected a day as YYYY-MM-DD but received "${value}"`),
  { format: 'date' },
)

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/** A month, YYYY-MM. Refinement name: 'month'. */
export const month = withJsonSchema(
  refine(string(), 'month', (value) => monthPattern.test(value) || `Expected a month as YYYY-MM but received "${value}"`),
  { pattern: monthPattern.source },
)

export const phonePattern = /^\+?\d[\d\s()-]{4,30}$/

/** A phone number such as "+79161234567" or "+7 916 123-45-67". Refinement names: 'phone', 'plain_text' (the pattern's spaces include line breaks). */
export const phone = withJsonSchema(
  plainText(refine(string(), 'phone', (value) => phonePattern.test(value) || `Expected a phone number but received "${value}"`)),
  { pattern: phonePattern.source },
)

/** An absolute URL (the `next` / `previous` links of a page). Refinement name: 'url'. */
export const absoluteUrl = withJsonSchema(
  refine(string(), 'url', (value) => URL.canParse(value) || `Expected an absolute URL but received "${value}"`),
  { format: 'uri' },
)

/** One page of a list: `{count, next, previous, results}`; `next` / `previous` are absolute URLs or null. */
export function paginated<T, S>(item: Struct<T, S>) {
  return type({
    count,
    next: nullable(absoluteUrl),
    previous: nullable(absoluteUrl),
    results: array(item),
  })
}

/** Lists take `page` (from 1) and `page_size` (1..500, default 25) in the query. */
export const pageSizeDefault = 25
export const pageSizeMax = 500

/** 401: `{detail, code}`; `code` is "token_not_valid" or, for sign-in, "invalid_credentials". */
export const AuthErrorBody = type({ detail: string(), code: string() })
export type AuthErrorBody = Infer<typeof AuthErrorBody>

/** 404 and 409: `{detail}`. */
export const DetailBody = type({ detail: string() })
export type DetailBody = Infer<typeof DetailBody>

/** Where a validation problem is: `["body", field, ...]`, `["query", param]` or `["header", name]`. */
export const ErrorLocation = array(withJsonSchema(union([string(), integer()]), { anyOf: [{ type: 'string' }, { type: 'integer' }] }))

/** 422: `{detail: [{loc, msg, type}]}`, one entry per problem. */
export const ValidationErrorBody = type({
  detail: array(type({ loc: ErrorLocation, msg: string(), type: string() })),
})
export type ValidationErrorBody = Infer<typeof ValidationErrorBody>
