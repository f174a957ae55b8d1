import { drawerParam, withoutDrawer, type DrawerDescriptor } from '../lib/drawers'
import { useUrlSearch } from '../state/use-url-search'

/**
 * Shows the drawer the URL names (`?drawer=<id>`) over the current screen. Closing removes the
 * drawer's parameters and keeps the screen's own; the drawer restores focus itself.
 */
export function DrawerHost({ drawers }: { drawers: readonly DrawerDescriptor[] }) {
  const [searchParams, changeSearch] = useUrlSearch()
  const drawer = drawers.find((candidate) => candidate.id === searchParams.get(drawerParam))
  if (!drawer) return null
  const close = () => changeSearch((current) => withoutDrawer(current, drawer), { replace: true })
  return <>{drawer.render({ params: searchParams, close })}</>
}
