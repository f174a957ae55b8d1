import {
  Struct,
  array,
  integer,
  max,
  min,
  nullable,
  number,
  refine,
  size,
  string,
  type,
  union,
  type Infer,
} from 'superstruct'

/**
 * JSON Schema keywords a scalar struct carries in its `schema` slot. Superstruct leaves that slot
 * empty (null) for strings and numbers and copies it through refine/optional/nullable, so the
 * reference server can generate its OpenAPI document from these very structs.
 */
export type JsonSchemaKeywords = { readonly [keyword: string]: unknown }

/** `struct` with JSON Schema keywords attached; validation is unchanged. */
export function withJsonSchema<T>(struct: Struct<T, unknown>, keywords: JsonSchemaKeywords): Struct<T, JsonSchemaKeywords> {
  const current = struct.schema !== null && typeof struct.schema === 'object' ? (struct.schema as JsonSchemaKeywords) : {}
  return new Struct<T, JsonSchemaKeywords>({
    type: struct.type,
    schema: { ...current, ...keywords },
    coercer: struct.coercer,
    validator: struct.validator,
    refiner: struct.refiner,
    entries: struct.entries,
  })
}

/**
 * Whether `value` is free of control characters (C0, DEL, C1; a `multiline` text keeps line feed
 * and tab) and of unpaired surrogates, which no storage keeps as they are.
 */
export function isPlainText(value: string, multiline: boolean): boolean {
  // By code points: a whole surrogate pair is one, half a pair stays in the surrogate range.
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f)
    if (control && !(multiline && (code === 0x0a || code === 0x09))) return false
    if (code >= 0xd800 && code <= 0xdfff) return false
  }
  return true
}

/** `struct` refusing what isPlainText refuses. Refinement name: 'plain_text'. */
function plainText<T extends string, S>(struct: Struct<T, S>, multiline = false): Struct<T, S> {
  return refine(
    struct,
    'plain_text',
    (value) =>
      isPlainText(value, multiline) ||
      `Expected text without control characters${multiline ? ' (but line feed and tab)' : ''} or unpaired surrogates`,
  )
}

/**
 * A line of text of `minLength..maxLength` characters (superstruct's `size` failure when outside),
 * without control characters or unpaired surrogates (refinement 'plain_text').
 */
export function text(minLength: number, maxLength: number) {
  return withJsonSchema(plainText(size(string(), minLength, maxLength)), { minLength, maxLength })
}

/** Like `text`, but line feeds and tabs are allowed (descriptions, comments). Refinements 'size', 'plain_text'. */
export function multilineText(minLength: number, maxLength: number) {
  return withJsonSchema(plainText(size(string(), minLength, maxLength), true), { minLength, maxLength })
}

/** A number within `minimum..maximum` inclusive (superstruct's `min` / `max` failures). */
export function boundedNumber(minimum: number, maximum: number) {
  return withJsonSchema(max(min(number(), minimum), maximum), { minimum, maximum })
}

// The structs below are built at module level: /* @__PURE__ */ lets a bundle keep only those it uses
// (the sign-in route needs two of them).

/** A whole number, 0 or more. */
export const count = /* @__PURE__ */ withJsonSchema(/* @__PURE__ */ min(/* @__PURE__ */ integer(), 0), { minimum: 0 })

const moneyPattern = /^-?\d+\.\d{2}$/

/** True when `value` is written as money: "1500.00", "-120.50". */
export function isMoney(value: string): boolean {
  return moneyPattern.test(value)
}

/** Rubles as a decimal string with two places: "1500.00", "-120.50". Refinement name: 'money'. */
export const money = /* @__PURE__ */ withJsonSchema(
  /* @__PURE__ */ refine(/* @__PURE__ */ string(), 'money', (value) =>
    moneyPattern.test(value) || `Expected a money amount such as "1500.00" but received "${value}"`,
  ),
  { pattern: moneyPattern.source },
)

