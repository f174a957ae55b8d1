import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { Command } from 'cmdk'
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { useLatest } from '../hooks/use-latest'
import { announce } from '../lib/announcer'
import type { CommandContext, PaletteCommand, PalettePage, PaletteSearchProvider } from '../lib/commands'
import { formatNumber } from '../lib/format'
import { frecencyIndex, type Replay } from '../lib/palette-memory'
import { usePalettePages } from '../state/shell/palette'
import { usePaletteMemory } from '../state/shell/palette-memory'
import { releaseHeldKeys } from './held-keys'
import { PaletteRows, type Selection } from './palette-rows'
import { rankPage, rankRoot, rootWithoutSearch, type CommandGroup } from './rank'
import { clearRecentCommand, memoryEntryFor, recentRows } from './recent-rows'

const nothingFound = 'Ничего не найдено'

const styles = {
  overlay: css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.4)', zIndex: 'overlay' }),
  content: css({
    position: 'fixed',
    top: '15vh',
    left: '50%',
    transform: 'translateX(-50%)',
    w: 'min(40rem, calc(100vw - 2rem))',
    bg: 'bg.canvas',
    color: 'fg.default',
    rounded: 'xl',
    shadow: '2xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflow: 'hidden',
    zIndex: 'modal',
    // Closed, it is inert and transparent rather than display: none, so its rows keep their style and
    // layout and the frame after Ctrl+K only paints them (display: none would compute and lay out every
    // row anew). Inert keeps it out of the accessibility tree, the focus order and the pointer's reach.
    // Not visibility: with reduced motion every property transitions for 1 ms, and an input whose
    // visibility is still transitioning from hidden cannot take the focus.
    '&[inert]': { opacity: 0 },
  }),
  bar: css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', borderBottomWidth: '1px', borderColor: 'border.default' }),
  chip: css({ flexShrink: 0, px: '2', py: '0.5', rounded: 'md', bg: 'bg.muted', fontSize: 'sm', fontWeight: 'medium' }),
  input: css({ flex: 1, minW: 0, h: '12', bg: 'transparent', fontSize: 'md', outline: 'none' }),
  list: css({
    maxH: '22rem',
    overflowY: 'auto',
    p: '2',
    // fg.muted: fg.subtle at this size falls short of 4.5:1 on the dark canvas.
    '& [cmdk-group-heading]': { px: '2', py: '1.5', fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' },
  }),
}

/** A search has settled once its answer is in and nothing was typed for this long: then its count is said. */
const settledAfterMs = 400

/** «Найдено: N» or «Ничего не найдено», once a typed search has settled. */
function useAnnouncedCount(search: string, groups: readonly CommandGroup[], loading: boolean): void {
  // «Найти: <запрос>» is an offer to run the text on a list, not something found.
  const count = groups.reduce((sum, [, items]) => sum + items.filter((item) => !item.last).length, 0)
  const searched = search.trim() !== ''
  useEffect(() => {
    if (!searched || loading) return
    const timer = setTimeout(() => announce(count > 0 ? `Найдено: ${formatNumber(count)}` : nothingFound), settledAfterMs)
    return () => clearTimeout(timer)
  }, [search, searched, count, loading])
}

interface CommandPaletteProps {
  commands: readonly PaletteCommand[]
  /** Commands found for the typed text (customers from the server, ...), ranked with the commands. */
  searchProviders: readonly PaletteSearchProvider[]
  context: CommandContext
  open: boolean
  onOpenChange(open: boolean): void
}

interface ListProps extends Selection {
  search: string
  onRun(command: PaletteCommand): void
}

// Memoised, as is PageList: opening and closing the palette re-renders its dialog, not its rows.
const RootList = memo(function RootList({
  commands,
  searchProviders,
  context,
  search,
  onRun,
  selected,
  onSelect,
}: ListProps & Omit<CommandPaletteProps, 'open' | 'onOpenChange'>) {
  const { entries, clear } = usePaletteMemory()
  const clearRecent = useMemo(() => (entries.length > 0 ? clearRecentCommand(clear) : undefined), [entries.length, clear])
  const offered = useMemo(() => (clearRecent ? [...commands, clearRecent] : commands), [commands, clearRecent])
  const recent = useMemo(() => recentRows(entries, commands), [entries, commands])
  const frecency = useMemo(() => frecencyIndex(entries), [entries])
  // The providers are a fixed list: the same hooks are called on every render.
  const results = searchProviders.map((provider) => provider.useCommands(search))
  const query = search.trim()
  const found = results.flatMap((result) => result.commands)
  // Ranked on each render (a keystroke, an answer): the match targets are cached, the rest is cheap.
  const groups = query
    ? rankRoot(offered, found, query, context.subject, frecency)
    : rootWithoutSearch(offered, recent, context.subject, clearRecent)
  const loading = query !== '' && results.some((result) => result.loading)
  useAnnouncedCount(search, groups, loading)
  return <PaletteRows groups={groups} loading={loading} empty={nothingFound} onRun={onRun} selected={selected} onSelect={onSelect} />
})

const PageList = memo(function PageList({ page, search, onRun, selected, onSelect }: ListProps & { page: PalettePage }) {
  const { items, loading, searched, error, empty } = page.useItems(search)
  const groups = useMemo(() => rankPage(items, search, searched === true), [items, search, searched])
  useAnnouncedCount(search, groups, loading)
  return (
    <PaletteRows
      groups={groups}
      loading={loading}
      error={error}
      empty={empty ?? nothingFound}
      onRun={onRun}
      selected={selected}
      onSelect={onSelect}
    />
  )
})

