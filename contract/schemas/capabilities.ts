import { array, boolean, optional, record, string, type, type Infer } from 'superstruct'
import { withJsonSchema } from './primitives'

/**
 * What the reference server offers beyond the contract (an extension: another backend answers 404,
 * and has none of it): the extension parameters each list endpoint takes, by its path, and whether a
 * record may be returned to an earlier version (contract/endpoints/record-versions).
 */
export const Capabilities = type({
  list_filters: withJsonSchema(record(string(), array(string())), {
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  }),
  /** true: reversals of top-ups (contract/endpoints/reversals.ts); absent elsewhere. */
  reversals: optional(boolean()),
  /** true: records returned to an earlier version (contract/endpoints/record-versions.ts); absent elsewhere. */
  record_revert: optional(boolean()),
})
export type Capabilities = Infer<typeof Capabilities>
