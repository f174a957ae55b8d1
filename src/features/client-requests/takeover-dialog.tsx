import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { describeError } from '../../api/errors'
import { reasonMaxLength, useReasonForm } from '../../state/forms/reason-form'
import { ReasonDialog } from '../../ui'

export interface TakeoverDialogProps {
  request: ClientRequest
  pending: boolean
  error: unknown
  onCancel(): void
  onConfirm(reason: string): void
}

/** «Перехватить запрос?»: names who holds it and asks for the reason (required, up to 500 characters), which the journal keeps. */
export function TakeoverDialog({ request, pending, error, onCancel, onConfirm }: TakeoverDialogProps) {
  const form = useReasonForm(onConfirm)
  return (
    <ReasonDialog
      title="Перехватить запрос?"
      description={`«${request.title}» в работе у ${request.claimed_by_email ?? 'другого сотрудника'}. Причина попадёт в журнал.`}
      confirmLabel="Перехватить"
      form={form}
      maxLength={reasonMaxLength}
      pending={pending}
      errorMessage={error == null ? null : describeError(error)}
      onCancel={onCancel}
    />
  )
}
