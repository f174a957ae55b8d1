import { array, assign, enums, nullable, object, refine, string, type, type Infer } from 'superstruct'
import { count, isMoney, isoDateTime, money, multilineText, paginated, uuid, withJsonSchema } from './common'
import { FinanceOperation } from './finance'

export const customerStatuses = ['active', 'blocked'] as const
export const CustomerStatus = enums(customerStatuses)
export type CustomerStatus = Infer<typeof CustomerStatus>

export const Customer = type({
  customer_uuid: uuid,
  email: string(),
  first_name: string(),
  last_name: string(),
  phone: nullable(string()),
  company: nullable(string()),
  balance: money,
  status: CustomerStatus,
  registered_at: isoDateTime,
  last_active_at: nullable(isoDateTime),
  analyzed_images_count: count,
  projects_count: count,
  referral_code: nullable(string()),
})
export type Customer = Infer<typeof Customer>

export const CustomerPage = paginated(Customer)
export type CustomerPage = Infer<typeof CustomerPage>

/** GET /v1/admin/users/customers/{customer_uuid}/: the customer and their last 10 finance operations. */
export const CustomerDetails = assign(Customer, type({ recent_operations: array(FinanceOperation) }))
export type CustomerDetails = Infer<typeof CustomerDetails>

/** `ordering` of the customers list (prefix '-' for descending). */
export const customerOrderingFields = ['registered_at', 'balance', 'email', 'last_active_at'] as const

export const topUpAmountMax = '1000000.00'

/** Money above 0 and at most 1 000 000.00. Refinement names: 'money', then 'min' / 'max'. */
export const TopUpAmount = withJsonSchema(
  refine(
    refine(
      money,
      'min',
      (value) => !isMoney(value) || Number(value) > 0 || `Expected a money amount greater than 0 but received "${value}"`,
    ),
    'max',
    (value) =>
      !isMoney(value) ||
      Number(value) <= Number(topUpAmountMax) ||
      `Expected a money amount less than or equal to ${topUpAmountMax} but received "${value}"`,
  ),
  { pattern: /^\d+\.\d{2}$/.source, description: `Above 0.00 and at most ${topUpAmountMax}` },
)

/** PATCH .../fill_up_balance/ (with the header `Idempotency-Key: <uuid>`). */
export const TopUpBody = object({ amount: TopUpAmount, comment: multilineText(0, 500) })
export type TopUpBody = Infer<typeof TopUpBody>

/** POST .../issue-otp/: a one-time code of 6 digits. */
export const OtpAnswer = type({
  code: withJsonSchema(
    refine(string(), 'otp', (value) => /^\d{6}$/.test(value) || `Expected 6 digits but received "${value}"`),
    { pattern: '^\\d{6}$' },
  ),
  expires_at: isoDateTime,
})
export type OtpAnswer = Infer<typeof OtpAnswer>

/** The customer fields a search matches (documentation for the console's hint). */
export const customerSearchFields = ['email', 'first_name', 'last_name', 'phone', 'company'] as const
