import { randomInt, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import {
  TopUpBody,
  customerOrderingFields,
  customerStatuses,
  type Customer,
  type CustomerDetails,
  type OtpAnswer,
} from '../../src/api/schemas/customers'
import type { App, AppEnv, Backend } from '../context'
import { SqlFilters } from '../db/filters'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { centsFromMoney, dayOfEpoch, isoFromEpoch, moneyFromCents, nowEpoch } from '../format'
import { checkBody, readJson } from '../http/body'
import { ApiError, conflict, unprocessable } from '../http/errors'
import { listPage, sqlList } from '../http/lists'
import { QueryReader, orderBy } from '../http/query'
import { findByUuid } from '../http/records'
import type { ValidationIssue } from '../http/validation'
import { waitFaultDelay } from '../test-controls'
import { operationColumns, operationJson, type OperationRow } from './finance'

interface CustomerRow {
  id: number
  uuid: string
  email: string
  first_name: string
  last_name: string
  phone: string | null
  company: string | null
  balance_cents: number
  status: Customer['status']
  registered_at: number
  last_active_at: number | null
  analyzed_images_count: number
  projects_count: number
  referral_code: string | null
}

const customerColumns = `id, uuid, email, first_name, last_name, phone, company, balance_cents, status, registered_at,
  last_active_at, analyzed_images_count, projects_count, referral_code`

function customerJson(row: CustomerRow): Customer {
  return {
    customer_uuid: row.uuid,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    company: row.company,
    balance: moneyFromCents(row.balance_cents),
    status: row.status,
    registered_at: isoFromEpoch(row.registered_at),
    last_active_at: row.last_active_at === null ? null : isoFromEpoch(row.last_active_at),
    analyzed_images_count: row.analyzed_images_count,
    projects_count: row.projects_count,
    referral_code: row.referral_code,
  }
}

function findCustomer(db: Db, rawUuid: string): CustomerRow {
  return findByUuid(db, `SELECT ${customerColumns} FROM customers WHERE uuid = ?`, rawUuid, 'Пользователь не найден.')
}

/**
 * The rowids of customers whose e-mail, names, phone or company contain `search` (lower-cased);
 * a phone-like query also matches the phone's bare digits. A needle of 3 characters or more is a
 * trigram phrase, answered from the index; a shorter one reads every text.
 */
function matchingCustomers(search: string): { sql: string; params: string[] } {
  const digits = search.replace(/\D/g, '')
  const needles = /^[\d\s()+-]+$/.test(search) && digits.length >= 3 && digits !== search ? [search, digits] : [search]
  if (needles.every((needle) => [...needle].length >= 3)) {
    const phrases = needles.map((needle) => `"${needle.replaceAll('"', '""')}"`)
    return { sql: 'SELECT rowid FROM customer_search WHERE customer_search MATCH ?', params: [phrases.join(' OR ')] }
  }
  return { sql: `SELECT rowid FROM customer_search WHERE ${needles.map(() => 'instr(text, ?) > 0').join(' OR ')}`, params: needles }
}

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/** The Idempotency-Key header and the body of a top-up, with every problem of both. */
async function readTopUp(c: Context<AppEnv>): Promise<{ key: string; body: TopUpBody }> {
  const issues: ValidationIssue[] = []
  const key = c.req.header('idempotency-key')?.trim() ?? ''
  if (key === '') issues.push({ loc: ['header', 'idempotency-key'], msg: 'Обязательный заголовок', type: 'missing' })
  else if (!uuidPattern.test(key)) issues.push({ loc: ['header', 'idempotency-key'], msg: 'Неверный UUID', type: 'value_error.uuid' })
  let body: TopUpBody | undefined
  try {
    const checked = checkBody(await readJson(c), TopUpBody)
    if ('issues' in checked) issues.push(...checked.issues)
    else body = checked.value
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error
    const parsed = error.body as { detail: ValidationIssue[] }
    issues.push(...parsed.detail)
  }
  if (issues.length > 0 || !body) throw unprocessable(issues)
  return { key: key.toLowerCase(), body }
}

interface StoredKey {
  fingerprint: string
  state: 'pending' | 'done'
  status: number | null
  response: string | null
}

const idempotencyKeyLifetime = 86_400

export function customerRoutes(app: App, { db, journal }: Backend): void {
  app.get('/v1/admin/users/customers/', (c) => {
    const query = new QueryReader(c)
    const page = query.page()
    const search = query.search()
    const statuses = query.enumList('status', customerStatuses, 'comma')
    const range = query.dayRange('registered_from', 'registered_to')
    const ordering = query.ordering(customerOrderingFields, { field: 'registered_at', descending: true })
    query.done()

    const matching = search ? matchingCustomers(search) : undefined
    const filters = new SqlFilters()
    // '+id': walk the ordering's index and keep the matches (a Bloom filter), rather than fetch
    // and sort every match; much faster when many customers match.
    if (matching) filters.add(`+id IN (${matching.sql})`, matching.params)
    filters.oneOf('status', statuses, customerStatuses).days('registered_at', range)
    const order = orderBy(ordering, { registered_at: 'registered_at', balance: 'balance_cents', email: 'email', last_active_at: 'last_active_at' })
    return listPage(
      c,
      page,
      sqlList(db, {
        from: 'customers',
        filters,
        order,
        columns: customerColumns,
        count: matching && filters.size === 1 ? { sql: `SELECT COUNT(*) AS count FROM (${matching.sql})`, params: matching.params } : undefined,
        json: customerJson,
      }),
    )
  })

  app.get('/v1/admin/users/customers/:customer_uuid/', (c) => {
    const customer = findCustomer(db, c.req.param('customer_uuid'))
    const operations = statement(
      db,
      `SELECT ${operationColumns} FROM finance_operations f JOIN customers c ON c.id = f.customer_id
       WHERE f.customer_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT 10`,
    ).all(customer.id) as OperationRow[]
    const details: CustomerDetails = { ...customerJson(customer), recent_operations: operations.map(operationJson) }
    return c.json(details)
  })

  /**
   * Top-up with an Idempotency-Key. The key is claimed ('pending') in one transaction, the money
   * moves in a second one that also stores the answer ('done'): the same key and body answer the
   * stored answer again, another body 422, and a call while the first is still running 409.
   */
  app.patch('/v1/admin/users/customers/:customer_uuid/fill_up_balance/', async (c) => {
    const customer = findCustomer(db, c.req.param('customer_uuid'))
    const { key, body } = await readTopUp(c)
    const fingerprint = JSON.stringify([customer.uuid, body.amount, body.comment])
    const now = nowEpoch()

    const claim = db.transaction((): StoredKey | undefined => {
      db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(now - idempotencyKeyLifetime)
      const stored = db.prepare('SELECT fingerprint, state, status, response FROM idempotency_keys WHERE key = ?').get(key) as
        | StoredKey
        | undefined
      if (!stored) {
        db.prepare("INSERT INTO idempotency_keys (key, fingerprint, state, created_at) VALUES (?, ?, 'pending', ?)").run(key, fingerprint, now)
      }
      return stored
    })
    const stored = claim.immediate()
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        throw unprocessable([
          { loc: ['header', 'idempotency-key'], msg: 'Этот ключ уже использован для другого запроса', type: 'idempotency_key_reused' },
        ])
      }
      if (stored.state === 'pending') throw conflict('Запрос с этим ключом ещё выполняется.')
      return new Response(stored.response, { status: stored.status ?? 200, headers: { 'Content-Type': 'application/json' } })
    }

    try {
      await waitFaultDelay(c)
      const apply = db.transaction(() => {
        const cents = centsFromMoney(body.amount)
        const current = db.prepare('SELECT balance_cents FROM customers WHERE id = ?').get(customer.id) as { balance_cents: number }
        const balance = current.balance_cents + cents
        const at = nowEpoch()
        db.prepare('UPDATE customers SET balance_cents = ? WHERE id = ?').run(balance, customer.id)
        db.prepare(
          `INSERT INTO finance_operations (uuid, customer_id, type, amount_cents, balance_after_cents, description, created_at)
           VALUES (?, ?, 'admin_top_up', ?, ?, ?, ?)`,
        ).run(randomUUID(), customer.id, cents, balance, body.comment.trim() || 'Пополнение администратором', at)
        db.prepare(
          `INSERT INTO finance_daily (day, type, amount_cents) VALUES (?, 'admin_top_up', ?)
           ON CONFLICT (day, type) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents`,
        ).run(dayOfEpoch(at), cents)
        const answer = JSON.stringify(customerJson({ ...customer, balance_cents: balance }))
        db.prepare("UPDATE idempotency_keys SET state = 'done', status = 200, response = ? WHERE key = ?").run(answer, key)
        journal.record({
          actor: c.get('admin'),
          action: 'top_up',
          targetType: 'customer',
          targetUuid: customer.uuid,
          targetLabel: customer.email,
          changes: { amount: [null, moneyFromCents(cents)], balance: [moneyFromCents(current.balance_cents), moneyFromCents(balance)] },
          comment: body.comment.trim(),
        })
        return answer
      })
      const answer = apply.immediate()
      return new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } })
    } catch (error) {
      db.prepare("DELETE FROM idempotency_keys WHERE key = ? AND state = 'pending'").run(key)
      throw error
    }
  })

  app.post('/v1/admin/users/customers/:customer_uuid/issue-otp/', (c) => {
    const customer = findCustomer(db, c.req.param('customer_uuid'))
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const now = nowEpoch()
    const expiresAt = now + 600
    db.transaction(() => {
      db.prepare('INSERT INTO otp_codes (customer_id, code, expires_at, created_at) VALUES (?, ?, ?, ?)').run(customer.id, code, expiresAt, now)
      // the code itself stays out of the journal
      journal.record({ actor: c.get('admin'), action: 'issue_otp', targetType: 'customer', targetUuid: customer.uuid, targetLabel: customer.email })
    })()
    const answer: OtpAnswer = { code, expires_at: isoFromEpoch(expiresAt) }
    return c.json(answer, 201)
  })
}
