import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { drawerParam, withoutDrawer, type DrawerDescriptor } from '../lib/drawers'
import { FormKeeperContext } from '../state/form-keeper'
import { useUnsavedGuard } from '../state/unsaved-guard'
import { useUrlSearch } from '../state/use-url-search'

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
  if (guard.asking && !asked) setAsked(true)
  const drawer = drawers.find((candidate) => candidate.id === searchParams.get(drawerParam))
  const close = drawer && (() => changeSearch((current) => withoutDrawer(current, drawer), { replace: true }))
  return (
    <>
      {drawer && close && (
        <FormKeeperContext value={guard.keeper}>{drawer.render({ params: searchParams, close })}</FormKeeperContext>
      )}
      {asked && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
        </Suspense>
      )}
    </>
  )
}
