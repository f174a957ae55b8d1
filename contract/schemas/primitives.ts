import { refine, size, string, Struct } from 'superstruct'

// The structs the signed-in check and sign-in need (tokens, the profile, an e-mail): apart from the
// rest of common.ts, so that the first page a visitor loads carries only these.

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
export function plainText<T extends string, S>(struct: Struct<T, S>, multiline = false): Struct<T, S> {
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

export const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/** A UUID string. Refinement name: 'uuid'. */
export const uuid = withJsonSchema(
  refine(string(), 'uuid', (value) => uuidPattern.test(value) || `Expected a UUID but received "${value}"`),
  { format: 'uuid' },
)

const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** ISO 8601 date-time with an offset: "2026-10-03T14:05:00+03:00". Refinement name: 'datetime'. */
export const isoDateTime = withJsonSchema(
  refine(
    string(),
    'datetime',
    (value) =>
      (dateTimePattern.test(value) && !Number.isNaN(Date.parse(value))) ||
      `Expected an ISO 8601 date-time with an offset but received "${value}"`,
  ),
  { format: 'date-time' },
)

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An e-mail address of at most 254 characters. Refinement names: 'size', 'email', 'plain_text'. */
export const email = withJsonSchema(
  plainText(
    refine(size(string(), 3, 254), 'email', (value) => emailPattern.test(value) || `Expected an e-mail address but received "${value}"`),
  ),
  { format: 'email', minLength: 3, maxLength: 254 },
)
