import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { describeError } from '../../api/errors'
import { versionOf } from '../../api/versions'
import type { BulkActionSpec, BulkTarget } from '../../lib/bulk-run'
import { formatNumber } from '../../lib/format'
import { notifyUndoable } from '../../lib/notices'
import { useMutate, useRefreshAfterWrites } from '../query/console-mutation'
import { useFetchAnew } from '../query/use-read-anew'
import { undoWindowMsAtom, useDeferredDeletion } from './deferred-deletion'
import { useBulkAction } from './use-bulk-action'
import type { ResourceAtoms } from './use-resource-drawer'
import type { ListSelection, SelectedRecord } from './use-selection'

/**
 * The bulk actions of a resource's list: `start` runs one on the selection (the ledger shows it),
 * and «Удалить» asks first, then hides the records and offers «Отменить» like a single delete.
 */
export function useResourceBulk<Item, Create, Edit>(atoms: ResourceAtoms<Item, Create, Edit>, selection: ListSelection<Item>) {
  const remove = useMutate(atoms.removeAtom)
  const refresh = useRefreshAfterWrites(atoms.changedKeys)
  const readRecordAnew = useFetchAnew(atoms.recordQuery)
  const undoWindow = useAtomValue(undoWindowMsAtom)
  const defer = useDeferredDeletion()
  const ledger = useBulkAction<SelectedRecord<Item>>()
  const [deleteAsked, setDeleteAsked] = useState<number | null>(null)
  const [collecting, setCollecting] = useState(false)
  const [deleteError, setDeleteError] = useState('')
  const targetOf = (record: SelectedRecord<Item>): BulkTarget => ({ id: record.id, version: versionOf(record.row) })
  // A retry acts on each record as it is now: one that changed meanwhile goes over its new version.
  const readAnew = (records: readonly SelectedRecord<Item>[]) =>
    Promise.all(records.map(async (record) => ({ ...record, row: await readRecordAnew(record.id) })))

  const start = (spec: BulkActionSpec) =>
    void ledger.run({
      title: spec.title,
      items: selection.records,
      action: (record) => spec.action(targetOf(record)),
      concurrency: spec.concurrency,
      onSettled: refresh,
      readAnew,
    })

  async function confirmDelete() {
    if (collecting) return
    setCollecting(true)
    setDeleteError('')
    let records: SelectedRecord<Item>[]
    try {
      records = await selection.records()
    } catch (error) {
      setDeleteError(describeError(error))
      return
    } finally {
      setCollecting(false)
    }
    setDeleteAsked(null)
    selection.clear()
    defer({
      ids: records.map((record) => record.id),
      label: `записей: ${formatNumber(records.length)}`,
      announce: (undo, expire) =>
        notifyUndoable({
          title: `Удалено записей: ${formatNumber(records.length)}`,
          duration: undoWindow,
          onUndo: undo,
          onExpire: expire,
        }),
      send: () =>
        ledger.run({
          title: 'Удаление',
          items: () => Promise.resolve(records),
          action: (record) => remove({ id: record.id, version: versionOf(record.row) }),
          onSettled: refresh,
          readAnew,
        }),
      sendOnLeave: () =>
        Promise.allSettled(records.map((record) => remove({ id: record.id, version: versionOf(record.row), keepalive: true }))).then(
          refresh,
        ),
    })
  }

  return {
    /** The ledger of the last run (ui `BulkLedger`). */
    ledger,
    start,
    /** «Удалить» on the selection: the confirmation names the count. */
    deletion: {
      /** How many records the open confirmation is about; null when it is closed. */
      count: deleteAsked,
      ask: () => {
        setDeleteError('')
        setDeleteAsked(selection.count)
      },
      dialogProps: {
        open: deleteAsked !== null,
        pending: collecting,
        error: deleteError,
        onConfirm: () => void confirmDelete(),
        onCancel: () => {
          if (!collecting) setDeleteAsked(null)
        },
      },
    },
  }
}

/**
 * A bulk edit's action: each record edited with the same body, its change journaled (the caller's
 * run refreshes the lists once): `start({ title, action: editEach({ is_active: false }) })`.
 */
export function useBulkEdit<Item, Create, Edit>(atoms: ResourceAtoms<Item, Create, Edit>) {
  const edit = useMutate(atoms.editEachAtom)
  return (body: Edit) => (target: BulkTarget) => edit({ id: target.id, body, version: target.version })
}
