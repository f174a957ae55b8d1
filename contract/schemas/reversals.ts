import { array, enums, nullable, optional, string, type, type Infer } from 'superstruct'
import { isoDateTime, money, uuid } from './common'

/**
 * Reversals («сторно») of top-ups: an extension of the contract that the reference server offers. A
 * reversal is an operation of its own type (`reversal`, a negative amount) naming the top-up it takes
 * back; the top-up itself never changes, and lists its reversals.
 */

/** The operation types a reversal may take back. */
export const reversibleTypes = ['top_up', 'admin_top_up'] as const

/** One reversal of a top-up, as the top-up lists it. */
export const ReversalMark = type({
  operation_uuid: uuid,
  amount: money,
  reversed_by_email: string(),
  created_at: isoDateTime,
  reason: string(),
})
export type ReversalMark = Infer<typeof ReversalMark>

/** The top-up a reversal takes back, as the reversal names it. */
export const ReversedOriginal = type({ operation_uuid: uuid, type: enums(reversibleTypes), amount: money, created_at: isoDateTime })

export type ReversedOriginal = Infer<typeof ReversedOriginal>

/** The fields of the extension on an operation; absent on a backend without reversals. */
export const reversalFields = {
  /** A reversal: the top-up it takes back; null for any other operation. */
  reverses: optional(nullable(ReversedOriginal)),
  /** A top-up: its reversals, oldest first. */
  reversals: optional(array(ReversalMark)),
  /** A top-up: what may still be reversed ("0.00" once all of it is, and for other types). */
  reversible_amount: optional(money),
}
