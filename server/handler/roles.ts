import { randomUUID } from 'node:crypto'
import { rolePermissions, type Permission, type StaffRole } from '../../contract/schemas/roles'
import { hashPassword } from '../auth/passwords'
import type { AdminRow } from '../auth/tokens'
import { forbidden } from '../core/errors'
import type { Db } from '../db/open'
import type { Backend } from './context'

/** A role's name in the server's 403 detail. */
const roleNames: Record<StaffRole, string> = { admin: 'Администратор', finance: 'Финансы', support: 'Поддержка' }

/** What a permission lets one do, in Russian (the server's 403 detail names it). */
const permissionActions: Record<Permission, string> = {
  'customers.top_up': 'пополнять баланс',
  'customers.issue_otp': 'выдавать одноразовые коды',
  'top_ups.approve': 'подтверждать пополнения',
  'records.edit': 'создавать, изменять и удалять нормы, запросы и кабинеты',
  'heatmap_models.set_active': 'менять активную модель',
  'reports.download': 'скачивать отчёты',
  'audit_log.read': 'читать журнал',
  'operations.reverse': 'сторнировать пополнения',
}

/** The staff seeded besides the admin of ADMIN_EMAIL, one a role (README lists them). */
export const staffAccounts = [
  { email: 'finance@example.com', password: 'finance12345', role: 'finance', firstName: 'Марина', lastName: 'Белова' },
  { email: 'support@example.com', password: 'support12345', role: 'support', firstName: 'Олег', lastName: 'Кузнецов' },
] as const satisfies readonly { email: string; password: string; role: StaffRole; firstName: string; lastName: string }[]

/** Creates the staff accounts a database lacks (their passwords are the seeded ones). */
export async function ensureStaff(db: Db): Promise<void> {
  for (const account of staffAccounts) {
    if (db.prepare('SELECT 1 FROM admins WHERE email = ?').get(account.email)) continue
    db.prepare('INSERT INTO admins (uuid, email, password_hash, first_name, last_name, role) VALUES (?, ?, ?, ?, ?, ?)').run(
      randomUUID(),
      account.email,
      await hashPassword(account.password),
      account.firstName,
      account.lastName,
      account.role,
    )
  }
}

/** Whether this server has roles (a test control turns them off to act as a backend without them). */
export const rolesEnabled = (backend: Backend): boolean => !backend.controls?.withoutRoles

/** Kopecks from which a top-up waits for approval; null when none does (roles off, or APPROVAL_THRESHOLD=0). */
export function approvalThreshold(backend: Backend): number | null {
  const rubles = backend.options.approvalThreshold
  return rolesEnabled(backend) && rubles > 0 ? rubles * 100 : null
}

/** A 403 permission_denied unless the admin's role has the permission. */
export function requirePermission(admin: AdminRow, permission: Permission | undefined): void {
  if (permission === undefined || rolePermissions[admin.role].includes(permission)) return
  throw forbidden(`Роль «${roleNames[admin.role]}» не может ${permissionActions[permission]}.`, 'permission_denied')
}
