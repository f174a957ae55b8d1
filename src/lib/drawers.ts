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

const drawerParam = 'drawer'

/** The id of the drawer an address names, if any. */
export function shownDrawerId(search: URLSearchParams): string | null {
  return search.get(drawerParam)
}

/**
 * The URL drawers of the console that other features open, and the parameter that names their
 * record: a typed table like lib/paths, so that any feature can open another's drawer without
 * importing it. A record type's drawer is its declaration's (src/records).
 */
export const drawerLinks = {
  topUp: { id: 'top-up', param: 'customer' },
  issueOtp: { id: 'issue-otp', param: 'customer' },
  heatmapModel: { id: 'heatmap-model' },
  report: { id: 'report', param: 'month' },
  note: { id: 'note', param: 'customer' },
  reversal: { id: 'reversal', param: 'operation' },
} as const satisfies Record<string, { id: string; param?: string }>

/** A drawer of the table above, or a record type's (src/records: its declaration names its drawer). */
export interface DrawerLink {
  readonly id: string
  readonly param?: string
}
/** A drawer of one record: `?drawer=<id>` creates, `?drawer=<id>&<param>=<uuid>` edits. */
export type RecordDrawerLink = Required<DrawerLink>

/**
 * A drawer to open and the record it opens on: made only by `drawerTarget`, and the one thing a button,
 * a link, a key and a palette command hand over to open a drawer (`withDrawer`, `drawerHref`, state's
 * `useOpenDrawer`, the palette's `openDrawer`).
 */
export interface DrawerTarget {
  readonly id: string
  /** The drawer's own parameters: what the target sets, and what is removed when it names no value. */
  readonly params: Readonly<Record<string, string | undefined>>
}

/**
 * `drawerTarget(drawerLinks.topUp, customerUuid)`: the drawer with its record; without one, a record
 * drawer creates. `more` are further parameters the drawer reads (a note's `note`; undefined removes one).
 */
export function drawerTarget(link: DrawerLink, record?: string, more: Readonly<Record<string, string | undefined>> = {}): DrawerTarget {
  return { id: link.id, params: { ...(link.param === undefined ? {} : { [link.param]: record }), ...more } }
}

/** The search string with the target's drawer opened over the screen, keeping the screen's own parameters. */
export function withDrawer(search: URLSearchParams, target: DrawerTarget): URLSearchParams {
  const next = new URLSearchParams(search)
  next.set(drawerParam, target.id)
  for (const [key, value] of Object.entries(target.params)) {
    if (value === undefined) next.delete(key)
    else next.set(key, value)
  }
  return next
}

/** The address of `path` with the target's drawer open (over `search`, the screen's own parameters), for a link. */
export function drawerHref(path: string, target: DrawerTarget, search: URLSearchParams = new URLSearchParams()): string {
  return `${path}?${withDrawer(search, target).toString()}`
}

/** The search string with the drawer closed: its id and its own parameters removed. */
export function withoutDrawer(search: URLSearchParams, drawer: Pick<DrawerDescriptor, 'params'> | undefined): URLSearchParams {
  const next = new URLSearchParams(search)
  next.delete(drawerParam)
  for (const key of drawer?.params ?? []) next.delete(key)
  return next
}
