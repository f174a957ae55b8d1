import { isPermission } from '../../contract/schemas/roles'
import type { PaletteCommand, PaletteSearchProvider } from '../lib/commands'
import type { ScreenDescriptor } from '../lib/feature-module'
import type { Access } from '../state/domain/permissions'

/** Whether the person has a permission named in lib/ data (none named: everyone). */
export function permits(access: Access, permission: string | undefined): boolean {
  return permission === undefined || !isPermission(permission) || access.can(permission)
}

/** Whether a screen is listed (sidebar, «Перейти: …») for this person. */
export function navShown(nav: NonNullable<ScreenDescriptor['nav']>, access: Access): boolean {
  return permits(access, nav.permission) && (!nav.rolesOnly || access.roles)
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
