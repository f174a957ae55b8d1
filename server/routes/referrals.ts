import type { InvitedUser, ReferralCode, ReferralLink } from '../../src/api/schemas/referrals'
import type { App, Backend } from '../context'
import { statement } from '../db/statements'
import { addDays, epochOfDay, isoFromEpoch, moneyFromCents } from '../format'
import { notFound } from '../http/errors'
import { limitOffset, pageEnvelope } from '../http/pagination'
import { QueryReader } from '../http/query'

/**
 * What an invited customer has spent: the sum of their charges (a positive amount). `+f.type`
 * keeps SQLite on the per-customer index instead of scanning every charge.
 */
const spentSql = "COALESCE((SELECT -SUM(f.amount_cents) FROM finance_operations f WHERE f.customer_id = i.id AND +f.type = 'charge'), 0)"

export function referralRoutes(app: App, { db }: Backend): void {
  app.get('/v1/admin/referral/code/', (c) => {
    const query = new QueryReader(c)
    const page = query.page()
    const search = query.search()
    query.done()
    const filter = search ? 'AND instr(casefold(c.referral_code || \' \' || c.email), ?) > 0' : ''
    const params = search ? [search] : []
    const { count } = statement(db, `SELECT COUNT(*) AS count FROM customers c WHERE c.referral_code IS NOT NULL ${filter}`).get(...params) as {
      count: number
    }
    const rows = statement(
      db,
      `SELECT p.*, (SELECT COUNT(*) FROM customers i WHERE i.referred_by = p.id) AS invited_count,
         (SELECT COALESCE(SUM(i.referral_bonus_cents), 0) FROM customers i WHERE i.referred_by = p.id) AS earned_cents
       FROM (
         SELECT c.id, c.uuid, c.email, c.referral_code, c.referral_code_created_at FROM customers c
         WHERE c.referral_code IS NOT NULL ${filter}
         ORDER BY c.referral_code_created_at DESC, c.id DESC LIMIT ? OFFSET ?
       ) p`,
    ).all(...params, ...limitOffset(page)) as {
      uuid: string
      email: string
      referral_code: string
      referral_code_created_at: number
      invited_count: number
      earned_cents: number
    }[]
    const results: ReferralCode[] = rows.map((row) => ({
      code: row.referral_code,
      customer_uuid: row.uuid,
      email: row.email,
      invited_count: row.invited_count,
      earned: moneyFromCents(row.earned_cents),
      created_at: isoFromEpoch(row.referral_code_created_at),
    }))
    return c.json(pageEnvelope(c, page, count, results))
  })

  app.get('/v1/admin/referral/user-referrals/', (c) => {
    const query = new QueryReader(c)
    const page = query.page()
    const customerUuid = query.requiredUuid('customer_uuid')
    query.done()
    const referrer = db.prepare('SELECT id FROM customers WHERE uuid = ?').get(customerUuid) as { id: number } | undefined
    if (!referrer) throw notFound('Пользователь не найден.')
    const { count } = statement(db, 'SELECT COUNT(*) AS count FROM customers WHERE referred_by = ?').get(referrer.id) as { count: number }
    const rows = statement(
      db,
      `SELECT i.uuid, i.email, i.registered_at, i.referral_bonus_cents, ${spentSql} AS spent_cents
       FROM customers i WHERE i.referred_by = ? ORDER BY i.registered_at DESC, i.id DESC LIMIT ? OFFSET ?`,
    ).all(referrer.id, ...limitOffset(page)) as { uuid: string; email: string; registered_at: number; referral_bonus_cents: number | null; spent_cents: number }[]
    const results: InvitedUser[] = rows.map((row) => ({
      customer_uuid: row.uuid,
      email: row.email,
      registered_at: isoFromEpoch(row.registered_at),
      spent: moneyFromCents(row.spent_cents),
      bonus: moneyFromCents(row.referral_bonus_cents ?? 0),
    }))
    return c.json(pageEnvelope(c, page, count, results))
  })

  app.get('/v1/admin/referral/all-users-referrals/', (c) => {
    const query = new QueryReader(c)
    const page = query.page()
    const search = query.search()
    const range = query.dayRange('date_from', 'date_to')
    query.done()
    const where = ['i.referred_by IS NOT NULL']
    const params: (string | number)[] = []
    if (search) {
      where.push("instr(casefold(r.email || ' ' || i.email), ?) > 0")
      params.push(search)
    }
    if (range.from) {
      where.push('i.registered_at >= ?')
      params.push(epochOfDay(range.from))
    }
    if (range.to) {
      where.push('i.registered_at < ?')
      params.push(epochOfDay(addDays(range.to, 1)))
    }
    const from = `FROM customers i JOIN customers r ON r.id = i.referred_by WHERE ${where.join(' AND ')}`
    const { count } = statement(db, `SELECT COUNT(*) AS count ${from}`).get(...params) as { count: number }
    const rows = statement(
      db,
      `SELECT r.uuid AS referrer_uuid, r.email AS referrer_email, i.uuid AS invited_uuid, i.email AS invited_email,
         i.registered_at, i.referral_bonus_cents ${from} ORDER BY i.registered_at DESC, i.id DESC LIMIT ? OFFSET ?`,
    ).all(...params, ...limitOffset(page)) as {
      referrer_uuid: string
      referrer_email: string
      invited_uuid: string
      invited_email: string
      registered_at: number
      referral_bonus_cents: number | null
    }[]
    const results: ReferralLink[] = rows.map((row) => ({
      referrer_uuid: row.referrer_uuid,
      referrer_email: row.referrer_email,
      invited_uuid: row.invited_uuid,
      invited_email: row.invited_email,
      registered_at: isoFromEpoch(row.registered_at),
      bonus: moneyFromCents(row.referral_bonus_cents ?? 0),
    }))
    return c.json(pageEnvelope(c, page, count, results))
  })
}
