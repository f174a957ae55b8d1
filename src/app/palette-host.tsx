import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { CommandContext, PaletteCommand, PaletteSearchProvider } from '../lib/commands'
import { withDrawer } from '../lib/drawers'
import { paths } from '../lib/paths'
import { CommandPalette } from '../palette/command-palette'
import { ShortcutSheet } from '../palette/shortcut-sheet'
import { useCommandShortcuts } from '../palette/use-command-shortcuts'
import { paletteOpenAtom, shortcutSheetOpenAtom, singleKeyShortcutsAtom } from '../state/palette'
import { signOutAtom } from '../state/session'
import { themePreferenceAtom } from '../state/theme'
import { navigationCommands } from './navigation-commands'

/** The palette, the shortcut sheet and the global shortcuts, with every command app/ composes. */
export function PaletteHost({ searchProviders }: { searchProviders: readonly PaletteSearchProvider[] }) {
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const [paletteOpen, setPaletteOpen] = useAtom(paletteOpenAtom)
  const [sheetOpen, setSheetOpen] = useAtom(shortcutSheetOpenAtom)
  const singleKeys = useAtomValue(singleKeyShortcutsAtom)
  const setTheme = useSetAtom(themePreferenceAtom)
  const signOut = useSetAtom(signOutAtom)

  const context = useMemo<CommandContext>(
    () => ({
      navigate: (to) => void navigate(to),
      openDrawer: (id, params) => setSearchParams(withDrawer(searchParams, id, params)),
    }),
    [navigate, searchParams, setSearchParams],
  )

  const commands = useMemo<PaletteCommand[]>(
    () => [
      ...navigationCommands,
      { id: 'theme:light', label: 'Тема: светлая', group: 'Настройки', run: () => setTheme('light') },
      { id: 'theme:dark', label: 'Тема: тёмная', group: 'Настройки', run: () => setTheme('dark') },
      { id: 'theme:system', label: 'Тема: как в системе', group: 'Настройки', run: () => setTheme('system') },
      { id: 'shortcuts', label: 'Сочетания клавиш', group: 'Настройки', run: () => setSheetOpen(true) },
      {
        id: 'sign-out',
        label: 'Выйти',
        group: 'Настройки',
        keywords: ['logout', 'выход'],
        run: (commandContext) => {
          signOut()
          commandContext.navigate(paths.signIn.getHref())
        },
      },
    ],
    [setTheme, setSheetOpen, signOut],
  )

  const openPalette = useCallback(() => setPaletteOpen(true), [setPaletteOpen])
  const openSheet = useCallback(() => setSheetOpen(true), [setSheetOpen])
  useCommandShortcuts({ commands, context, singleKeys, onOpenPalette: openPalette, onOpenSheet: openSheet })

  return (
    <>
      <CommandPalette
        commands={commands}
        searchProviders={searchProviders}
        context={context}
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
      />
      <ShortcutSheet commands={commands} open={sheetOpen} onOpenChange={setSheetOpen} />
    </>
  )
}
