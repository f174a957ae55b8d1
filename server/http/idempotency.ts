import type { Context } from 'hono'
import type { AppEnv } from '../auth/app-env'
import { ApiError, conflict, unprocessable } from '../core/errors'
import { nowEpoch } from '../core/format'
import type { ValidationIssue } from '../core/validation'
import type { Db } from '../db/open'

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/** The Idempotency-Key header and the body of a call, with every problem of both in one 422. */
export async function readKeyedBody<Body>(c: Context<AppEnv>, readBody: () => Promise<Body>): Promise<{ key: string; body: Body }> {
  const issues: ValidationIssue[] = []
  const key = c.req.header('idempotency-key')?.trim() ?? ''
  if (key === '') issues.push({ loc: ['header', 'idempotency-key'], msg: 'Обязательный заголовок', type: 'missing' })
  else if (!uuidPattern.test(key)) issues.push({ loc: ['header', 'idempotency-key'], msg: 'Неверный UUID', type: 'value_error.uuid' })
  let body: Body | undefined
  try {
    body = await readBody()
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error
    const parsed = error.body as { detail: ValidationIssue[] }
    issues.push(...parsed.detail)
  }
  if (issues.length > 0 || body === undefined) throw unprocessable(issues)
  return { key: key.toLowerCase(), body }
}

interface StoredKey {
  fingerprint: string
  state: 'pending' | 'done'
  status: number | null
  response: string | null
}

/** An answer kept under a key. */
export interface KeptAnswer {
  status: number
  answer: string
}

const idempotencyKeyLifetime = 86_400

const json = ({ status, answer }: KeptAnswer) => new Response(answer, { status, headers: { 'Content-Type': 'application/json' } })

/**
 * A call made once per Idempotency-Key. The key is claimed ('pending') in one transaction; `run` makes
 * the change in a second one, calling `keep` there to store its answer ('done'). The same key and
 * fingerprint answer the stored answer again (through `replay`: a request for approval answers the
 * approval as it is now), another fingerprint 422, a call while the first still runs 409; a failed
 * call frees its key.
 */
export async function onceByKey(
  c: Context<AppEnv>,
  db: Db,
  call: {
    key: string
    fingerprint: string
    replay: (kept: KeptAnswer) => KeptAnswer
    run: (keep: (kept: KeptAnswer) => KeptAnswer) => KeptAnswer
  },
): Promise<Response> {
  const { key, fingerprint } = call
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
    return json(call.replay({ status: stored.status ?? 200, answer: stored.response ?? '' }))
  }
  const keep = (kept: KeptAnswer) => {
    db.prepare("UPDATE idempotency_keys SET state = 'done', status = ?, response = ? WHERE key = ?").run(kept.status, kept.answer, key)
    return kept
  }
  try {
    await c.get('pause')?.()
    return json(db.transaction(() => call.run(keep)).immediate())
  } catch (error) {
    db.prepare("DELETE FROM idempotency_keys WHERE key = ? AND state = 'pending'").run(key)
    throw error
  }
}
