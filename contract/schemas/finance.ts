import { enums, string, type, type Infer } from 'superstruct'
import { isoDateTime, money, paginated, uuid } from './common'
import { reversalFields } from './reversals'

/** `reversal` is the reversals' extension (contract/schemas/reversals.ts): the reference server's alone. */
export const financeOperationTypes = ['top_up', 'charge', 'refund', 'bonus', 'admin_top_up', 'reversal'] as const
export const FinanceOperationType = enums(financeOperationTypes)
export type FinanceOperationType = Infer<typeof FinanceOperationType>

/** A money movement of a customer; `amount` is negative for charges. */
export const FinanceOperation = type({
  operation_uuid: uuid,
  customer_uuid: uuid,
  customer_email: string(),
  type: FinanceOperationType,
  amount: money,
  balance_after: money,
  description: string(),
  created_at: isoDateTime,
  ...reversalFields,
})
export type FinanceOperation = Infer<typeof FinanceOperation>

export const FinanceOperationPage = paginated(FinanceOperation)
export type FinanceOperationPage = Infer<typeof FinanceOperationPage>

/** `ordering` of GET /v1/admin/finances/operations/ (prefix '-' for descending). */
export const financeOperationOrderingFields = ['created_at', 'amount'] as const

/** Columns of the monthly eLama CSV report, in order. */
export const elamaReportColumns = [
  'customer_uuid',
  'email',
  'company',
  'registered_at',
  'utm_source',
  'utm_campaign',
  'top_ups',
  'spent',
  'analyzed_images',
] as const
