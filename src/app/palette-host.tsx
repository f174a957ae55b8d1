import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { matchPath, useLocation, useNavigate } from 'react-router-dom'
import { useLatest } from '../hooks/use-latest'
import type { CommandContext, CommandSubject, PaletteCommand, PalettePage } from '../lib/commands'
import type { FeaturePalette } from '../lib/feature-module'
import { notify } from '../lib/notices'
import { paths } from '../lib/paths'
import { expectPalette, paletteAwaited } from '../palette/held-keys'
import { useCommandShortcuts } from '../palette/use-command-shortcuts'
import { useAccess, type Access } from '../state/domain/permissions'
import { undoWindowChoices, undoWindowLabel, undoWindowMsAtom, useWaitingDeletions } from '../state/lists/deferred-deletion'
import { listQueryProvider } from '../state/lists/query-command'
import { useSavedViewCommands } from '../state/lists/saved-views'
import { useSelectionCommands } from '../state/lists/selection-commands'
import { signOutAtom } from '../state/session/session'
import { themePreferenceAtom } from '../state/session/theme'
import { paletteOpenAtom, palettePagesAtom, shortcutSheetOpenAtom, singleKeyShortcutsAtom } from '../state/shell/palette'
import { useForgetGoneRecords } from '../state/shell/palette-memory'
import { useOpenDrawer } from '../state/shell/use-open-drawer'
import { useReturnFocus } from '../ui/use-return-focus'
import { useWhenIdle } from '../ui/use-when-idle'
import { navShown, navUnavailable, permittedCommands, permittedProviders } from './access'
import { loadFeaturePalettes, navigationCommand, navScreens, screens, type NavScreen } from './screens'

// The palette (cmdk), the sheet and the features' palette data load apart from the shell: fetched
// when the browser is idle, so that the first Ctrl+K finds them ready without the shell's first
// paint paying for them.
const loadPalette = () => import('../palette/command-palette')
const loadSheet = () => import('../palette/shortcut-sheet')
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })))
const ShortcutSheet = lazy(() => loadSheet().then((module) => ({ default: module.ShortcutSheet })))

function prefetchPaletteViews(): void {
  void loadPalette()
  void loadSheet()
}