/**
 * The palette (Ctrl+K): commands as data, and a stack of pages that flows push (pick a customer,
 * then the drawer opens). It filters by itself and renders the best few rows, so it stays fast
 * however many commands the features register. Backspace on an empty input and Escape go back a page.
 */
export function CommandPalette({ commands, searchProviders, context, open, onOpenChange }: CommandPaletteProps) {
  const [search, setSearch] = useState('')
  // The highlighted row, held here so that a page's first row is highlighted in the very commit
  // that shows it: an Enter pressed at once acts on it (see PaletteRows).
  const [selected, setSelected] = useState('')
  const [pages, setPages] = usePalettePages()
  const { remember } = usePaletteMemory()
  const page = pages.at(-1)
  const chipId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  function close() {
    setSearch('')
    setPages([])
    onOpenChange(false)
  }

  function back() {
    setSearch('')
    setPages(pages.slice(0, -1))
  }

  // The dialog focuses the input once it has trapped the focus, a frame later; at once here, in the
  // commit that shows it, so that the frame after Ctrl+K paints it focused and what is typed right
  // after lands in it. Without scrolling it into view: the palette is fixed, and a scroll would lay
  // the page out. Closed, it stays mounted and hidden: the focus leaves it at once, so that it goes
  // back where it was before the palette (useReturnFocus) rather than stay on a hidden input.
  useLayoutEffect(() => {
    if (open) inputRef.current?.focus({ preventScroll: true })
    else if (document.activeElement instanceof HTMLElement && document.activeElement.closest('[data-palette]'))
      document.activeElement.blur()
  }, [open])

  // Which step of a flow is open, said as it opens (and when Backspace or Escape goes back to one).
  const pageTitle = open ? page?.title : undefined
  useEffect(() => {
    if (pageTitle) announce(`Шаг «${pageTitle}»`)
  }, [pageTitle, pages.length])

  // The dialog closes on Escape from a document listener; a window listener runs first and turns
  // that Escape into «back» while a page is open.
  useEffect(() => {
    if (!open || !page) return
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      setSearch('')
      setPages((stack) => stack.slice(0, -1))
    }
    window.addEventListener('keydown', onEscape, { capture: true })
    return () => window.removeEventListener('keydown', onEscape, { capture: true })
  }, [open, page, setPages])

  function run(command: PaletteCommand) {
    let pushed = false
    // What the command opened, for «Недавние» to open again.
    let replay: Replay | undefined
    const flowContext: CommandContext = {
      ...context,
      navigate: (to) => {
        replay = { type: 'path', path: to }
        context.navigate(to)
      },
      // The dialog hands the focus back on a timer once it is gone; the drawer opens after that, so
      // that it takes the focus, and gives it back to where it was before the palette, when it closes.
      openDrawer: (target) => {
        replay = { type: 'drawer', target }
        setTimeout(() => setTimeout(() => context.openDrawer(target)))
      },
      openPage: (next) => {
        pushed = true
        setSearch('')
        setPages((stack) => [...stack, next])
      },
    }
    command.run(flowContext)
    const entry = memoryEntryFor(command, replay, !page)
    if (entry) remember(entry)
    if (!pushed) close()
  }

  // The rows get one function for the palette's life, so that they are not rendered again for a new one.
  const latestRun = useLatest(run)
  const onRun = useCallback((command: PaletteCommand) => latestRun.current(command), [latestRun])

  // What was typed between Ctrl+K and the focus (held-keys.ts) goes into the input as it takes the
  // focus, in the commit that shows it.
  function onInputFocus() {
    const typed = releaseHeldKeys()
    if (typed) setSearch((current) => current + typed)
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && search === '' && page) {
      event.preventDefault()
      back()
    }
  }

  // The console's dialogs' own kind (Ark): one stack of layers, so that over a drawer the palette
  // takes the focus, and its Escape and clicks are its own, not the drawer's.
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details: { open: boolean }) => (details.open ? onOpenChange(true) : close())}
      initialFocusEl={() => inputRef.current}
      // Always present, so never display: none (closed, it is inert: see styles.content): the next
      // Ctrl+K shows it rather than building and laying it out again.
      present
      // The page behind keeps its scrollbar: locking it lays the whole page out again in the frame
      // that shows the palette, which is fixed over it and covers it anyway.
      preventScroll={false}
    >
      <Portal>
        <Dialog.Backdrop className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-label="Команды" data-palette="" inert={!open} aria-hidden={open ? undefined : true}>
          <Command value={selected} onValueChange={setSelected} label="Команды" shouldFilter={false}>
            <div className={styles.bar}>
              {page && (
                <span id={chipId} className={styles.chip}>
                  {page.title}
                </span>
              )}
              <Command.Input
                ref={inputRef}
                className={styles.input}
                value={search}
                onValueChange={setSearch}
                onKeyDown={onInputKeyDown}
                onFocus={onInputFocus}
                aria-describedby={page ? chipId : undefined}
                placeholder={page?.placeholder ?? 'Команда, раздел или пользователь…'}
              />
            </div>
            {/* The text its rows are ranked for, which the bench waits for to time a keystroke. */}
            {/* Named in Russian: cmdk calls its listbox "Suggestions". */}
            <Command.List className={styles.list} label="Варианты" data-results-for={search}>
              {page ? (
                <PageList
                  key={`${pages.length}:${page.id}`}
                  page={page}
                  search={search}
                  onRun={onRun}
                  selected={selected}
                  onSelect={setSelected}
                />
              ) : (
                <RootList
                  commands={commands}
                  searchProviders={searchProviders}
                  context={context}
                  search={search}
                  onRun={onRun}
                  selected={selected}
                  onSelect={setSelected}
                />
              )}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Portal>
    </Dialog.Root>
  )
}
