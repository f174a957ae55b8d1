import { referralEndpoints } from '../../contract/endpoints/referrals'
import { type InvitedUser, type ReferralCode, type ReferralLink } from '../../contract/schemas/referrals'
import { isoFromEpoch, moneyFromCents } from '../core/format'
import { SqlFilters } from '../db/filters'
import { defineEndpoint } from '../handler/endpoint'
import { listPage, sqlList } from '../http/lists'
import { findByUuid } from '../http/records'

/**
 * What an invited customer has spent: the sum of their charges (a positive amount). `+f.type`
 * keeps SQLite on the per-customer index instead of scanning every charge.
 */
const spentSql = "COALESCE((SELECT -SUM(f.amount_cents) FROM finance_operations f WHERE f.customer_id = i.id AND +f.type = 'charge'), 0)"

interface CodeRow {
  uuid: string
  email: string
  referral_code: string
  referral_code_created_at: number
  invited_count: number
  earned_cents: number
}

function codeJson(row: CodeRow): ReferralCode {
  return {
    code: row.referral_code,
    customer_uuid: row.uuid,
    email: row.email,
    invited_count: row.invited_count,
    earned: moneyFromCents(row.earned_cents),
    created_at: isoFromEpoch(row.referral_code_created_at),
  }
}

interface InvitedRow {
  uuid: string
  email: string
  registered_at: number
  referral_bonus_cents: number | null
  spent_cents: number
}

function invitedJson(row: InvitedRow): InvitedUser {
  return {
    customer_uuid: row.uuid,
    email: row.email,
    registered_at: isoFromEpoch(row.registered_at),
    spent: moneyFromCents(row.spent_cents),
    bonus: moneyFromCents(row.referral_bonus_cents ?? 0),
  }
}

interface LinkRow {
  referrer_uuid: string
  referrer_email: string
  invited_uuid: string
  invited_email: string
  registered_at: number
  referral_bonus_cents: number | null
}

function linkJson(row: LinkRow): ReferralLink {
  return {
    referrer_uuid: row.referrer_uuid,
    referrer_email: row.referrer_email,
    invited_uuid: row.invited_uuid,
    invited_email: row.invited_email,
    registered_at: isoFromEpoch(row.registered_at),
    bonus: moneyFromCents(row.referral_bonus_cents ?? 0),
  }
}

const codes = defineEndpoint(referralEndpoints.codes, ({ c, backend: { db }, query }) => {
  const page = query()
  const { search } = page
  const list = sqlList(db, {
    from: 'customers c',
    filters: new SqlFilters('c.referral_code IS NOT NULL').words("c.referral_code || ' ' || c.email", search),
    order: 'c.referral_code_created_at DESC, c.id DESC',
    columns: 'c.id, c.uuid, c.email, c.referral_code, c.referral_code_created_at',
    // what each code brought, for the page's codes only
    around: (pageSql) => `SELECT p.*, (SELECT COUNT(*) FROM customers i WHERE i.referred_by = p.id) AS invited_count,
          (SELECT COALESCE(SUM(i.referral_bonus_cents), 0) FROM customers i WHERE i.referred_by = p.id) AS earned_cents
        FROM (${pageSql}) p`,
    json: codeJson,
  })
  return listPage(c, page, list)
})

const invitedBy = defineEndpoint(referralEndpoints.invitedBy, ({ c, backend: { db }, query }) => {
  const page = query()
  const customerUuid = page.customer_uuid
  const referrer = findByUuid<{ id: number }>(db, 'SELECT id FROM customers WHERE uuid = ?', customerUuid, 'Пользователь не найден.')
  const list = sqlList(db, {
    from: 'customers i',
    filters: new SqlFilters().when('i.referred_by = ?', referrer.id),
    order: 'i.registered_at DESC, i.id DESC',
    columns: `i.uuid, i.email, i.registered_at, i.referral_bonus_cents, ${spentSql} AS spent_cents`,
    json: invitedJson,
  })
  return listPage(c, page, list)
})

const allInvitations = defineEndpoint(referralEndpoints.allInvitations, ({ c, backend: { db }, query }) => {
  const page = query()
  const { search } = page
  const range = { from: page.date_from, to: page.date_to }
  const list = sqlList(db, {
    from: 'customers i JOIN customers r ON r.id = i.referred_by',
    filters: new SqlFilters('i.referred_by IS NOT NULL').words("r.email || ' ' || i.email", search).days('i.registered_at', range),
    order: 'i.registered_at DESC, i.id DESC',
    columns: `r.uuid AS referrer_uuid, r.email AS referrer_email, i.uuid AS invited_uuid, i.email AS invited_email,
        i.registered_at, i.referral_bonus_cents`,
    json: linkJson,
  })
  return listPage(c, page, list)
})

export const referralRoutes = [codes, invitedBy, allInvitations]
