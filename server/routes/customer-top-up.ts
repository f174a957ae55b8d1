import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { DetailBody } from '../../src/api/schemas/common'
import { Customer, TopUpBody } from '../../src/api/schemas/customers'
import type { AppEnv } from '../context'
import { defineEndpoint } from '../endpoint'
import { centsFromMoney, dayOfEpoch, moneyFromCents, nowEpoch } from '../format'
import { ApiError, conflict, unprocessable } from '../http/errors'
import type { ValidationIssue } from '../http/validation'
import { ok } from '../openapi-parameters'
import { customerJson, findCustomer } from './customer-records'

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/** The Idempotency-Key header and the body of a top-up, with every problem of both. */
async function readTopUp(c: Context<AppEnv>, readBody: () => Promise<TopUpBody>): Promise<{ key: string; body: TopUpBody }> {
  const issues: ValidationIssue[] = []
  const key = c.req.header('idempotency-key')?.trim() ?? ''
  if (key === '') issues.push({ loc: ['header', 'idempotency-key'], msg: 'Обязательный заголовок', type: 'missing' })
  else if (!uuidPattern.test(key)) issues.push({ loc: ['header', 'idempotency-key'], msg: 'Неверный UUID', type: 'value_error.uuid' })
  let body: TopUpBody | undefined
  try {
    body = await readBody()
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

/**
 * Top-up with an Idempotency-Key. The key is claimed ('pending') in one transaction, the money
 * moves in a second one that also stores the answer ('done'): the same key and body answer the
 * stored answer again, another body 422, and a call while the first is still running 409.
 */
export const topUp = defineEndpoint({
  method: 'patch',
  path: '/v1/admin/users/customers/{customer_uuid}/fill_up_balance/',
  summary: 'Пополнение баланса (идемпотентное)',
  tag: 'customers',
  parameters: [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'UUID. Тот же ключ и тело: прежний ответ без второго пополнения; другое тело: 422; пока первый запрос выполняется: 409',
      schema: { type: 'string', format: 'uuid' },
    },
  ],
  body: TopUpBody,
  answers: { 200: ok(Customer), 409: { description: 'Запрос с этим ключом ещё выполняется', struct: DetailBody } },
  handle: async ({ c, backend: { db, journal }, param, body: readBody }) => {
    const customer = findCustomer(db, param('customer_uuid'))
    const { key, body } = await readTopUp(c, readBody)
    const fingerprint = JSON.stringify([customer.uuid, body.amount, body.comment])
    const now = nowEpoch()

    const claim = db.transaction((): StoredKey | undefined => {
      db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(now - idempotencyKeyLifetime)
      const stored = db.prepare('SELECT fingerprint, state, status, response FROM idempotency_keys WHERE key = ?').get(key) as
        StoredKey | undefined
      if (!stored) {
        db.prepare("INSERT INTO idempotency_keys (key, fingerprint, state, created_at) VALUES (?, ?, 'pending', ?)").run(
          key,
          fingerprint,
          now,
        )
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
      await c.get('pause')?.()
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
  },
})