export const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/** A UUID string. Refinement name: 'uuid'. */
export const uuid = /* @__PURE__ */ withJsonSchema(
  /* @__PURE__ */ refine(/* @__PURE__ */ string(), 'uuid', (value) => uuidPattern.test(value) || `Expected a UUID but received "${value}"`),
  { format: 'uuid' },
)

const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** ISO 8601 date-time with an offset: "2026-10-03T14:05:00+03:00". Refinement name: 'datetime'. */
export const isoDateTime = /* @__PURE__ */ withJsonSchema(
  /* @__PURE__ */ refine(
    /* @__PURE__ */ string(),
    'datetime',
    (value) =>
      (dateTimePattern.test(value) && !Number.isNaN(Date.parse(value))) ||
      `Expected an ISO 8601 date-time with an offset but received "${value}"`,
  ),
  { format: 'date-time' },
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
export const day = /* @__PURE__ */ withJsonSchema(
  /* @__PURE__ */ refine(/* @__PURE__ */ string(), 'date', (value) => isCalendarDay(value) || `Expected a day as YYYY-MM-DD but received "${value}"`),
  { format: 'date' },
)

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/** A month, YYYY-MM. Refinement name: 'month'. */
export const month = /* @__PURE__ */ withJsonSchema(
  /* @__PURE__ */ refine(/* @__PURE__ */ string(), 'month', (value) => monthPattern.test(value) || `Expected a month as YYYY-MM but received "${value}"`),
  { pattern: monthPattern.source },
)

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An e-mail address of at most 254 characters. Refinement names: 'size', 'email', 'plain_text'. */
export const email = /* @__PURE__ */ withJsonSchema(
  /* @__PURE__ */ plainText(/* @__PURE__ */ refine(/* @__PURE__ */ size(/* @__PURE__ */ string(), 3, 254), 'email', (value) => emailPattern.test(value) || `Expected an e-mail address but received "${value}"`)),
  { format: 'email', minLength: 3, maxLength: 254 },
)

export const phonePattern = /^\+?\d[\d\s()-]{4,30}$/

/** A phone number such as "+79161234567" or "+7 916 123-45-67". Refinement names: 'phone', 'plain_text' (the pattern's spaces include line breaks). */
export const phone = /* @__PURE__ */ withJsonSchema(
  /* @__PURE__ */ plainText(/* @__PURE__ */ refine(/* @__PURE__ */ string(), 'phone', (value) => phonePattern.test(value) || `Expected a phone number but received "${value}"`)),
  { pattern: phonePattern.source },
)

/** An absolute URL (the `next` / `previous` links of a page). Refinement name: 'url'. */
export const absoluteUrl = /* @__PURE__ */ withJsonSchema(
  /* @__PURE__ */ refine(/* @__PURE__ */ string(), 'url', (value) => URL.canParse(value) || `Expected an absolute URL but received "${value}"`),
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
export const AuthErrorBody = /* @__PURE__ */ type({ detail: /* @__PURE__ */ string(), code: /* @__PURE__ */ string() })
export type AuthErrorBody = Infer<typeof AuthErrorBody>

/** 404 and 409: `{detail}`. */
export const DetailBody = /* @__PURE__ */ type({ detail: /* @__PURE__ */ string() })
export type DetailBody = Infer<typeof DetailBody>

/** Where a validation problem is: `["body", field, ...]`, `["query", param]` or `["header", name]`. */
export const ErrorLocation = /* @__PURE__ */ array(
  /* @__PURE__ */ withJsonSchema(/* @__PURE__ */ union([/* @__PURE__ */ string(), /* @__PURE__ */ integer()]), { anyOf: [{ type: 'string' }, { type: 'integer' }] }),
)

/** 422: `{detail: [{loc, msg, type}]}`, one entry per problem. */
export const ValidationErrorBody = /* @__PURE__ */ type({
  detail: /* @__PURE__ */ array(/* @__PURE__ */ type({ loc: ErrorLocation, msg: /* @__PURE__ */ string(), type: /* @__PURE__ */ string() })),
})
export type ValidationErrorBody = Infer<typeof ValidationErrorBody>
