import type { ReactNode } from 'react'

/**
 * Drawers live in the URL (`?drawer=top-up&customer=<uuid>`), so reload, Back and a shared link
 * keep them. A feature describes each of its drawers; app/ hosts them over whatever screen is showing.
 */
export interface DrawerDescriptor {
  /** The value of the `drawer` search parameter. */
  id: string
  /** The other search parameters the drawer reads (they are removed when it closes). */
  params: readonly string[]
  render(props: { params: URLSearchParams; close: () => void }): ReactNode
}

export const drawerParam = 'drawer'

/** The search string with a drawer opened, keeping the screen's own parameters. */
export function withDrawer(search: URLSearchParams, id: string, params: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(search)
  next.set(drawerParam, id)
  for (const [key, value] of Object.entries(params)) next.set(key, value)
  return next
}

/** The search string with the drawer closed: its id and its own parameters removed. */
export function withoutDrawer(search: URLSearchParams, drawer: Pick<DrawerDescriptor, 'params'> | undefined): URLSearchParams {
  const next = new URLSearchParams(search)
  next.delete(drawerParam)
  for (const key of drawer?.params ?? []) next.delete(key)
  return next
}
