import { array, enums, nullable, optional, type Infer } from 'superstruct'
import { money } from './common'

/**
 * Staff roles and permissions: an extension of the contract that the reference server offers. A
 * profile without `permissions` is a backend without roles: one admin who may do everything.
 */
export const staffRoles = ['admin', 'finance', 'support'] as const
export const StaffRole = enums(staffRoles)
export type StaffRole = Infer<typeof StaffRole>

/** `records.edit`: create, edit and delete of benchmarks, client requests and client accounts. */
export const permissions = [
  'customers.top_up',
  'customers.issue_otp',
  'top_ups.approve',
  'records.edit',
  'heatmap_models.set_active',
  'reports.download',
  'audit_log.read',
  'operations.reverse',
] as const
export const Permission = enums(permissions)
export type Permission = Infer<typeof Permission>

/** What each role may do (the server's, and what the console says a role lacks). */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  finance: ['customers.top_up', 'top_ups.approve', 'reports.download', 'audit_log.read', 'operations.reverse'],
  support: ['customers.top_up', 'customers.issue_otp', 'records.edit'],
}

/** The profile's fields of the extension; both absent on a backend without roles. */
export const profileRoleFields = {
  permissions: optional(array(Permission)),
  /** A top-up of this many rubles or more waits for a second person; null: none does. */
  approval_threshold: optional(nullable(money)),
}

/** Whether a name is one of the permissions: the console's types name no other, and at run time an unknown one is nobody's. */
export function isPermission(name: string): name is Permission {
  return (permissions as readonly string[]).includes(name)
}
