import { enums, object, optional, refine, string, type, type Infer } from 'superstruct'
import { money, multilineText } from './common'
import { TopUpAmount } from './customers'
import { FinanceOperation } from './finance'

// A reversal's call (the reversals' extension, contract/schemas/reversals.ts): its body and answers.

/** A reason: 1..500 characters, not blank. */
const reason = refine(multilineText(1, 500), 'blank', (value) => value.trim() !== '' || 'Expected a reason that is not blank')

/** POST .../operations/{operation_uuid}/reverse/ (with the header `Idempotency-Key: <uuid>`). */
export const ReverseBody = object({ amount: TopUpAmount, reason })
export type ReverseBody = Infer<typeof ReverseBody>

/** The answer of a reversal made: the reversal, and the top-up as it is now. */
export const ReversalMade = type({ reversal: FinanceOperation, original: FinanceOperation })
export type ReversalMade = Infer<typeof ReversalMade>

export const reversalRefusals = ['already_reversed', 'insufficient_balance', 'not_reversible'] as const

/** A 409 of a reversal refused: the operation as it is now, and the balance for `insufficient_balance`. */
export const ReversalRefusedBody = type({
  detail: string(),
  code: enums(reversalRefusals),
  operation: FinanceOperation,
  balance: optional(money),
})
export type ReversalRefusedBody = Infer<typeof ReversalRefusedBody>
