import { randomBytes, randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { StaffRole } from '../../contract/schemas/roles'
import { unauthorized } from '../core/errors'
import { nowEpoch } from '../core/format'
import { readSetting, writeSetting, type Db } from '../db/open'
import { statement } from '../db/statements'

export interface TokenPairAnswer {
  access: string
  refresh: string
}

export interface AdminRow {
  id: number
  uuid: string
  email: string
  first_name: string
  last_name: string
  last_login: number | null
  role: StaffRole
}

type TokenKind = 'access' | 'refresh'

/** How many checked access tokens are remembered (a few per admin signed in). */
const verifiedAccessKept = 1000

export interface TokenLifetimes {
  access: number
  refresh: number
  /** Seconds a spent refresh token still answers the pair it was spent for (0: never); see rotate(). */
  reuseGrace: number
}

/** A rotation's answer, kept for the reuse grace. */
interface Rotation {
  issued: Promise<{ pair: TokenPairAnswer; refreshJti: string }>
  spentAt: number
}

/**
 * JWTs (HS256): short-lived access tokens and rotating refresh tokens. Every refresh token is
 * recorded by its `jti`; it works once, and a spent, revoked or unknown one answers 401
 * `token_not_valid`, as a rotating, blacklisting backend does (within the reuse grace, see rotate()).
 */
export class TokenService {
  private readonly secret: Uint8Array
  private readonly verifiedAccess = new Map<string, { subject: string; jti: string; expiresAt: number }>()
  /** Rotations of the last `reuseGrace` seconds, by the spent token's jti. */
  private readonly rotations = new Map<string, Rotation>()

  constructor(
    private readonly db: Db,
    private readonly lifetimes: TokenLifetimes,
    secret?: string,
  ) {
    this.secret = new TextEncoder().encode(secret || TokenService.storedSecret(db))
  }

  /** The secret kept in the database, made on first use. */
  private static storedSecret(db: Db): string {
    const stored = readSetting(db, 'jwt_secret')
    if (stored) return stored
    const made = randomBytes(32).toString('base64url')
    writeSetting(db, 'jwt_secret', made)
    return made
  }

  private sign(kind: TokenKind, admin: AdminRow, jti: string, expiresAt: number, family?: string): Promise<string> {
    return new SignJWT(family === undefined ? { token_type: kind } : { token_type: kind, family })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(admin.uuid)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.secret)
  }

  /**
   * A new pair for `admin`; its refresh token is recorded as unspent. `family` names the chain of
   * refresh tokens a sign-in starts (its first token's jti), carried through every rotation.
   */
  async issue(admin: AdminRow, family?: string): Promise<TokenPairAnswer> {
    return (await this.issueRecorded(admin, family)).pair
  }

  private async issueRecorded(admin: AdminRow, family?: string): Promise<{ pair: TokenPairAnswer; refreshJti: string }> {
    const now = nowEpoch()
    const refreshJti = randomUUID()
    const refreshExpiresAt = now + this.lifetimes.refresh
    const [access, refresh] = await Promise.all([
      this.sign('access', admin, randomUUID(), now + this.lifetimes.access),
      this.sign('refresh', admin, refreshJti, refreshExpiresAt, family ?? refreshJti),
    ])
    this.db.prepare('INSERT INTO refresh_tokens (jti, admin_id, expires_at) VALUES (?, ?, ?)').run(refreshJti, admin.id, refreshExpiresAt)
    this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(now - 86_400)
    return { pair: { access, refresh }, refreshJti }
  }

  /**
   * The claims of a valid token of this kind, or a 401 token_not_valid. Access tokens are checked
   * once and remembered until they expire (nothing revokes one): every call carries one, and its
   * signature check would otherwise cost more than most calls.
   */
  private async verify(token: string, kind: TokenKind): Promise<{ subject: string; jti: string; family?: string }> {
    const known = kind === 'access' ? this.verifiedAccess.get(token) : undefined
    if (known && known.expiresAt > nowEpoch()) return known
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] })
      if (
        payload.token_type !== kind ||
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw unauthorized('Токен недействителен.')
      }
      const family = typeof payload.family === 'string' ? payload.family : undefined
      const claims = { subject: payload.sub, jti: payload.jti, expiresAt: payload.exp, family }
      if (kind === 'access') {
        if (this.verifiedAccess.size >= verifiedAccessKept) this.verifiedAccess.delete(this.verifiedAccess.keys().next().value ?? '')
        this.verifiedAccess.set(token, claims)
      }
      return claims
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('Срок действия токена истёк.')
      if (error instanceof errors.JOSEError) throw unauthorized('Токен недействителен.')
      throw error
    }
  }

  private adminByUuid(uuid: string): AdminRow {
    const admin = statement(this.db, 'SELECT id, uuid, email, first_name, last_name, last_login, role FROM admins WHERE uuid = ?').get(
      uuid,
    ) as AdminRow | undefined
    if (!admin) throw unauthorized('Пользователь не найден.')
    return admin
  }

  /** The admin a bearer access token belongs to. */
  async authenticate(header: string | undefined): Promise<AdminRow> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
    if (!match?.[1]) throw unauthorized('Учётные данные не были предоставлены.')
    const { subject } = await this.verify(match[1], 'access')
    return this.adminByUuid(subject)
  }

  /**
   * Spends a refresh token and answers a new pair of the same family. `admit` sees the family of a
   * valid token first, and may refuse (throttling). A second use of the same token is refused, except
   * within the reuse grace while the pair it was spent for is still unspent: then it answers that same
   * pair again. The client whose page went away while the answer was on its way (a reload mid-refresh)
   * asks again and carries on; nothing new is issued, so the chain never forks.
   */
  async rotate(refreshToken: string, admit: (family: string) => void): Promise<TokenPairAnswer> {
    const { subject, jti, family = jti } = await this.verify(refreshToken, 'refresh')
    admit(family)
    const now = nowEpoch()
    this.forgetRotationsBefore(now - this.lifetimes.reuseGrace)
    const spent = this.db
      .prepare('UPDATE refresh_tokens SET used_at = ? WHERE jti = ? AND used_at IS NULL AND revoked_at IS NULL')
      .run(now, jti)
    if (spent.changes !== 1) return this.answeredAgain(jti)
    const issued = this.issueRecorded(this.adminByUuid(subject), family)
    // Kept from the moment the token is spent: a second use may arrive while the pair is being signed.
    if (this.lifetimes.reuseGrace > 0) this.rotations.set(jti, { issued, spentAt: now })
    return (await issued).pair
  }

  /** The pair `jti` was spent for, while the grace lasts and that pair's refresh token is unspent and unrevoked. */
  private async answeredAgain(jti: string): Promise<TokenPairAnswer> {
    const rotation = this.rotations.get(jti)
    const { pair, refreshJti } = (await rotation?.issued.catch(() => undefined)) ?? {}
    const successorUnspent =
      refreshJti !== undefined &&
      statement(this.db, 'SELECT 1 FROM refresh_tokens WHERE jti = ? AND used_at IS NULL AND revoked_at IS NULL').get(refreshJti) !==
        undefined
    if (!pair || !successorUnspent) throw unauthorized('Токен уже использован или отозван.')
    return pair
  }

  private forgetRotationsBefore(epoch: number): void {
    // Kept in the order they were made: the oldest come first.
    for (const [jti, rotation] of this.rotations) {
      if (rotation.spentAt >= epoch) break
      this.rotations.delete(jti)
    }
  }

  /** Turns the reuse grace off, or back to `seconds` (a test control: a strictly rotating backend). */
  setReuseGrace(seconds: number): void {
    this.lifetimes.reuseGrace = seconds
    if (seconds === 0) this.rotations.clear()
  }

  /** Revokes every refresh token not yet spent (a test control). */
  revokeAll(): number {
    return this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE revoked_at IS NULL').run(nowEpoch()).changes
  }
}
