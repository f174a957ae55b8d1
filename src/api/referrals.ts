import { InvitedUserPage, ReferralCodePage, ReferralLinkPage } from '../../contract/schemas/referrals'
import { defineList } from './resource'

/** GET /v1/admin/referral/code/: `page, page_size, search`. */
export const referralCodesList = defineList({ key: 'referral-codes', path: '/v1/admin/referral/code/', page: ReferralCodePage })

/** GET /v1/admin/referral/user-referrals/: whom `customer_uuid` (required) invited; `page, page_size`. */
export const invitedUsersList = defineList({ key: 'referral-invited', path: '/v1/admin/referral/user-referrals/', page: InvitedUserPage })

/** GET /v1/admin/referral/all-users-referrals/: who invited whom; `page, page_size, search, date_from, date_to`. */
export const referralLinksList = defineList({
  key: 'referral-links',
  path: '/v1/admin/referral/all-users-referrals/',
  page: ReferralLinkPage,
})
