import { randomUUID } from 'node:crypto'
import { RefreshBody, SignInBody, type Profile } from '../../src/api/schemas/auth'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { normalisedEmail } from '../auth/throttle'
import type { AdminRow } from '../auth/tokens'
import type { App, Backend } from '../context'
import type { Db } from '../db/open'
import { isoFromEpoch, nowEpoch } from '../format'
import { readBody } from '../http/body'
import { clientAddress } from '../http/client-address'
import { unauthorized } from '../http/errors'

interface AdminWithHash extends AdminRow {
  password_hash: string
}

/** A hash no password matches, checked when the e-mail is unknown so both cases take as long. */
let decoyHash: Promise<string> | undefined

/** The admin of ADMIN_EMAIL / ADMIN_PASSWORD: created on first start, password updated when it changed. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const existing = db.prepare('SELECT password_hash FROM admins WHERE email = ?').get(email) as { password_hash: string } | undefined
  if (existing && (await verifyPassword(password, existing.password_hash))) return
  const hash = await hashPassword(password)
  if (existing) {
    db.prepare('UPDATE admins SET password_hash = ? WHERE email = ?').run(hash, email)
  } else {
    db.prepare('INSERT INTO admins (uuid, email, password_hash, first_name, last_name) VALUES (?, ?, ?, ?, ?)').run(
      randomUUID(),
      email,
      hash,
      'Анна',
      'Соколова',
    )
  }
}

export function profileJson(admin: AdminRow): Profile {
  return {
    uuid: admin.uuid,
    email: admin.email,
    first_name: admin.first_name,
    last_name: admin.last_name,
    role: 'admin',
    last_login: admin.last_login === null ? null : isoFromEpoch(admin.last_login),
  }
}

export function authRoutes(app: App, { db, tokens, journal, signInThrottle, refreshThrottle, options }: Backend): void {
  // Made now, so that the first unknown e-mail takes no longer than a known one.
  decoyHash ??= hashPassword(randomUUID())
  const decoy = decoyHash

  /**
   * Sign-in, throttled per account and per address (see SignInThrottle); every success, failure
   * and refusal is journaled, a failure without the password. A throttled call answers 429
   * without checking the password, known account or not; otherwise an unknown e-mail is checked
   * against a decoy hash so that it takes as long as a known one.
   */
  app.post('/v1/admin/auth/signin/', async (c) => {
    const body = await readBody(c, SignInBody)
    const address = clientAddress(c, options.trustProxy)
    const admin = db
      .prepare('SELECT id, uuid, email, first_name, last_name, last_login, password_hash FROM admins WHERE email = ?')
      .get(body.email) as AdminWithHash | undefined
    const typed = normalisedEmail(body.email)
    const attempt = (action: 'sign_in' | 'sign_in_failed' | 'sign_in_throttled') => ({
      actor: { uuid: admin?.uuid ?? null, email: admin?.email ?? typed },
      action,
      targetType: 'admin' as const,
      targetUuid: admin?.uuid ?? null,
      targetLabel: admin?.email ?? typed,
    })
    try {
      signInThrottle.attempt(typed, address)
    } catch (error) {
      journal.record(attempt('sign_in_throttled'))
      throw error
    }
    const matches = await verifyPassword(body.password, admin?.password_hash ?? (await decoy))
    if (!admin || !matches) {
      journal.record(attempt('sign_in_failed'))
      throw unauthorized('Неверная электронная почта или пароль.', 'invalid_credentials')
    }
    signInThrottle.succeeded(typed, address)
    db.transaction(() => {
      db.prepare('UPDATE admins SET last_login = ? WHERE id = ?').run(nowEpoch(), admin.id)
      journal.record(attempt('sign_in'))
    })()
    return c.json(await tokens.issue(admin))
  })

  /** Refresh, throttled per address (before the token is read) and per token family. */
  app.post('/v1/admin/auth/refresh/', async (c) => {
    const body = await readBody(c, RefreshBody)
    refreshThrottle.fromAddress(clientAddress(c, options.trustProxy))
    return c.json(await tokens.rotate(body.refresh, (family) => refreshThrottle.ofFamily(family)))
  })

  app.get('/v1/admin/profile/', (c) => c.json(profileJson(c.get('admin'))))
}
