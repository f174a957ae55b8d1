import type { Context } from 'hono'
import { customerEndpoints } from '../../contract/endpoints/customers'
import type { Approval } from '../../contract/schemas/approvals'
import type { TopUpBody } from '../../contract/schemas/customers'
import type { AppEnv } from '../auth/app-env'
import { ApiError, conflict, unprocessable } from '../core/errors'
import { centsFromMoney, moneyFromCents, nowEpoch } from '../core/format'
import type { ValidationIssue } from '../core/validation'
import type { Db } from '../db/open'
import { defineEndpoint } from '../handler/endpoint'
import { approvalThreshold } from '../handler/roles'
import { approvalJson, findApproval, requestApproval } from './approval-records'
import { creditCustomer } from './customer-credit'
import { customerJson, findCustomer } from './customer-records'

/** The approval a kept 202 answer named, as it is now. */
const currentApproval = (db: Db, answer: string) => findApproval(db, (JSON.parse(answer) as Approval).approval_uuid)

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
 * stored answer again, another body 422, and a call while the first is still running 409. A sum
 * of the approval threshold or more moves no money: it answers 202 with a pending approval.
 */
export const topUp = defineEndpoint(customerEndpoints.topUp, async ({ c, backend, param, body: readBody }) => {
  const { db, journal, options } = backend
  const admin = c.get('admin')
  const customer = findCustomer(db, param('customer_uuid'))
  const { key, body } = await readTopUp(c, readBody)
  /** The answer kept under the key, in the transaction that made it. */
  const keep = (status: 200 | 202, answer: string) => {
    db.prepare("UPDATE idempotency_keys SET state = 'done', status = ?, response = ? WHERE key = ?").run(status, answer, key)
    return { status, answer }
  }
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
    // A request for approval answers the approval as it is now (decided or expired meanwhile).
    const response = stored.status === 202 ? JSON.stringify(approvalJson(currentApproval(db, stored.response ?? ''))) : stored.response
    return new Response(response, { status: stored.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  }

  try {
    await c.get('pause')?.()
    const cents = centsFromMoney(body.amount)
    const threshold = approvalThreshold(backend)
    const apply = db.transaction((): { status: 200 | 202; answer: string } => {
      if (threshold !== null && cents >= threshold) {
        const approval = requestApproval(db, journal, { admin, customer, cents, comment: body.comment, ttlSeconds: options.approvalTtl })
        return keep(202, JSON.stringify(approvalJson(approval)))
      }
      const balance = creditCustomer(db, customer.id, cents, body.comment)
      journal.record({
        actor: admin,
        action: 'top_up',
        targetType: 'customer',
        targetUuid: customer.uuid,
        targetLabel: customer.email,
        changes: { amount: [null, moneyFromCents(cents)], balance: [moneyFromCents(balance.before), moneyFromCents(balance.after)] },
        comment: body.comment.trim(),
      })
      return keep(200, JSON.stringify(customerJson({ ...customer, balance_cents: balance.after })))
    })
    const { status, answer } = apply.immediate()
    return new Response(answer, { status, headers: { 'Content-Type': 'application/json' } })
  } catch (error) {
    db.prepare("DELETE FROM idempotency_keys WHERE key = ? AND state = 'pending'").run(key)
    throw error
  }
})
