import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { FieldsBinding, FormBinding, RecordLoad } from '../lib/form'
import { formatDateTime } from '../lib/format'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { ConflictPanel, type ConflictChoice, type ConflictRow } from './conflict-panel'
import { FormDrawer } from './form-drawer'
import { fieldLabel, fieldValueText, FormFields, type FieldSpec } from './form-fields'
import { RecordRevertDialog, RecordRevertScope, type RecordRevertView } from './record-revert'
import type { ConfirmController, DeletionText } from './resource-list-screen'

const blockedNote = css({ alignSelf: 'center', fontSize: 'sm', color: 'fg.muted' })

/** A resource's form drawer as data: its fields, its titles and how it asks before deleting. */
export interface ResourceFormDescription<Row, Values> {
  fields: readonly FieldSpec<Values>[]
  /** «Новая норма». */
  createTitle: string
  /** «Норма «Баннер CTR»»; the record is undefined while it loads. */
  editTitle: (row: Row | undefined) => string
  deletion: DeletionText<Row>
  /** Under the fields of an existing record: what else it offers («Скачать изображения»). */
  recordActions?: (row: Row) => ReactNode
  /** Above the fields of an existing record: who else is on it now (before one saves). */
  recordNotice?: (row: Row) => ReactNode
}

/** A save refused because the record changed meanwhile: the fields the other side changed, and the choices. */
export interface FormConflictView {
  merge: { changed: readonly { field: string; was: unknown; now: unknown; mine: unknown; contested: boolean }[] }
  choices: Readonly<Record<string, ConflictChoice>>
  lastEdit?: { actor_email: string; created_at: string }
  choose: (field: string, choice: ConflictChoice) => void
  discardMine: () => void
}

/** What state `useResourceForm` (with `useConfirm` for the deletion) hands the drawer. */
export interface ResourceFormController<Row, Values> {
  editing: boolean
  record: Row | undefined
  load: RecordLoad
  form: FormBinding & FieldsBinding<Values>
  confirm: ConfirmController<Row>
  conflict: FormConflictView | null
  /** Why the person may not save or delete the record (their role); undefined when they may. */
  unavailable?: string
  /** «Вернуть к этой версии» beside the versions in its «История». */
  revert?: RecordRevertView<Row>
}

/** The conflict's changed fields in the words of the form's fields. */
function conflictRows<Values>(conflict: FormConflictView, fields: readonly FieldSpec<Values>[]): ConflictRow[] {
  return conflict.merge.changed.flatMap((changed) => {
    const spec = fields.find((field) => field.name === changed.field)
    if (!spec) return []
    const text = (value: unknown) => fieldValueText(spec, value)
    return [
      {
        field: changed.field,
        label: fieldLabel(spec),
        was: text(changed.was),
        now: text(changed.now),
        mine: text(changed.mine),
        contested: changed.contested,
        choice: conflict.choices[changed.field],
      },
    ]
  })
}

export interface ResourceFormDrawerProps<Row, Values> {
  description: ResourceFormDescription<Row, Values>
  controller: ResourceFormController<Row, Values>
  onClose: () => void
  /** Under the fields of an existing record: its «История» (the journal's entries about it). */
  history?: ReactNode
}

/**
 * Creates or edits one record: the fields of the description in a FormDrawer («Сохранить»),
 * and for a record, «Удалить» confirmed in a dialog that names it.
 */
export function ResourceFormDrawer<Row, Values>({ description, controller, onClose, history }: ResourceFormDrawerProps<Row, Values>) {
  const { record, confirm } = controller
  const blockedReason = record ? (description.deletion.blockedReason?.(record) ?? null) : null
  return (
    <>
      <FormDrawer
        title={controller.editing ? description.editTitle(record) : description.createTitle}
        onClose={onClose}
        form={controller.form}
        record={controller.load}
        submitUnavailable={controller.unavailable}
        startActions={
          record && (
            <>
              <Button
                variant="plain"
                tone="danger"
                disabled={blockedReason !== null}
                unavailable={controller.unavailable}
                onClick={() => confirm.ask(record)}
              >
                Удалить
              </Button>
              {blockedReason !== null && <span className={blockedNote}>{blockedReason}</span>}
            </>
          )
        }
      >
        {controller.conflict && (
          <ConflictPanel
            rows={conflictRows(controller.conflict, description.fields)}
            changedBy={
              controller.conflict.lastEdit &&
              `${controller.conflict.lastEdit.actor_email}, ${formatDateTime(controller.conflict.lastEdit.created_at)}`
            }
            onChoose={controller.conflict.choose}
            onDiscardMine={controller.conflict.discardMine}
          />
        )}
        {record && description.recordNotice?.(record)}
        <FormFields fields={description.fields} form={controller.form} />
        {record && description.recordActions?.(record)}
        {record && (controller.revert ? <RecordRevertScope revert={controller.revert}>{history}</RecordRevertScope> : history)}
      </FormDrawer>
      {record && controller.revert && (
        <RecordRevertDialog revert={controller.revert} fields={description.fields} subject={description.editTitle(record)} />
      )}
      {confirm.target !== null && (
        <ConfirmDialog title={description.deletion.title} {...confirm.dialogProps}>
          {description.deletion.text(confirm.target)}
        </ConfirmDialog>
      )}
    </>
  )
}
