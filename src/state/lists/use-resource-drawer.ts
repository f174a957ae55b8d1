import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'
import { withDrawer, withoutDrawer } from '../../lib/drawers'
import type { RecordLoad } from '../../lib/form'
import type { createResourceAtoms } from '../domain/resource'
import { recordLoad } from '../query/record-load'
import { useRead } from '../query/use-read'
import { useReadAnewOnOpen } from '../query/use-read-anew'
import { useUrlSearch } from '../shell/use-url-search'

/** The record query and mutations `createResourceAtoms` makes for one resource. */
export type ResourceAtoms<Item, Create, Edit> = ReturnType<typeof createResourceAtoms<Item, Create, Edit>>

/** A record drawer of lib/drawers' `drawerLinks`: `?drawer=<id>` (new) or `?drawer=<id>&<param>=<uuid>` (edit). */
export interface RecordDrawerLink {
  readonly id: string
  readonly param: string
}

/**
 * Opens a resource's URL drawer over the current screen: with no id to create, with an id to
 * edit. A new history entry, so Back closes it; the screen's own parameters stay.
 */
export function useOpenRecordDrawer(link: RecordDrawerLink): (id?: string) => void {
  const [, changeSearch] = useUrlSearch()
  return useCallback(
    (id?: string) =>
      changeSearch((current) =>
        withDrawer(withoutDrawer(current, { params: [link.param] }), link.id, id === undefined ? {} : { [link.param]: id }),
      ),
    [link, changeSearch],
  )
}

/** The address of a resource's drawer over the current screen (what `useOpenRecordDrawer` opens), for a link. */
export function useRecordDrawerHref(link: RecordDrawerLink): (id: string) => string {
  const [searchParams] = useUrlSearch()
  const { pathname } = useLocation()
  return useCallback(
    (id: string) =>
      `${pathname}?${withDrawer(withoutDrawer(searchParams, { params: [link.param] }), link.id, { [link.param]: id }).toString()}`,
    [link, pathname, searchParams],
  )
}

/**
 * The record an edit drawer shows, read anew when the drawer opens (paged through; a cached copy
 * may be old), loading meanwhile; «Запись не найдена» when it is gone. `subject` ends «Не удалось
 * загрузить …».
 */
export function useDrawerRecord<Item, Create, Edit>(
  atoms: ResourceAtoms<Item, Create, Edit>,
  id: string,
  subject: string,
): { record: Item | undefined; load: RecordLoad } {
  const result = useRead(atoms.recordQuery, id)
  const current = useReadAnewOnOpen(id === '' ? undefined : atoms.recordKey(id))
  const record = current ? (result.data ?? undefined) : undefined
  if (record) return { record, load: { status: 'ready' } }
  if (current && result.data === null && !result.isFetching) return { record, load: { status: 'failed', title: 'Запись не найдена' } }
  return { record, load: recordLoad({ ...result, data: undefined }, subject) }
}
