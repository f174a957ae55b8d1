import type { InvitedUsersQuery, ReferralCodesQuery, ReferralLinksQuery } from '../../api/referrals'
import {
  choiceParam,
  dayRangeParam,
  pageParam,
  pageSizeParam,
  patternParam,
  readListQuery,
  textParam,
  type ListQueryState,
} from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

export const referralTabs = ['codes', 'invited', 'links'] as const
export type ReferralTab = (typeof referralTabs)[number]

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The referrals screen's state in its URL: the tab, then what that tab shows —
 * `/referrals?search=…&page=2`, `/referrals?tab=invited&customer=…`, `/referrals?tab=links&date_from=…`.
 */
export const referralsListSchema = {
  tab: choiceParam('tab', referralTabs, 'codes'),
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  search: textParam('search'),
  customerUuid: patternParam('customer', uuidPattern),
  period: dayRangeParam('date_from', 'date_to'),
}

export type ReferralsListState = ListQueryState<typeof referralsListSchema>

export function readReferralsListState(search: URLSearchParams): ReferralsListState {
  return readListQuery(search, referralsListSchema)
}

export function toReferralCodesQuery(state: ReferralsListState): ReferralCodesQuery {
  return { page: state.page, pageSize: state.pageSize, search: state.search }
}

export function toInvitedUsersQuery(state: ReferralsListState): InvitedUsersQuery {
  return { customerUuid: state.customerUuid, page: state.page, pageSize: state.pageSize }
}

export function toReferralLinksQuery(state: ReferralsListState): ReferralLinksQuery {
  return {
    page: state.page,
    pageSize: state.pageSize,
    search: state.search,
    dateFrom: state.period.from,
    dateTo: state.period.to,
  }
}
