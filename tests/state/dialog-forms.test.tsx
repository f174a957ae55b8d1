import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FormProblem } from '../../src/lib/form'
import { useNameForm } from '../../src/state/forms/name-form'
import { reasonMaxLength, useReasonForm } from '../../src/state/forms/reason-form'
import { Field, FormDialog, Input, ReasonDialog } from '../../src/ui'

function Rejection({ onConfirm, errorMessage = null }: { onConfirm: (reason: string) => void; errorMessage?: string | null }) {
  const form = useReasonForm(onConfirm)
  return (
    <ReasonDialog
      title="Отклонить пополнение?"
      description="Деньги не будут зачислены."
      confirmLabel="Отклонить"
      tone="danger"
      form={form}
      maxLength={reasonMaxLength}
      pending={false}
      errorMessage={errorMessage}
      onCancel={() => {}}
    />
  )
}

describe('the reason dialog, on the form kit', () => {
  it('asks for the reason at the field, which keeps the focus, and forgets the message once typing starts', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<Rejection onConfirm={onConfirm} />)
    const reason = await screen.findByRole('textbox', { name: /Причина/ })
    await waitFor(() => expect(reason).toHaveFocus())
    await user.type(reason, '   {Enter}')
    expect(await screen.findByText('Укажите причину')).toBeVisible()
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveFocus()
    expect(onConfirm).not.toHaveBeenCalled()
    await user.type(reason, 'Д')
    expect(screen.queryByText('Укажите причину')).not.toBeInTheDocument()
  })

  it('refuses a reason over 500 characters, and sends one trimmed', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<Rejection onConfirm={onConfirm} />)
    const reason = await screen.findByRole('textbox', { name: /Причина/ })
    await user.click(reason)
    await user.paste('я'.repeat(501))
    await user.click(screen.getByRole('button', { name: 'Отклонить' }))
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'))
    expect(reason).toHaveAccessibleDescription(/Не более 500 символов/)
    expect(onConfirm).not.toHaveBeenCalled()
    await user.clear(reason)
    await user.type(reason, '  Нет документов  {Enter}')
    expect(onConfirm).toHaveBeenCalledWith('Нет документов')
  })

  it('says the owner’s failure in the dialog and keeps what was typed', async () => {
    render(<Rejection onConfirm={() => {}} errorMessage="Заявка уже рассмотрена" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Заявка уже рассмотрена')
  })
})

function Naming({ answer }: { answer: (name: string) => string | null }) {
  const form = useNameForm('', (name) => {
    const refusal = answer(name)
    if (refusal !== null) throw new FormProblem({ name: refusal })
  })
  return (
    <FormDialog title="Сохранить вид" onClose={() => {}} form={form}>
      <Field label="Название вида" error={form.errors.name} required>
        <Input value={form.values.name} onChange={(event) => form.setText('name', event.target.value)} />
      </Field>
    </FormDialog>
  )
}

describe('the name dialog, on the form kit', () => {
  it('shows a refusal thrown by its owner at the field, keeps the name typed and the focus on it', async () => {
    const user = userEvent.setup()
    render(<Naming answer={(name) => (name === 'Соцсети' ? 'Вид «Соцсети» уже есть.' : null)} />)
    const input = await screen.findByRole('textbox', { name: /Название вида/ })
    await user.type(input, 'Соцсети{Enter}')
    expect(await screen.findByText('Вид «Соцсети» уже есть.')).toBeVisible()
    expect(input).toHaveValue('Соцсети')
    expect(input).toHaveFocus()
  })
})
