import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'
import { Dialog } from './dialog'
import { Field, FormAlert, Input } from './field'

const maxReason = 500

export interface ReasonDialogProps {
  title: string
  description: string
  confirmLabel: string
  tone?: 'danger'
  pending: boolean
  /** The last attempt's failure, said in the dialog; the reason typed stays. */
  errorMessage: string | null
  onCancel(): void
  onConfirm(reason: string): void
}

/** A decision that needs its reason (required, up to 500 characters), which the journal keeps; Enter in the field sends it. */
export function ReasonDialog({ title, description, confirmLabel, tone, pending, errorMessage, onCancel, onConfirm }: ReasonDialogProps) {
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
    <Dialog open title={title} description={description} onClose={onCancel}>
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
        {errorMessage !== null && <FormAlert>{errorMessage}</FormAlert>}
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button variant="outline" onClick={onCancel}>
            Отмена
          </Button>
          <Button type="submit" tone={tone} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
