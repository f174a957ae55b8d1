import { useSearchParams } from 'react-router-dom'
import { drawerParam, withoutDrawer, type DrawerDescriptor } from '../lib/drawers'

/**
 * Shows the drawer the URL names (`?drawer=<id>`) over the current screen. Closing removes the
 * drawer's parameters and keeps the screen's own; the drawer restores focus itself.
 */
export function DrawerHost({ drawers }: { drawers: readonly DrawerDescriptor[] }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const drawer = drawers.find((candidate) => candidate.id === searchParams.get(drawerParam))
  if (!drawer) return null
  const close = () => setSearchParams(withoutDrawer(searchParams, drawer), { replace: true })
  return <>{drawer.render({ params: searchParams, close })}</>
}
