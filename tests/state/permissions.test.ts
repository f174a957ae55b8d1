import { describe, expect, test } from 'vitest'
import type { Profile } from '../../contract/schemas/auth'
import { rolePermissions } from '../../contract/schemas/roles'
import { accessOf } from '../../src/state/domain/permissions'

const profile = (fields: Partial<Profile>): Profile => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  email: 'finance@example.com',
  first_name: 'Марина',
  last_name: 'Белова',
  role: 'admin',
  last_login: null,
  ...fields,
})

describe('accessOf', () => {
  test('a profile without permissions is a backend without roles: everything allowed, nothing waits', () => {
    const access = accessOf(profile({ approval_threshold: '50000.00' }))
    expect(access.roles).toBe(false)
    expect(access.can('heatmap_models.set_active')).toBe(true)
    expect(access.unavailable('records.edit')).toBeUndefined()
    expect(access.approvalThreshold).toBeNull()
  })

  test('a role allows its permissions and names itself for the rest', () => {
    const access = accessOf(profile({ role: 'finance', permissions: [...rolePermissions.finance], approval_threshold: '50000.00' }))
    expect(access.roles).toBe(true)
    expect(access.roleName).toBe('Финансы')
    expect(access.can('top_ups.approve')).toBe(true)
    expect(access.can('records.edit')).toBe(false)
    expect(access.unavailable('records.edit')).toBe('Недоступно для роли «Финансы»')
    expect(access.approvalThreshold).toBe('50000.00')
  })

  test('before the profile arrives nothing is refused', () => {
    expect(accessOf(undefined).can('customers.top_up')).toBe(true)
  })
})
