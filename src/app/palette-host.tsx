import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { matchPath, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { CommandContext, CommandSubject, PaletteCommand, PalettePage, PaletteSearchProvider } from '../lib/commands'
import { withDrawer } from '../lib/drawers'
import { paths } from '../lib/paths'
import { useCommandShortcuts } from '../palette/use-command-shortcuts'
import { useReturnFocus } from '../palette/use-return-focus'
import { paletteOpenAtom, palettePagesAtom, shortcutSheetOpenAtom, singleKeyShortcutsAtom } from '../state/palette'
import { signOutAtom } from '../state/session'
import { themePreferenceAtom } from '../state/theme'
import { featureCommands, navigationCommands, screens } from './screens'

// The palette (cmdk) and the sheet load apart from the shell: fetched when the browser is idle,
// so that the first Ctrl+K finds them ready without the shell's first paint paying for them.
const loadPalette = () => import('../palette/command-palette')
const loadSheet = () => import('../palette/shortcut-sheet')
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })))
const ShortcutSheet = lazy(() => loadSheet().then((module) => ({ default: module.ShortcutSheet })))

function usePrefetchPaletteWhenIdle(): void {
  useEffect(() => {
    const prefetch = () => {
      void loadPalette()
      void loadSheet()
    }
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch)
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(prefetch, 200)
    return () => clearTimeout(timer)
  }, [])
}

/** Mounted from the first time it opens on, so that it can animate out and return focus when it closes. */
function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open)
  if (open && !mounted) setMounted(true)
  return mounted
}

/** The record the current route shows, for screens that declare one (a customer's page). */
function routeSubject(pathname: string): CommandSubject | undefined {
  for (const { route, subject } of screens) {
    if (!subject) continue
    const id = matchPath(route.path, pathname)?.params[subject.param]
    if (id) return { type: subject.type, id }
  }
  return undefined
}

/** The palette, the shortcut sheet and the global shortcuts, with every command app/ composes. */
export function PaletteHost({ searchProviders }: { searchProviders: readonly PaletteSearchProvider[] }) {
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const [paletteOpen, setPaletteOpen] = useAtom(paletteOpenAtom)
  const [sheetOpen, setSheetOpen] = useAtom(shortcutSheetOpenAtom)
  const singleKeys = useAtomValue(singleKeyShortcutsAtom)
  const setTheme = useSetAtom(themePreferenceAtom)
  const signOut = useSetAtom(signOutAtom)
  const setPages = useSetAtom(palettePagesAtom)
  const { pathname } = useLocation()
  const subject = routeSubject(pathname)
  const subjectType = subject?.type
  const subjectId = subject?.id

  const context = useMemo<CommandContext>(
    () => ({
      navigate: (to) => void navigate(to),
      openDrawer: (id, params) => setSearchParams(withDrawer(searchParams, id, params)),
      openPage: (page: PalettePage) => {
        setPages((stack) => [...stack, page])
        setPaletteOpen(true)
      },
      subject: subjectType && subjectId ? { type: subjectType, id: subjectId } : undefined,
    }),
    [navigate, searchParams, setSearchParams, setPages, setPaletteOpen, subjectType, subjectId],
  )

  const commands = useMemo<PaletteCommand[]>(
    () => [
      ...navigationCommands,
      ...featureCommands,
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

  usePrefetchPaletteWhenIdle()
  useReturnFocus(paletteOpen)
  const paletteMounted = useMountedOnceOpen(paletteOpen)
  const sheetMounted = useMountedOnceOpen(sheetOpen)

  const openPalette = useCallback(() => setPaletteOpen(true), [setPaletteOpen])
  const openSheet = useCallback(() => setSheetOpen(true), [setSheetOpen])
  useCommandShortcuts({ commands, context, singleKeys, onOpenPalette: openPalette, onOpenSheet: openSheet })

  return (
    <Suspense fallback={null}>
      {paletteMounted && (
        <CommandPalette
          commands={commands}
          searchProviders={searchProviders}
          context={context}
          open={paletteOpen}
          onOpenChange={setPaletteOpen}
        />
      )}
      {sheetMounted && <ShortcutSheet commands={commands} open={sheetOpen} onOpenChange={setSheetOpen} />}
    </Suspense>
  )
}
