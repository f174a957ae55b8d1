import type { Permission } from '../../contract/schemas/roles'
import type { PaletteCommand, PaletteSearchProvider } from '../lib/commands'
import type { ScreenDescriptor } from '../lib/feature-module'
import type { Access } from '../state/domain/permissions'

/** Whether the person has the permission a command or a screen names (none named: everyone; an unknown one: nobody). */
export function permits(access: Access, permission: Permission | undefined): boolean {
  return permission === undefined || access.can(permission)
}

/** Whether a screen is listed (sidebar, «Перейти: …») for this person. */
export function navShown(nav: NonNullable<ScreenDescriptor['nav']>, access: Access): boolean {
  return permits(access, nav.permission) && (!nav.rolesOnly || access.roles)
}

/**
 * Why this person may not open a section the sidebar leaves out for their role («Недоступно для роли
 * «Поддержка»»); undefined for a section they may open, or one this backend does not have.
 */
export function navUnavailable(nav: NonNullable<ScreenDescriptor['nav']>, access: Access): string | undefined {
  if (navShown(nav, access) || (nav.rolesOnly && !access.roles)) return undefined
  return nav.permission === undefined ? undefined : access.unavailable(nav.permission)
}

/** The commands this person may run: the palette offers only what the role may do. */
export function permittedCommands(commands: readonly PaletteCommand[], access: Access): PaletteCommand[] {
  return commands.filter((command) => permits(access, command.permission) && (!command.rolesOnly || access.roles))
}

/** Search providers whose found commands are filtered the same way. */
export function permittedProviders(providers: readonly PaletteSearchProvider[], access: Access): PaletteSearchProvider[] {
  return providers.map((provider) => ({
    id: provider.id,
    useCommands: (search) => {
      const found = provider.useCommands(search)
      return { ...found, commands: permittedCommands(found.commands, access) }
    },
  }))
}
