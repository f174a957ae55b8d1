import { randomUUID } from 'node:crypto'
import { RefreshBody, SignInBody, type Profile } from '../../src/api/schemas/auth'
import { hashPassword, verifyPassword } from '../auth/passwords'
import type { AdminRow } from '../auth/tokens'
import type { App, Backend } from '../context'
import type { Db } from '../db/open'
import { isoFromEpoch, nowEpoch } from '../format'
import { readBody } from '../http/body'
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

export function authRoutes(app: App, { db, tokens }: Backend): void {
  app.post('/v1/admin/auth/signin/', async (c) => {
    const body = await readBody(c, SignInBody)
    const admin = db
      .prepare('SELECT id, uuid, email, first_name, last_name, last_login, password_hash FROM admins WHERE email = ?')
      .get(body.email) as AdminWithHash | undefined
    decoyHash ??= hashPassword(randomUUID())
    const matches = await verifyPassword(body.password, admin?.password_hash ?? (await decoyHash))
    if (!admin || !matches) throw unauthorized('Неверная электронная почта или пароль.', 'invalid_credentials')
    db.prepare('UPDATE admins SET last_login = ? WHERE id = ?').run(nowEpoch(), admin.id)
    return c.json(await tokens.issue(admin))
  })

  app.post('/v1/admin/auth/refresh/', async (c) => {
    const body = await readBody(c, RefreshBody)
    return c.json(await tokens.rotate(body.refresh))
  })

  app.get('/v1/admin/profile/', (c) => c.json(profileJson(c.get('admin'))))
}
