import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'
import { drawerHref, withDrawer, type DrawerTarget } from '../../lib/drawers'
import { useUrlSearch } from './use-url-search'

/**
 * Opens a URL drawer over the current screen: `open(drawerTarget(drawerLinks.topUp, uuid))`. A new
 * history entry, so Back closes it; the screen's own parameters stay.
 */
export function useOpenDrawer(): (target: DrawerTarget) => void {
  const [, changeSearch] = useUrlSearch()
  return useCallback((target: DrawerTarget) => changeSearch((current) => withDrawer(current, target)), [changeSearch])
}

/** The address of a drawer over the current screen (what `useOpenDrawer` opens), for a link. */
export function useDrawerHref(): (target: DrawerTarget) => string {
  const [searchParams] = useUrlSearch()
  const { pathname } = useLocation()
  return useCallback((target: DrawerTarget) => drawerHref(pathname, target, searchParams), [pathname, searchParams])
}
