import { randomUUID } from 'node:crypto'
import { authEndpoints } from '../../contract/endpoints/auth'
import type { Profile } from '../../contract/schemas/auth'
import { rolePermissions } from '../../contract/schemas/roles'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { normalisedEmail } from '../auth/throttle'
import type { AdminRow } from '../auth/tokens'
import { unauthorized } from '../core/errors'
import { isoFromEpoch, moneyFromCents, nowEpoch } from '../core/format'
import type { Db } from '../db/open'
import type { Backend } from '../handler/context'
import { defineEndpoint } from '../handler/endpoint'
import { approvalThreshold, rolesEnabled } from '../handler/roles'
import { clientAddress } from '../http/client-address'

interface AdminWithHash extends AdminRow {
  password_hash: string
}

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

/** The profile; with roles, the role's permissions and the approval threshold (without, the contract's single admin). */
export function profileJson(admin: AdminRow, backend: Backend): Profile {
  const profile: Profile = {
    uuid: admin.uuid,
    email: admin.email,
    first_name: admin.first_name,
    last_name: admin.last_name,
    role: rolesEnabled(backend) ? admin.role : 'admin',
    last_login: admin.last_login === null ? null : isoFromEpoch(admin.last_login),
  }
  if (!rolesEnabled(backend)) return profile
  const threshold = approvalThreshold(backend)
  return {
    ...profile,
    permissions: [...rolePermissions[admin.role]],
    approval_threshold: threshold === null ? null : moneyFromCents(threshold),
  }
}

/**
 * A hash no password matches, checked when the e-mail is unknown so both cases take as long;
 * made when the server loads, so that the first unknown e-mail takes no longer than a known one.
 */
const decoyHash = hashPassword(randomUUID())

/**
 * Sign-in, throttled per account and per address (see SignInThrottle); every success, failure
 * and refusal is journaled, a failure without the password. A throttled call answers 429
 * without checking the password, known account or not; otherwise an unknown e-mail is checked
 * against a decoy hash so that it takes as long as a known one.
 */
const signIn = defineEndpoint(
  authEndpoints.signIn,
  async ({ c, backend: { db, tokens, journal, signInThrottle, options }, body: readBody }) => {
    const body = await readBody()
    const address = clientAddress(c, options.trustProxy)
    const admin = db
      .prepare('SELECT id, uuid, email, first_name, last_name, last_login, role, password_hash FROM admins WHERE email = ?')
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
    const matches = await verifyPassword(body.password, admin?.password_hash ?? (await decoyHash))
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
  },
)

/** Refresh, throttled per address (before the token is read) and per token family. */
const refresh = defineEndpoint(authEndpoints.refresh, async ({ c, backend: { tokens, refreshThrottle, options }, body: readBody }) => {
  const body = await readBody()
  refreshThrottle.fromAddress(clientAddress(c, options.trustProxy))
  return c.json(await tokens.rotate(body.refresh, (family) => refreshThrottle.ofFamily(family)))
})

const profile = defineEndpoint(authEndpoints.profile, ({ c, backend }) => c.json(profileJson(c.get('admin'), backend)))

export const authRoutes = [signIn, refresh, profile]
