import { useMemo } from 'react'
import type { Profile } from '../../../contract/schemas/auth'
import { isPermission, type Permission, type StaffRole } from '../../../contract/schemas/roles'
import { roleNames } from '../../api/labels'
import { useProfile } from './profile'

/** What the signed-in person may do, from their profile. */
export interface Access {
  /** The backend has roles (its profile lists permissions); without, one admin may do everything and nothing waits for approval. */
  roles: boolean
  role: StaffRole
  /** «Администратор», «Финансы», «Поддержка». */
  roleName: string
  uuid: string
  /** A top-up of this many rubles or more waits for another person; null: none does. */
  approvalThreshold: string | null
  /** Whether the role has it; a name the console does not know (a typo past the types) is nobody's. */
  can(permission: Permission): boolean
  /** «Недоступно для роли «Поддержка»» when the role lacks the permission; undefined when it has it. */
  unavailable(permission: Permission): string | undefined
}

/** The access a profile gives; no profile yet or no `permissions` field: every known permission allowed. */
export function accessOf(profile: Profile | undefined): Access {
  const role = profile?.role ?? 'admin'
  const granted = profile?.permissions
  const roleName = roleNames[role]
  const can = (permission: Permission) => isPermission(permission) && (granted === undefined || granted.includes(permission))
  return {
    roles: granted !== undefined,
    role,
    roleName,
    uuid: profile?.uuid ?? '',
    approvalThreshold: granted === undefined ? null : (profile?.approval_threshold ?? null),
    can,
    unavailable: (permission) => (can(permission) ? undefined : `Недоступно для роли «${roleName}»`),
  }
}

/** The signed-in person's access (the one place the console reads permissions from); the same object while the profile is. */
export function useAccess(): Access {
  const profile = useProfile().data
  return useMemo(() => accessOf(profile), [profile])
}

/** Whether the person may do it, and what an unavailable control says when not. */
export function usePermission(permission: Permission): { allowed: boolean; unavailable: string | undefined } {
  const access = useAccess()
  return { allowed: access.can(permission), unavailable: access.unavailable(permission) }
}
