import { object } from 'superstruct'
import { requiredText } from '../../lib/input-structs'
import { useFormState, type Form } from './form-state'

/** How long a decision's reason may be: the journal keeps it. */
export const reasonMaxLength = 500

const reasonForm = object({ reason: requiredText(reasonMaxLength, 'Укажите причину') })

/**
 * The form of a decision that needs its reason (ui `ReasonDialog`): required, up to 500 characters,
 * trimmed; `onConfirm` gets it. The decision's progress and failure are its owner's.
 */
export function useReasonForm(onConfirm: (reason: string) => void): Form<{ reason: string }> {
  return useFormState({
    initialValues: { reason: '' },
    struct: reasonForm,
    onSubmit: ({ reason }) => onConfirm(reason),
    clearErrorOnChange: true,
  })
}
