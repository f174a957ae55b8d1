import type { HttpClient } from './http'
import { InvitedUserPage, ReferralCodePage, ReferralLinkPage } from './schemas/referrals'

export const referralPaths = {
  codes: '/v1/admin/referral/code/',
  invited: '/v1/admin/referral/user-referrals/',
  links: '/v1/admin/referral/all-users-referrals/',
} as const

/** What the referral codes list asks for; '' means "no filter". */
export interface ReferralCodesQuery {
  page: number
  pageSize: number
  search: string
}

/** Whom one customer invited. */
export interface InvitedUsersQuery {
  /** The referrer; the endpoint requires it, so the query waits until one is chosen. */
  customerUuid: string
  page: number
  pageSize: number
}

/** What the list of every referral link asks for; '' means "no filter" or an open end. */
export interface ReferralLinksQuery {
  page: number
  pageSize: number
  search: string
  /** Registration days of the invited, YYYY-MM-DD, inclusive. */
  dateFrom: string
  dateTo: string
}

export const defaultReferralCodesQuery: ReferralCodesQuery = { page: 1, pageSize: 25, search: '' }

export const defaultInvitedUsersQuery: InvitedUsersQuery = { customerUuid: '', page: 1, pageSize: 25 }

export const defaultReferralLinksQuery: ReferralLinksQuery = { page: 1, pageSize: 25, search: '', dateFrom: '', dateTo: '' }

export const referralQueryKeys = {
  all: ['referrals'] as const,
  codes: (query: ReferralCodesQuery) => ['referrals', 'codes', query] as const,
  invited: (query: InvitedUsersQuery) => ['referrals', 'invited', query] as const,
  links: (query: ReferralLinksQuery) => ['referrals', 'links', query] as const,
}

/** GET /v1/admin/referral/code/: one page of referral codes. */
export function fetchReferralCodes(
  http: HttpClient,
  query: ReferralCodesQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ReferralCodePage> {
  return http.json(referralPaths.codes, ReferralCodePage, {
    query: { page: query.page, page_size: query.pageSize, search: query.search },
    signal: options.signal,
  })
}

/** GET /v1/admin/referral/user-referrals/: one page of the customers `customerUuid` invited. */
export function fetchInvitedUsers(
  http: HttpClient,
  query: InvitedUsersQuery,
  options: { signal?: AbortSignal } = {},
): Promise<InvitedUserPage> {
  return http.json(referralPaths.invited, InvitedUserPage, {
    query: { customer_uuid: query.customerUuid, page: query.page, page_size: query.pageSize },
    signal: options.signal,
  })
}

/** GET /v1/admin/referral/all-users-referrals/: one page of who invited whom. */
export function fetchReferralLinks(
  http: HttpClient,
  query: ReferralLinksQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ReferralLinkPage> {
  return http.json(referralPaths.links, ReferralLinkPage, {
    query: {
      page: query.page,
      page_size: query.pageSize,
      search: query.search,
      date_from: query.dateFrom,
      date_to: query.dateTo,
    },
    signal: options.signal,
  })
}
