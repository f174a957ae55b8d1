import { ok } from '../answers'
import { day, dayUntil, foldedSearch, pageQuery, uuidQuery } from '../codecs'
import { declareEndpoint } from '../endpoint'
import { InvitedUserPage, ReferralCodePage, ReferralLinkPage } from '../schemas/referrals'

/** Referrals: the codes, whom a customer invited, and who invited whom. */
export const referralEndpoints = {
  codes: declareEndpoint({
    method: 'get',
    path: '/v1/admin/referral/code/',
    summary: 'Реферальные коды',
    tag: 'referrals',
    query: { ...pageQuery, search: foldedSearch('Код, почта') },
    answers: { 200: ok(ReferralCodePage) },
  }),
  invitedBy: declareEndpoint({
    method: 'get',
    path: '/v1/admin/referral/user-referrals/',
    summary: 'Кого пригласил пользователь',
    tag: 'referrals',
    query: { customer_uuid: uuidQuery(true), ...pageQuery },
    answers: { 200: ok(InvitedUserPage) },
  }),
  allInvitations: declareEndpoint({
    method: 'get',
    path: '/v1/admin/referral/all-users-referrals/',
    summary: 'Все приглашения',
    tag: 'referrals',
    query: {
      ...pageQuery,
      search: foldedSearch('Почта пригласившего или приглашённого'),
      date_from: day('Регистрация приглашённого не раньше'),
      date_to: dayUntil('date_from', 'Регистрация приглашённого не позже'),
    },
    answers: { 200: ok(ReferralLinkPage) },
  }),
}
