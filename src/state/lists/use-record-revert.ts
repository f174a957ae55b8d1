import { useAtomValue } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useMemo, useState } from 'react'
import { auditLogList } from '../../api/audit-log'
import { describeError } from '../../api/errors'
import { recordVersionsOf } from '../../api/record-versions'
import type { Resource } from '../../api/resource'
import { conflictCurrent, isVersionConflict, versionOf } from '../../api/versions'
import { notify } from '../../lib/notices'
import { capabilitiesQuery } from '../domain/capabilities'
import { usePermission } from '../domain/permissions'
import { consoleMutation, refreshAfterWrites, useConsoleMutation } from '../query/console-mutation'
import { useRead } from '../query/use-read'
import { useFetchAnew } from '../query/use-read-anew'
import { httpAtom } from '../session/http'
import type { ResourceAtoms } from './use-resource-drawer'

/** A return asked for: the version, the record as it was then once read, and how it goes. */
export interface RevertAsked<Item> {
  version: number
  /** The record as shown when it was asked: the If-Match of the return. */
  over: Item
  /** The record at `version`; undefined while it is read. */
  target: Item | undefined
  /** The form's fields a return changes, now and after it (the form's values); undefined while the version is read. */
  changes: { field: string; now: unknown; after: unknown }[] | undefined
  pending: boolean
  /** Why the version could not be read or returned to, in words. */
  error: string | undefined
}

/** «Вернуть к этой версии» of a record's «История»: what the drawer offers and shows. */
export interface RecordRevert<Item> {
  /** The version the record is at now (nothing to return to). */
  current: number | undefined
  /** Why no version may be returned to (the backend lacks it, the role); undefined when one may. */
  unavailable: string | undefined
  asked: RevertAsked<Item> | null
  ask: (version: number) => void
  confirm: () => void
  cancel: () => void
}

export interface RecordRevertOptions<Item, Create, Edit> {
  resource: Resource<Item, Create, Edit>
  atoms: ResourceAtoms<Item, Create, Edit>
  recordId: string
  record: Item | undefined
  /** The form's values of a record: what the return is shown and merged as. */
  valuesOf: (item: Item) => object
  /** The record moved on meanwhile (412): the conflict view opens over `current`, with `returned`'s values as the person's. */
  onConflict: (was: Item, current: Item, returned: Item) => void
}

/** The fields of `after` whose values differ in `before`, each with both values. */
function differing(before: object, after: object): { field: string; now: unknown; after: unknown }[] {
  const was = before as Record<string, unknown>
  const then = after as Record<string, unknown>
  return Object.keys(then)
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(then[field]))
    .map((field) => ({ field, now: was[field] ?? null, after: then[field] ?? null }))
}

/**
 * A record returned to an earlier version (record versions, an extension): the version's values are
 * read and shown before anything is sent, then written as a new version over the version shown.
 * Someone's change meanwhile (412) opens the form's conflict view with the returned values as the
 * person's; nothing is overwritten. A backend that does not name the extension is sent nothing.
 */
export function useRecordRevert<Item, Create, Edit>(options: RecordRevertOptions<Item, Create, Edit>): RecordRevert<Item> {
  const { resource, atoms, recordId, record, valuesOf, onConflict } = options
  const http = useAtomValue(httpAtom)
  const client = useAtomValue(queryClientAtom)
  const readRecordAnew = useFetchAnew(atoms.recordQuery)
  const versions = useMemo(() => recordVersionsOf(resource), [resource])
  const offered = useRead(versions ? capabilitiesQuery : null).data?.record_revert === true
  const permission = usePermission('records.edit')
  const [asked, setAsked] = useState<RevertAsked<Item> | null>(null)

  const revertAtom = useMemo(
    () =>
      consoleMutation(({ http: writer, client: cache, journalChange }) => ({
        mutationKey: [...resource.keys.all, 'revert'],
        mutationFn: ({ version, over }: { version: number; over: Item }) => {
          if (!versions) throw new Error(`${resource.path} keeps no versions`)
          return versions.revert(writer, recordId, version, versionOf(over))
        },
        onSuccess: (saved: Item, { version, over }: { version: number; over: Item }) => {
          cache.setQueryData(atoms.recordKey(recordId), saved)
          if (versions) {
            void journalChange({
              action: 'update',
              target_type: versions.targetType,
              target_uuid: recordId,
              target_label: resource.nameOf(saved),
              // What this browser's journal keeps (when the server has none): every field the return changed.
              changes: Object.fromEntries(
                differing(over as object, saved as object)
                  .filter(({ field }) => field !== 'version' && field !== 'updated_at')
                  .map(({ field, now, after }) => [field, [now, after]]),
              ),
              version: versionOf(saved),
              reverted_from: version,
            })
          }
          return refreshAfterWrites(cache, atoms.changedKeys)
        },
      })),
    [resource, atoms, versions, recordId],
  )
  const revert = useConsoleMutation(revertAtom)

  const unavailable = !versions || !offered ? 'Сервер не поддерживает возврат к версии' : permission.unavailable

  async function send(current: RevertAsked<Item>) {
    const { version, over, target } = current
    if (!target) return
    setAsked({ ...current, pending: true, error: undefined })
    try {
      await revert.mutateAsync({ version, over })
      setAsked(null)
      notify({ type: 'success', title: `Возвращено к версии ${version}`, description: resource.nameOf(target) })
    } catch (error) {
      if (!isVersionConflict(error)) {
        setAsked({ ...current, pending: false, error: describeError(error) })
        return
      }
      const now = conflictCurrent(error, resource.config.item) ?? (await readRecordAnew(recordId))
      if (now === null) {
        setAsked({ ...current, pending: false, error: 'Запись удалена другим сотрудником: возвращать нечего.' })
        return
      }
      client.setQueryData(atoms.recordKey(recordId), now)
      void refreshAfterWrites(client, atoms.changedKeys)
      void client.invalidateQueries({ queryKey: auditLogList.keys.all })
      setAsked(null)
      onConflict(over, now, target)
    }
  }

  return {
    current: versionOf(record),
    unavailable,
    asked,
    ask: (version) => {
      if (unavailable !== undefined || !versions || !record) return
      const opened: RevertAsked<Item> = { version, over: record, target: undefined, changes: undefined, pending: false, error: undefined }
      setAsked(opened)
      client
        .fetchQuery({
          queryKey: [...resource.keys.all, 'version', recordId, version],
          queryFn: ({ signal }) => versions.read(http, recordId, version, signal),
          // A version never changes once made.
          staleTime: Infinity,
        })
        .then(
          (target) =>
            setAsked((now) =>
              now?.version === version ? { ...now, target, changes: differing(valuesOf(now.over), valuesOf(target)) } : now,
            ),
          (error: unknown) => setAsked((now) => (now?.version === version ? { ...now, error: describeError(error) } : now)),
        )
    },
    confirm: () => {
      if (asked && !asked.pending) void send(asked)
    },
    cancel: () => setAsked(null),
  }
}
