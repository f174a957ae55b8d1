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

/**
 * Every URL drawer of the console and the parameter that names its record: a typed table like
 * lib/paths, so that any feature can open another's drawer without importing it.
 */
export const drawerLinks = {
  topUp: { id: 'top-up', param: 'customer' },
  issueOtp: { id: 'issue-otp', param: 'customer' },
  heatmapModel: { id: 'heatmap-model' },
  report: { id: 'report', param: 'month' },
  benchmark: { id: 'benchmark', param: 'benchmark' },
  clientRequest: { id: 'client-request', param: 'client-request' },
  clientAccount: { id: 'client-account', param: 'client-account' },
  note: { id: 'note', param: 'customer' },
} as const satisfies Record<string, { id: string; param?: string }>

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
