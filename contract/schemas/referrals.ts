import { string, type, type Infer } from 'superstruct'
import { count, isoDateTime, money, paginated, uuid } from './common'

/** A row of GET /v1/admin/referral/code/ */
export const ReferralCode = type({
  code: string(),
  customer_uuid: uuid,
  email: string(),
  invited_count: count,
  earned: money,
  created_at: isoDateTime,
})
export type ReferralCode = Infer<typeof ReferralCode>

export const ReferralCodePage = paginated(ReferralCode)
export type ReferralCodePage = Infer<typeof ReferralCodePage>

/** A row of GET /v1/admin/referral/user-referrals/?customer_uuid=...: someone that customer invited. */
export const InvitedUser = type({
  customer_uuid: uuid,
  email: string(),
  registered_at: isoDateTime,
  spent: money,
  bonus: money,
})
export type InvitedUser = Infer<typeof InvitedUser>

export const InvitedUserPage = paginated(InvitedUser)
export type InvitedUserPage = Infer<typeof InvitedUserPage>

/** A row of GET /v1/admin/referral/all-users-referrals/: who invited whom. */
export const ReferralLink = type({
  referrer_uuid: uuid,
  referrer_email: string(),
  invited_uuid: uuid,
  invited_email: string(),
  registered_at: isoDateTime,
  bonus: money,
})
export type ReferralLink = Infer<typeof ReferralLink>

export const ReferralLinkPage = paginated(ReferralLink)
export type ReferralLinkPage = Infer<typeof ReferralLinkPage>
