import type { RecordLoad } from '../../lib/form'
import type { createResourceAtoms } from '../domain/resource'
import { recordLoad } from '../query/record-load'
import { useRead } from '../query/use-read'
import { useReadAnewOnOpen } from '../query/use-read-anew'

/** The record query and mutations `createResourceAtoms` makes for one resource. */
export type ResourceAtoms<Item, Create, Edit> = ReturnType<typeof createResourceAtoms<Item, Create, Edit>>

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
