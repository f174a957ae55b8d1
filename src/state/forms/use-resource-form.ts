import { useAtomValue } from 'jotai'
import { useContext } from 'react'
import type { Struct } from 'superstruct'
import type { Resource } from '../../api/resource'
import { useResourceDeletion, type ResourceNotices } from '../lists/use-resource-deletion'
import { useDrawerRecord, type ResourceAtoms } from '../lists/use-resource-drawer'
import { FormKeeperContext } from './form-keeper'
import { useForm } from './use-form'

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

/**
 * A resource's form drawer (ui `ResourceFormDrawer`): create when the link names no record,
 * else edit the record (found in the loaded lists or paged through; «Запись не найдена» when it
 * is gone). Saving says so and closes; so does deleting the open record.
 */
export function useResourceForm<Item, Create, Edit, Values extends object, Body extends Create & Edit>(
  options: ResourceFormOptions<Item, Create, Edit, Values, Body>,
) {
  const { resource, atoms, model, notices, recordId, onClose } = options
  const editing = recordId !== ''
  const { record, load } = useDrawerRecord(atoms, recordId, model.subject)
  const creation = useAtomValue(atoms.createAtom)
  const edit = useAtomValue(atoms.editAtom)
  // Deleting the open record closes its drawer, whatever was typed into it.
  const keeper = useContext(FormKeeperContext)
  const confirm = useResourceDeletion(resource, atoms, notices, () => {
    keeper?.release()
    onClose()
  })

  const form = useForm({
    initialValues: record ? model.valuesOf(record) : model.emptyValues,
    struct: model.struct,
    onSubmit: async (body: Body) => {
      const saved = editing ? await edit.mutateAsync({ id: recordId, body }) : await creation.mutateAsync(body)
      notices.notify({ title: editing ? notices.saved : notices.created, description: resource.nameOf(saved) })
      onClose()
    },
  })

  return {
    editing,
    record,
    /** Whether the form can show: always for a new record, once it is there for an edit. */
    load: editing ? load : ({ status: 'ready' } as const),
    form,
    confirm,
  }
}
