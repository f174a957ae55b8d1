import type { FieldsBinding, FormBinding } from '../lib/form'
import { Field, Input } from './field'
import { FormDialog } from './form-drawer'

export interface ReasonDialogProps {
  title: string
  description: string
  confirmLabel: string
  tone?: 'danger'
  /** The reason's form (state `useReasonForm`). */
  form: FormBinding & FieldsBinding<{ reason: string }>
  /** Up to how many characters (the form checks it). */
  maxLength: number
  pending: boolean
  /** The last attempt's failure, said in the dialog; the reason typed stays. */
  errorMessage: string | null
  onCancel(): void
}

/** A decision that needs its reason, which the journal keeps; Enter in the field sends it. */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  tone,
  form,
  maxLength,
  pending,
  errorMessage,
  onCancel,
}: ReasonDialogProps) {
  // The decision is sent by its owner: its progress and failure are theirs.
  const shown = { ...form, pending: form.pending || pending, alert: errorMessage ?? form.alert }
  return (
    <FormDialog title={title} description={description} onClose={onCancel} form={shown} submitLabel={confirmLabel} tone={tone}>
      <Field label="Причина" helperText={`Не более ${maxLength} символов`} error={form.errors.reason} required>
        <Input autoComplete="off" value={form.values.reason} onChange={(event) => form.setText('reason', event.target.value)} />
      </Field>
    </FormDialog>
  )
}
