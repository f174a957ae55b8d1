import { describe, expect, it } from 'vitest'
import { rolePermissions, type Permission } from '../../contract/schemas/roles'
import { navShown, navUnavailable, permits, permittedCommands, permittedProviders } from '../../src/app/access'
import { navScreens } from '../../src/app/screens'
import type { PaletteCommand } from '../../src/lib/commands'
import { accessOf } from '../../src/state/domain/permissions'

const person = (role: 'admin' | 'finance' | 'support') =>
  accessOf({
    uuid: '00000000-0000-4000-8000-000000000002',
    email: `${role}@example.com`,
    first_name: '',
    last_name: '',
    role,
    last_login: null,
    permissions: [...rolePermissions[role]],
    approval_threshold: '50000.00',
  })
const withoutRoles = accessOf(undefined)

const command = (id: string, fields: Partial<PaletteCommand> = {}): PaletteCommand => ({
  id,
  label: id,
  group: 'Действия',
  run: () => {},
  ...fields,
})
const titles = (access: ReturnType<typeof accessOf>) =>
  navScreens.filter((screen) => navShown(screen.nav, access)).map((screen) => screen.route.title)

describe('what a person is offered', () => {
  it('lists «Подтверждения» only with roles, and «Журнал» only to a role that may read it', () => {
    expect(titles(person('finance'))).toEqual(expect.arrayContaining(['Подтверждения', 'Журнал']))
    expect(titles(person('support'))).toContain('Подтверждения')
    expect(titles(person('support'))).not.toContain('Журнал')
    expect(titles(withoutRoles)).not.toContain('Подтверждения')
    expect(titles(withoutRoles)).toContain('Журнал')
  })

  it('leaves out the commands and found commands the role lacks', () => {
    const commands = [
      command('model', { permission: 'heatmap_models.set_active' }),
      command('report', { permission: 'reports.download' }),
      command('approve', { permission: 'top_ups.approve', rolesOnly: true }),
      command('theme'),
    ]
    expect(permittedCommands(commands, person('finance')).map((item) => item.id)).toEqual(['report', 'approve', 'theme'])
    expect(permittedCommands(commands, person('support')).map((item) => item.id)).toEqual(['theme'])
    expect(permittedCommands(commands, withoutRoles).map((item) => item.id)).toEqual(['model', 'report', 'theme'])
    const [provider] = permittedProviders([{ id: 'found', useCommands: () => ({ commands, loading: false }) }], person('support'))
    expect(provider?.useCommands('x').commands.map((item) => item.id)).toEqual(['theme'])
  })

  it('says why a role may not open a section left out of its sidebar, and nothing of a section this backend lacks', () => {
    const unavailable = (access: ReturnType<typeof accessOf>) =>
      navScreens.flatMap((screen) => {
        const why = navUnavailable(screen.nav, access)
        return why === undefined ? [] : [[screen.route.title, why]]
      })
    expect(unavailable(person('support'))).toEqual([['Журнал', 'Недоступно для роли «Поддержка»']])
    expect(unavailable(person('finance'))).toEqual([])
    expect(unavailable(withoutRoles)).toEqual([])
  })
})

describe('a permission the console does not know', () => {
  // Past the types (a name from data, a cast): what a typo in a command's or a screen's permission would be.
  const typo = 'records.edt' as string as Permission

  it('is nobody’s: the command, the screen and the control are refused to every role, and without roles', () => {
    const commands = [command('typo', { permission: typo }), command('edit', { permission: 'records.edit' })]
    for (const access of [person('admin'), person('support'), withoutRoles]) {
      expect(permits(access, typo)).toBe(false)
      expect(access.can(typo)).toBe(false)
      expect(permittedCommands(commands, access).map((item) => item.id)).not.toContain('typo')
      expect(navShown({ href: '/typo', shortcut: 'g t', keywords: [], permission: typo }, access)).toBe(false)
    }
  })

  it('leaves a known permission allowed by role', () => {
    expect(permits(person('support'), 'records.edit')).toBe(true)
    expect(permits(person('finance'), 'records.edit')).toBe(false)
    expect(permits(withoutRoles, 'records.edit')).toBe(true)
  })
})
