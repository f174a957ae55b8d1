import { referralEndpoints } from '../../contract/endpoints/referrals'
import { defineList } from './resource'

/** The referral codes: `page, page_size, search`. */
export const referralCodesList = defineList({ key: 'referral-codes', endpoint: referralEndpoints.codes })

/** Whom `customer_uuid` (required) invited; `page, page_size`. */
export const invitedUsersList = defineList({ key: 'referral-invited', endpoint: referralEndpoints.invitedBy })

/** Who invited whom; `page, page_size, search, date_from, date_to`. */
export const referralLinksList = defineList({ key: 'referral-links', endpoint: referralEndpoints.allInvitations })
