import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import type { HttpError } from '../api/errors'
import type { Resource } from '../api/resource'
import { useConfirm } from './use-confirm'
import type { ResourceAtoms } from './use-resource-drawer'

/** A toast's content; the ui's `toaster.success` takes it. */
export interface Notice {
  title: string
  description?: string
}

/** What a resource's screens say after a change (with the record's name), and about a delete the server refused. */
export interface ResourceNotices<Item> {
  /** Shows a notice: the ui's `toaster.success`. */
  notify: (notice: Notice) => void
  /** «Норма создана», «Норма сохранена», «Норма удалена». */
  created: string
  saved: string
  removed: string
  /** A 409 on delete (the record is still in use) in plain Russian, with what uses it. */
  describeConflict?: (item: Item, error: HttpError) => ReactNode
}

/**
 * Deleting a record after a confirmation (ui `ConfirmDialog`): the lists refresh, a notice says
 * so, then `onDone` (an edit drawer closes); a failure stays in the dialog.
 */
export function useResourceDeletion<Item, Create, Edit>(
  resource: Resource<Item, Create, Edit>,
  atoms: ResourceAtoms<Item, Create, Edit>,
  notices: ResourceNotices<Item>,
  onDone?: () => void,
) {
  const removal = useAtomValue(atoms.removeAtom)
  return useConfirm<Item>({
    action: (item) => removal.mutateAsync(resource.idOf(item)),
    onDone: (item) => {
      notices.notify({ title: notices.removed, description: resource.nameOf(item) })
      onDone?.()
    },
    describeConflict: notices.describeConflict,
  })
}
