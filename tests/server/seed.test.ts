import Database from 'better-sqlite3'
import { migrate } from '../../server/db/schema'
import { seedDatabase } from '../../server/db/seed'

/** The seed: deterministic from SEED, realistic, two years of consistent activity and money. */

const now = Date.UTC(2026, 9, 3, 11, 0, 0) / 1000

function seeded(seed: number, customers: number, at = now): Database.Database {
  const db = new Database(':memory:')
  migrate(db)
  seedDatabase(db, { seed, customers, now: at })
  return db
}

const all = <T>(db: Database.Database, sql: string) => db.prepare(sql).all() as T[]
const one = <T>(db: Database.Database, sql: string) => db.prepare(sql).get() as T

let db: Database.Database
beforeAll(() => {
  db = seeded(1, 300)
})
afterAll(() => db.close())

test('the same seed gives the same people, money and identifiers; another seed other ones', () => {
  const again = seeded(1, 300)
  const other = seeded(2, 300)
  const people = (target: Database.Database) =>
    all(target, 'SELECT uuid, email, first_name, last_name, phone, company, balance_cents, registered_at FROM customers ORDER BY id')
  const money = (target: Database.Database) =>
    all(target, 'SELECT uuid, customer_id, type, amount_cents, created_at FROM finance_operations ORDER BY id')
  expect(people(again)).toEqual(people(db))
  expect(money(again)).toEqual(money(db))
  expect(all(again, 'SELECT uuid, name FROM benchmarks ORDER BY id')).toEqual(all(db, 'SELECT uuid, name FROM benchmarks ORDER BY id'))
  expect(people(other)[0]).not.toEqual(people(db)[0])
  again.close()
  other.close()
})

test('seeding later draws the same history, moved in time', () => {
  const later = seeded(1, 300, now + 5 * 3600 + 17)
  const history = (target: Database.Database, shift: number) =>
    all<{ registered_at: number }>(target, 'SELECT uuid, email, balance_cents, registered_at FROM customers ORDER BY id').map((row) => ({
      ...row,
      registered_at: row.registered_at - shift,
    }))
  expect(history(later, 5 * 3600 + 17)).toEqual(history(db, 0))
  later.close()
})

test('customer #1 is the same whatever the number of customers', () => {
  const small = seeded(1, 5)
  const first = 'SELECT uuid, email, first_name, last_name, phone, company, registered_at FROM customers WHERE id = 1'
  expect(one(small, first)).toEqual(one(db, first))
  small.close()
})

test('people look Russian: Cyrillic names, +7 phones, companies in «», unique e-mails', () => {
  const customers = all<{ first_name: string; last_name: string; phone: string | null; company: string | null; email: string }>(
    db,
    'SELECT first_name, last_name, phone, company, email FROM customers',
  )
  expect(customers.every((customer) => /^[А-ЯЁ][а-яё]+$/.test(customer.first_name) && /^[А-ЯЁ][а-яё]+$/.test(customer.last_name))).toBe(
    true,
  )
  expect(customers.filter((customer) => customer.phone).every((customer) => /^\+79\d{9}$/.test(customer.phone ?? ''))).toBe(true)
  expect(customers.some((customer) => /^(ООО|АО) «.+»$/.test(customer.company ?? ''))).toBe(true)
  expect(customers.some((customer) => customer.company?.startsWith('ИП '))).toBe(true)
  expect(new Set(customers.map((customer) => customer.email)).size).toBe(customers.length)
})

test('two years of registrations and activity up to now', () => {
  const span = one<{ first: number; last: number }>(db, 'SELECT MIN(registered_at) AS first, MAX(registered_at) AS last FROM customers')
  expect(now - span.first).toBeGreaterThan(690 * 86_400)
  expect(now - span.first).toBeLessThanOrEqual(731 * 86_400)
  expect(now - span.last).toBeLessThan(30 * 86_400)
  const latest = one<{ day: string }>(db, 'SELECT MAX(day) AS day FROM activity_daily')
  expect(Date.parse(`${latest.day}T00:00:00Z`) / 1000).toBeGreaterThan(now - 7 * 86_400)
  expect(one<{ late: number }>(db, 'SELECT COUNT(*) AS late FROM finance_operations WHERE created_at > ' + now).late).toBe(0)
})

test('every kind of data exists: each operation type, referrals, UTM, blocked customers, requests with images, one active model', () => {
  expect(all<{ type: string }>(db, 'SELECT DISTINCT type FROM finance_operations ORDER BY type').map((row) => row.type)).toEqual([
    'admin_top_up',
    'bonus',
    'charge',
    'refund',
    'top_up',
  ])
  expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM customers WHERE referral_code IS NOT NULL').n).toBeGreaterThan(20)
  expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM customers WHERE referred_by IS NOT NULL').n).toBeGreaterThan(5)
  expect(one<{ n: number }>(db, "SELECT COUNT(*) AS n FROM customers WHERE status = 'blocked'").n).toBeGreaterThan(0)
  expect(one<{ n: number }>(db, 'SELECT COUNT(DISTINCT utm_source) AS n FROM customers').n).toBeGreaterThan(4)
  expect(one<{ n: number }>(db, 'SELECT COUNT(DISTINCT request_id) AS n FROM client_request_images').n).toBeGreaterThan(10)
  expect(
    one<{ n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM client_accounts a WHERE NOT EXISTS (SELECT 1 FROM client_requests r WHERE r.account_id = a.id)',
    ).n,
  ).toBe(3)
  expect(all(db, 'SELECT is_active FROM heatmap_models')).toHaveLength(4)
  expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM heatmap_models WHERE is_active = 1').n).toBe(1)
  expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM benchmarks').n).toBe(18)
})

test('money is consistent: each balance is the sum of its operations, balance_after runs along them, never below zero', () => {
  const mismatched = one<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM customers c
     WHERE c.balance_cents <> COALESCE((SELECT SUM(amount_cents) FROM finance_operations f WHERE f.customer_id = c.id), 0)`,
  )
  expect(mismatched.n).toBe(0)
  const runs = all<{ customer_id: number; amount_cents: number; balance_after_cents: number }>(
    db,
    'SELECT customer_id, amount_cents, balance_after_cents FROM finance_operations ORDER BY customer_id, created_at, id',
  )
  const balances = new Map<number, number>()
  for (const operation of runs) {
    const balance = (balances.get(operation.customer_id) ?? 0) + operation.amount_cents
    balances.set(operation.customer_id, balance)
    expect(operation.balance_after_cents).toBe(balance)
    expect(balance).toBeGreaterThanOrEqual(0)
  }
})

test('the aggregates are the sums of the rows they summarise', () => {
  const daily = one(
    db,
    'SELECT SUM(analyzed_images) AS images, SUM(generated_images) AS generated, SUM(active_users) AS active FROM stats_daily',
  )
  const activity = one(
    db,
    'SELECT SUM(analyzed_images) AS images, SUM(generated_images) AS generated, COUNT(*) AS active FROM activity_daily',
  )
  expect(daily).toEqual(activity)
  expect(one(db, 'SELECT SUM(new_users) AS n FROM stats_daily')).toEqual({ n: 300 })
  expect(one(db, 'SELECT SUM(amount_cents) AS cents FROM finance_daily')).toEqual(
    one(db, 'SELECT SUM(amount_cents) AS cents FROM finance_operations'),
  )
  expect(one(db, 'SELECT SUM(analyzed_images_count) AS n FROM customers')).toEqual(
    one(db, 'SELECT SUM(analyzed_images) AS n FROM activity_daily'),
  )
})
