import type { ReactNode } from 'react'
import type { QueryCodecs } from '../../contract/endpoint'
import { RecordHistory } from '../entities/audit-log/journal-feed'
import { RecordPresence } from '../entities/presence/record-presence'
import { useResourceForm, type ResourceFormModel } from '../state/lists/use-resource-form'
import { usePresence } from '../state/live/use-presence'
import { ResourceFormDrawer, type FieldSpec, type LazyDrawerProps } from '../ui'
import type { RecordType } from './define-record-type'

type FormController<Item, Create, Edit, Values extends object, Body extends Create & Edit> = ReturnType<
  typeof useResourceForm<Item, Create, Edit, Values, Body>
>

/** A record type's form: its values, how a record fills them, the struct that checks them, and its fields. */
export interface RecordForm<Item, Create, Edit, Values extends object, Body extends Create & Edit> extends Omit<
  ResourceFormModel<Item, Values, Body>,
  'subject'
> {
  /** Its fields, or made from the form's state (a field that shows the record's own words). */
  fields: readonly FieldSpec<Values>[] | ((controller: FormController<Item, Create, Edit, Values, Body>) => readonly FieldSpec<Values>[])
  /** Under the fields of an existing record: what else it offers. */
  recordActions?: (item: Item) => ReactNode
}

/** A record type's form, its types taken from the record type's: `recordForm(benchmarks, {…})`. */
export function recordForm<Item, Create, Edit, Q extends QueryCodecs, Values extends object, Body extends Create & Edit>(
  _type: RecordType<Item, Create, Edit, Q>,
  form: RecordForm<Item, Create, Edit, Values, Body>,
): RecordForm<Item, Create, Edit, Values, Body> {
  return form
}

export interface RecordFormDrawerProps<
  Item,
  Create,
  Edit,
  Q extends QueryCodecs,
  Values extends object,
  Body extends Create & Edit,
> extends LazyDrawerProps {
  type: RecordType<Item, Create, Edit, Q>
  form: RecordForm<Item, Create, Edit, Values, Body>
}

/**
 * A record type's drawer: `?drawer=<id>` creates one, `&<param>=<uuid>` edits or deletes it; who
 * else is on it, and its history from the journal.
 */
export function RecordFormDrawer<Item, Create, Edit, Q extends QueryCodecs, Values extends object, Body extends Create & Edit>({
  type,
  form,
  record,
  onClose,
}: RecordFormDrawerProps<Item, Create, Edit, Q, Values, Body>) {
  const { words } = type
  const controller = useResourceForm({
    resource: type.resource,
    atoms: type.atoms,
    model: { emptyValues: form.emptyValues, valuesOf: form.valuesOf, struct: form.struct, subject: words.forms.one },
    notices: type.notices,
    recordId: record,
    onClose,
  })
  const resource = type.declaration.type
  usePresence(resource, record, controller.form.dirty ? 'editing' : 'viewing')
  return (
    <ResourceFormDrawer
      description={{
        fields: typeof form.fields === 'function' ? form.fields(controller) : form.fields,
        createTitle: words.createTitle,
        editTitle: words.editTitle,
        deletion: words.deletion,
        recordActions: form.recordActions,
        recordNotice: record ? () => <RecordPresence resource={resource} uuid={record} subject={words.presenceSubject} /> : undefined,
      }}
      controller={controller}
      onClose={onClose}
      history={record && <RecordHistory targetUuid={record} />}
    />
  )
}
