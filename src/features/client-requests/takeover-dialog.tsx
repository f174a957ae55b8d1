import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { describeError } from '../../api/errors'
import { Button, Dialog, Field, FormAlert, Input } from '../../ui'

const maxReason = 500

export interface TakeoverDialogProps {
  request: ClientRequest
  pending: boolean
  error: unknown
  onCancel(): void
  onConfirm(reason: string): void
}

/** «Перехватить запрос?»: names who holds it and asks for the reason (required, up to 500 characters), which the journal keeps. */
export function TakeoverDialog({ request, pending, error, onCancel, onConfirm }: TakeoverDialogProps) {
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = reason.trim()
    if (trimmed === '') return setProblem('Укажите причину')
    if (trimmed.length > maxReason) return setProblem(`Не более ${maxReason} символов`)
    onConfirm(trimmed)
  }
  return (
    <Dialog
      open
      title="Перехватить запрос?"
      description={`«${request.title}» в работе у ${request.claimed_by_email ?? 'другого сотрудника'}. Причина попадёт в журнал.`}
      onClose={onCancel}
    >
      <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        <Field label="Причина" helperText={`Не более ${maxReason} символов`} error={problem} required>
          <Input
            autoComplete="off"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value)
              setProblem('')
            }}
          />
        </Field>
        {error != null && <FormAlert>{describeError(error)}</FormAlert>}
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button variant="outline" onClick={onCancel}>
            Отмена
          </Button>
          <Button type="submit" loading={pending}>
            Перехватить
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
