import { choiceParam, dayRangeParam, pageParam, pageSizeParam, patternParam, sentAs, textParam, urlOnly } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { DEFAULT_PAGE_SIZES } from '../../ui'

export const referralTabs = ['codes', 'invited', 'links'] as const
export type ReferralTab = (typeof referralTabs)[number]

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// The referrals screen's state in its URL: the tab, then what that tab shows —
// `/referrals?search=…&page=2`, `/referrals?tab=invited&customer=…`, `/referrals?tab=links&date_from=…`.
// Each tab's list has its schema under the API's keys; the tab itself stays in the URL.

const tab = urlOnly(choiceParam('tab', referralTabs, 'codes'))
const paging = { page: pageParam(), pageSize: pageSizeParam(DEFAULT_PAGE_SIZES) }

export const codesListSchema = { tab, ...paging, search: textParam('search') }

/** The referrer keeps the `customer` key of links people already have; the API calls it customer_uuid. */
export const invitedListSchema = { tab, customerUuid: sentAs(patternParam('customer', uuidPattern), 'customer_uuid'), ...paging }

export const linksListSchema = { tab, ...paging, search: textParam('search'), period: dayRangeParam('date_from', 'date_to') }

/** The whole screen, for switching tabs: another tab starts afresh, the chosen referrer stays. */
export const referralsScreenSchema = { ...linksListSchema, customerUuid: invitedListSchema.customerUuid }

/** The invited tab of the referrals screen for one referrer. */
export function invitedHref(customerUuid: string): string {
  return `${paths.referrals.getHref()}?${new URLSearchParams({ tab: 'invited', customer: customerUuid }).toString()}`
}
