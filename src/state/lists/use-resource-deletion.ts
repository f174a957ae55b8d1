import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { describeError, isHttpError, type HttpError } from '../../api/errors'
import type { Resource } from '../../api/resource'
import { conflictCurrent, isVersionConflict, versionOf } from '../../api/versions'
import { notify, notifyUndoable } from '../../lib/notices'
import { useMutate, useRefreshAfterWrites } from '../query/console-mutation'
import { useFetchAnew } from '../query/use-read-anew'
import { useConfirm } from '../shell/use-confirm'
import { undoWindowMsAtom, useDeferredDeletion } from './deferred-deletion'
import { recordChanges, useAskDeletionAgain, type RecordField } from './stale-deletion'
import type { ResourceAtoms } from './use-resource-drawer'

/** What a resource's screens say after a change (with the record's name), and about a delete the server refused. */
export interface ResourceNotices<Item> {
  /** «Норма создана», «Норма сохранена», «Норма удалена». */
  created: string
  saved: string
  removed: string
  /** A 409 on delete (the record is still in use) in plain Russian, with what uses it. */
  describeConflict?: (item: Item, error: HttpError) => ReactNode
  /** The fields people know a record by: what a delete asked again shows as changed. */
  fields: readonly RecordField<Item>[]
}

/**
 * Deleting a record after a confirmation (ui `ConfirmDialog`): the record is hidden and a notice
 * offers «Отменить» for the undo window; only then is the delete sent (at once, with keepalive,
 * when the page is left sooner) and the lists refresh. `onDone` (an edit drawer closes) follows the
 * confirmation; a delete the server refuses brings the record back and says why. The delete goes
 * over the version the person confirmed: when the record changed since, they are asked again.
 */
export function useResourceDeletion<Item, Create, Edit>(
  resource: Resource<Item, Create, Edit>,
  atoms: ResourceAtoms<Item, Create, Edit>,
  notices: ResourceNotices<Item>,
  onDone?: () => void,
) {
  const removeRecord = useMutate(atoms.removeAtom)
  const refresh = useRefreshAfterWrites(atoms.changedKeys)
  const readRecordAnew = useFetchAnew(atoms.recordQuery)
  const undoWindow = useAtomValue(undoWindowMsAtom)
  const defer = useDeferredDeletion()
  const askAgain = useAskDeletionAgain()
  return useConfirm<Item>({
    action: async (item) => {
      const id = resource.idOf(item)
      const name = resource.nameOf(item)
      const send = (seen: Item, keepalive: boolean) => removeRecord({ id, keepalive, version: versionOf(seen) }).then(refresh)
      const remove = (keepalive: boolean) =>
        send(item, keepalive).catch(async (error: unknown) => {
          const current = isVersionConflict(error)
            ? (conflictCurrent(error, resource.config.item) ?? (await readRecordAnew(id).catch(() => undefined)))
            : undefined
          if (current === null) return refresh()
          if (current !== undefined) {
            return askAgain({
              name,
              changes: recordChanges(notices.fields, item, current),
              confirm: () => send(current, false).then(() => undefined),
              keep: refresh,
            })
          }
          const conflict = isHttpError(error) && error.status === 409 ? notices.describeConflict?.(item, error) : undefined
          notify({ type: 'error', title: `Не удалось удалить: ${name}`, description: conflict ?? describeError(error) })
        })
      defer({
        ids: [id],
        label: name,
        announce: (undo, expire) =>
          notifyUndoable({ title: notices.removed, description: name, duration: undoWindow, onUndo: undo, onExpire: expire }),
        send: () => remove(false),
        sendOnLeave: () => remove(true),
      })
    },
    onDone: () => onDone?.(),
    describeConflict: notices.describeConflict,
  })
}