/** The features' palette data: fetched when the browser is idle, or at once when `needed` (the palette or the sheet opens). */
function useFeaturePalettes(needed: boolean): Required<FeaturePalette> | undefined {
  const [palettes, setPalettes] = useState<Required<FeaturePalette>>()
  const [failure, setFailure] = useState<{ error: unknown }>()
  const [idle, setIdle] = useState(false)
  useWhenIdle(useCallback(() => setIdle(true), []))
  const wanted = idle || needed
  useEffect(() => {
    if (!wanted || palettes) return
    let current = true
    loadFeaturePalettes().then(
      (loaded) => {
        if (current) setPalettes(loaded)
      },
      (error: unknown) => {
        // Fetched ahead of need, a failure waits for the palette to open, which fetches again.
        if (current && needed) setFailure({ error })
      },
    )
    return () => {
      current = false
    }
  }, [wanted, needed, palettes])
  // As a lazy view that fails to load: the route's error element says so.
  if (failure) throw failure.error
  return palettes
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

const paletteShown = () => document.querySelector('[data-palette]') !== null
const sheetShown = () => document.querySelector('[data-shortcut-sheet]') !== null

/**
 * Escape pressed after a key opened a view but before the view is on screen (its code still
 * loading) takes the opening back; once shown, the view's own dialog answers Escape.
 */
function useEscapeWhileLoading(open: boolean, shown: () => boolean, close: () => void): void {
  const latestClose = useLatest(close)
  useEffect(() => {
    if (!open) return
    // First in the capture phase, and kept from the layers below: the view being opened is the top
    // one, so its Escape must not also close a drawer under it (whose own handler would take it first).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || shown()) return
      event.preventDefault()
      event.stopPropagation()
      latestClose.current()
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [open, shown, latestClose])
}

/**
 * «Перейти: …» for every section of the sidebar. A section the role may not open keeps its `g` keys,
 * which say why rather than doing nothing, and the sheet marks it; the palette leaves it out.
 */
function jumpCommands(access: Access): PaletteCommand[] {
  return navScreens.flatMap((screen: NavScreen) => {
    if (navShown(screen.nav, access)) return [navigationCommand(screen)]
    const unavailable = navUnavailable(screen.nav, access)
    if (unavailable === undefined) return []
    const run = () =>
      notify({
        type: 'info',
        title: 'Недостаточно прав',
        description: `Раздел «${screen.route.title}» недоступен для роли «${access.roleName}»`,
      })
    return [{ ...navigationCommand(screen), unavailable, run }]
  })
}

/** The palette, the shortcut sheet and the global shortcuts, with every command app/ composes. */
export function PaletteHost() {
  const navigate = useNavigate()
  const openDrawer = useOpenDrawer()
  const [paletteOpen, setPaletteOpen] = useAtom(paletteOpenAtom)
  const [sheetOpen, setSheetOpen] = useAtom(shortcutSheetOpenAtom)
  const singleKeys = useAtomValue(singleKeyShortcutsAtom)
  const setTheme = useSetAtom(themePreferenceAtom)
  const [undoWindowMs, setUndoWindowMs] = useAtom(undoWindowMsAtom)
  const signOut = useSetAtom(signOutAtom)
  const setPages = useSetAtom(palettePagesAtom)
  const { pathname } = useLocation()
  const subject = routeSubject(pathname)
  const subjectType = subject?.type
  const subjectId = subject?.id
  const featurePalettes = useFeaturePalettes(paletteOpen || sheetOpen)
  const savedViewCommands = useSavedViewCommands()
  const selectionCommands = useSelectionCommands()
  const waitingDeletions = useWaitingDeletions()
  const access = useAccess()

  // One of the two at a time: a key pressed while the other still loads replaces it, so neither is left
  // open behind the other, holding the focus trap and deaf to Escape.
  const openPalette = useCallback(() => {
    setSheetOpen(false)
    setPaletteOpen(true)
  }, [setPaletteOpen, setSheetOpen])
  const openSheet = useCallback(() => {
    setPaletteOpen(false)
    setSheetOpen(true)
  }, [setPaletteOpen, setSheetOpen])
  useEscapeWhileLoading(paletteOpen, paletteShown, () => setPaletteOpen(false))
  useEscapeWhileLoading(sheetOpen, sheetShown, () => setSheetOpen(false))

  const context = useMemo<CommandContext>(
    () => ({
      navigate: (to) => void navigate(to),
      openDrawer,
      openPage: (page: PalettePage) => {
        setPages((stack) => [...stack, page])
        setPaletteOpen(true)
      },
      subject: subjectType && subjectId ? { type: subjectType, id: subjectId } : undefined,
    }),
    [navigate, openDrawer, setPages, setPaletteOpen, subjectType, subjectId],
  )

  const commands = useMemo<PaletteCommand[]>(
    () =>
      permittedCommands(
        [
          // First: a delete still waiting can be taken back from here while its notice is offered.
          ...waitingDeletions.map(({ key, label, undo }) => ({
            id: `undo-deletion:${key}`,
            label: `Отменить удаление: ${label}`,
            group: 'Отмена удаления',
            keywords: ['undo', 'вернуть'],
            run: undo,
          })),
          ...selectionCommands,
          ...jumpCommands(access),
          ...(featurePalettes?.commands ?? []),
          ...savedViewCommands,
          { id: 'theme:light', label: 'Тема: светлая', group: 'Настройки', run: () => setTheme('light') },
          { id: 'theme:dark', label: 'Тема: тёмная', group: 'Настройки', run: () => setTheme('dark') },
          { id: 'theme:system', label: 'Тема: как в системе', group: 'Настройки', run: () => setTheme('system') },
          // Also where the sidebar is narrowed to icons and its «Время на отмену» is out of sight.
          ...undoWindowChoices.map((ms) => ({
            id: `undo-window:${ms}`,
            label: `Время на отмену: ${undoWindowLabel(ms)}`,
            group: 'Настройки',
            keywords: ['undo', 'отмена'],
            badge: ms === undoWindowMs ? 'сейчас' : undefined,
            run: () => setUndoWindowMs(ms),
          })),
          { id: 'shortcuts', label: 'Сочетания клавиш', group: 'Настройки', run: openSheet },
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
        access,
      ),
    [
      waitingDeletions,
      selectionCommands,
      featurePalettes,
      savedViewCommands,
      setTheme,
      undoWindowMs,
      setUndoWindowMs,
      openSheet,
      signOut,
      access,
    ],
  )
  const offered = useMemo(() => commands.filter((command) => command.unavailable === undefined), [commands])
  const searchProviders = useMemo(
    () => [...permittedProviders(featurePalettes?.searchProviders ?? [], access), listQueryProvider],
    [featurePalettes, access],
  )

  useWhenIdle(prefetchPaletteViews)
  useForgetGoneRecords()
  useReturnFocus(paletteOpen, '[data-palette]')
  const paletteMounted = useMountedOnceOpen(paletteOpen)
  const sheetMounted = useMountedOnceOpen(sheetOpen)

  useCommandShortcuts({ commands, context, singleKeys, onOpenPalette: openPalette, onOpenSheet: openSheet })
  // A Ctrl+K pressed before this shell was here (as the page loaded) opens the palette now.
  useEffect(() => {
    expectPalette(true)
    if (paletteAwaited()) openPalette()
    return () => expectPalette(false)
  }, [openPalette])

  // A boundary each: a view whose code is still loading suspends only itself. Under one boundary the
  // palette's first Ctrl+K hid the closing sheet (display: none), which cancelled its exit animation
  // and left it on screen, closed to its dialog and deaf to Escape.
  return (
    <>
      <Suspense fallback={null}>
        {paletteMounted && featurePalettes && (
          <CommandPalette
            commands={offered}
            searchProviders={searchProviders}
            context={context}
            open={paletteOpen}
            onOpenChange={setPaletteOpen}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {sheetMounted && featurePalettes && <ShortcutSheet commands={commands} open={sheetOpen} onOpenChange={setSheetOpen} />}
      </Suspense>
    </>
  )
}
