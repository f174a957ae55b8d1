import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { shownDrawerId, withoutDrawer, type DrawerDescriptor } from '../lib/drawers'
import { FormKeeperContext } from '../state/forms/form-keeper'
import { useUnsavedGuard } from '../state/forms/unsaved-guard'
import { useUrlSearch } from '../state/shell/use-url-search'
import { useReturnFocus } from '../ui/use-return-focus'

// Asked only over an open drawer, whose dialog chunk is there already.
const UnsavedChangesDialog = lazy(() => import('../ui/unsaved-changes-dialog').then((m) => ({ default: m.UnsavedChangesDialog })))

/**
 * Shows the drawer the URL names (`?drawer=<id>`) over the current screen. Closing removes the
 * drawer's parameters and keeps the screen's own; the drawer restores focus itself. A drawer whose
 * form has changes asks before any way out, and keeps them for a reload of its address.
 */
export function DrawerHost({ drawers }: { drawers: readonly DrawerDescriptor[] }) {
  const [searchParams, changeSearch] = useUrlSearch()
  const { pathname, search } = useLocation()
  const guard = useUnsavedGuard(`${pathname}${search}`)
  // Mounted from the first question on, so that it closes as a dialog does (focus back in the form).
  const [asked, setAsked] = useState(false)
  const returnFocusTo = useLastFocusInDrawer()
  if (guard.asking && !asked) setAsked(true)
  const drawer = drawers.find((candidate) => candidate.id === shownDrawerId(searchParams))
  const close = drawer && (() => changeSearch((current) => withoutDrawer(current, drawer), { replace: true }))
  // Back to what opened the drawer (a button, a row, the element before the palette) once it is gone.
  useReturnFocus(drawer !== undefined, layerSelector)
  return (
    <>
      {drawer && close && <FormKeeperContext value={guard.keeper}>{drawer.render({ params: searchParams, close })}</FormKeeperContext>}
      {asked && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </>
  )
}

/**
 * The element last focused in the drawer, or else the drawer itself: where the focus goes back
 * after «Вернуться», however the question came. A click outside or the palette over the drawer has
 * taken the focus from the field meanwhile, and the drawer would take a focus left outside for leaving.
 */
function useLastFocusInDrawer(): () => HTMLElement | null {
  const last = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const { target } = event
      if (target instanceof HTMLElement && target.closest(drawerSelector)) last.current = target
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [])
  return useCallback(() => {
    const field = last.current
    if (field?.isConnected && field.closest(drawerSelector)) return field
    return document.querySelector<HTMLElement>(`${drawerSelector}[data-state="open"]`)
  }, [])
}

// Whatever is focused inside these is not what opened a drawer.
const layerSelector = '[role="dialog"], [role="alertdialog"], [data-palette]'

// The palette is a dialog too, opened over the drawer at times; the question is an alertdialog.
const drawerSelector = '[role="dialog"]:not([data-palette])'
