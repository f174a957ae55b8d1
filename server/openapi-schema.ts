import { AuditEntry } from '../contract/schemas/audit-log'
import { Benchmark } from '../contract/schemas/benchmarks'
import { ClientAccount } from '../contract/schemas/client-accounts'
import { ClientRequest } from '../contract/schemas/client-requests'
import { AuthErrorBody, DetailBody, ValidationErrorBody } from '../contract/schemas/common'
import { Customer, CustomerDetails } from '../contract/schemas/customers'
import { FinanceOperation } from '../contract/schemas/finance'
import { HeatmapModel } from '../contract/schemas/heatmap-models'

export type JsonSchema = { [keyword: string]: unknown }
/** What the generator reads of a struct (any superstruct Struct has it). */
export interface AnyStruct {
  type: string
  schema: unknown
  validate(value: unknown): [unknown, unknown]
}

/** Whether the struct accepts `value` (null: nullable; undefined: an optional key). */
const accepts = (struct: AnyStruct, value: null | undefined) => struct.validate(value)[0] === undefined

/** Entities written once under components/schemas and referred to by $ref. */
export const components: [string, AnyStruct][] = [
  ['Customer', Customer],
  ['CustomerDetails', CustomerDetails],
  ['FinanceOperation', FinanceOperation],
  ['Benchmark', Benchmark],
  ['ClientAccount', ClientAccount],
  ['ClientRequest', ClientRequest],
  ['HeatmapModel', HeatmapModel],
  ['AuditEntry', AuditEntry],
  ['ValidationError', ValidationErrorBody],
  ['AuthError', AuthErrorBody],
  ['Detail', DetailBody],
]
const componentNames = new Map<AnyStruct, string>(components.map(([name, struct]) => [struct, name]))

function isJsonSchemaKeywords(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of a superstruct struct, read from its
 * `type` and `schema`: object shapes and their optional keys, arrays, enums, literals, and the
 * JSON Schema keywords our scalar structs carry (see withJsonSchema). Refinements written as code
 * (min <= max, equal column lengths) are not expressible and stay with the structs.
 */
export function jsonSchemaOf(struct: AnyStruct, options: { inline?: boolean } = {}): JsonSchema {
  const name = componentNames.get(struct)
  if (name && !options.inline) return { $ref: `#/components/schemas/${name}` }
  const schema = baseSchema(struct)
  if (struct.type !== 'literal' && struct.type !== 'union' && accepts(struct, null)) {
    return typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : { anyOf: [schema, { type: 'null' }] }
  }
  return schema
}

function baseSchema(struct: AnyStruct): JsonSchema {
  const keywords = isJsonSchemaKeywords(struct.schema) ? struct.schema : {}
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type, ...keywords }
    case 'literal':
      return { const: struct.schema }
    case 'enums':
      return { type: 'string', enum: Object.values(keywords) }
    case 'array':
      return struct.schema ? { type: 'array', items: jsonSchemaOf(struct.schema as AnyStruct) } : { type: 'array' }
    case 'object':
    case 'type': {
      const shape = struct.schema as Record<string, AnyStruct>
      const properties: Record<string, JsonSchema> = {}
      const required: string[] = []
      for (const [key, field] of Object.entries(shape)) {
        properties[key] = jsonSchemaOf(field)
        if (!accepts(field, undefined)) required.push(key)
      }
      return { type: 'object', properties, required, additionalProperties: struct.type === 'type' }
    }
    default:
      return { ...keywords }
  }
}
