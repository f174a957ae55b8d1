import { useAtomValue } from 'jotai'
import { useContext } from 'react'
import type { Struct } from 'superstruct'
import type { AuditEntry } from '../../../contract/schemas/audit-log'
import type { Resource } from '../../api/resource'
import { versionOf } from '../../api/versions'
import { notify } from '../../lib/notices'
import { useLastRecordEdit } from '../domain/audit-log'
import { usePermission } from '../domain/permissions'
import { FormKeeperContext } from '../forms/form-keeper'
import { useVersionedForm, type VersionConflict } from '../forms/use-versioned-form'
import { useFetchAnew } from '../query/use-read-anew'
import { useRecordRevert } from './use-record-revert'
import { useResourceDeletion, type ResourceNotices } from './use-resource-deletion'
import { useDrawerRecord, type ResourceAtoms } from './use-resource-drawer'

/** A resource's form as data: its fields' values, how a record fills them, the struct that checks them. */
export interface ResourceFormModel<Item, Values extends object, Body> {
  /** Every field, empty: the create form. */
  emptyValues: Values
  /** The edit form of a record. */
  valuesOf: (item: Item) => Values
  /** Checks the values on submit (§5 messages) and turns them into the body sent, for create and edit alike. */
  struct: Struct<Body, unknown>
  /** Ends «Не удалось загрузить …»: «норму». */
  subject: string
}

export interface ResourceFormOptions<Item, Create, Edit, Values extends object, Body extends Create & Edit> {
  resource: Resource<Item, Create, Edit>
  atoms: ResourceAtoms<Item, Create, Edit>
  model: ResourceFormModel<Item, Values, Body>
  notices: ResourceNotices<Item>
  /** The record's id from the drawer's link; '' creates a new one. */
  recordId: string
  onClose: () => void
}

/** The record changed while it was edited (a save answered 412), with who changed it last. */
export interface FormConflict<Item, Values extends object> extends VersionConflict<Item, Values> {
  /** Who changed it last, and when (the server's journal), when known. */
  lastEdit: AuditEntry | undefined
}

/**
 * A resource's form drawer (ui `ResourceFormDrawer`): create when the link names no record,
 * else edit the record (found in the loaded lists or paged through; «Запись не найдена» when it
 * is gone). Saving says so and closes; so does deleting the open record. The form and its conflict
 * merge are the form kit's (`useVersionedForm`): this only binds them to the resource's requests.
 */
export function useResourceForm<Item, Create, Edit, Values extends object, Body extends Create & Edit>(
  options: ResourceFormOptions<Item, Create, Edit, Values, Body>,
) {
  const { resource, atoms, model, notices, recordId, onClose } = options
  const editing = recordId !== ''
  const readRecordAnew = useFetchAnew(atoms.recordQuery)
  const { record, load } = useDrawerRecord(atoms, recordId, model.subject)
  const creation = useAtomValue(atoms.createAtom)
  const edit = useAtomValue(atoms.editAtom)
  // Deleting the open record closes its drawer, whatever was typed into it.
  const keeper = useContext(FormKeeperContext)
  const confirm = useResourceDeletion(resource, atoms, notices, () => {
    keeper?.release()
    onClose()
  })
  const { form, conflict, meetChange } = useVersionedForm({
    record,
    editing,
    emptyValues: model.emptyValues,
    valuesOf: model.valuesOf,
    item: resource.config.item,
    struct: model.struct,
    send: async (body: Body, over: Item | undefined) => {
      const saved = over ? await edit.mutateAsync({ id: recordId, body, version: versionOf(over) }) : await creation.mutateAsync(body)
      notify({ type: 'success', title: editing ? notices.saved : notices.created, description: resource.nameOf(saved) })
      onClose()
    },
    // The edit's mutation has refreshed the lists and the journal, and read anew the record shows it.
    readCurrent: () => readRecordAnew(recordId),
  })
  const lastEdit = useLastRecordEdit(conflict ? recordId : '')
  // «Вернуть к этой версии» in the record's «История»: a change meanwhile opens the conflict view, the returned values as the person's.
  const revert = useRecordRevert({
    resource,
    atoms,
    recordId,
    record,
    valuesOf: model.valuesOf,
    onConflict: (was, current, returned) => meetChange(was, current, model.valuesOf(returned)),
  })

  const { unavailable } = usePermission('records.edit')
  return {
    editing,
    record,
    /** Whether the form can show: always for a new record, once it is there for an edit. */
    load: editing ? load : ({ status: 'ready' } as const),
    form,
    confirm,
    conflict: conflict && { ...conflict, lastEdit },
    revert,
    // Benchmarks, requests and accounts: saving and deleting one is `records.edit`.
    unavailable,
  }
}
