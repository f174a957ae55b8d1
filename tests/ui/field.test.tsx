import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Field, Input, Textarea } from '../../src/ui'

describe('Field', () => {
  it('labels its control and is valid without an error', () => {
    render(
      <Field label="Электронная почта">
        <Input type="email" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Электронная почта' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('marks the control invalid and describes it by the error text', () => {
    render(
      <Field label="Электронная почта" error="Неверный email">
        <Input type="email" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Электронная почта' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Неверный email')
    const errorId = input.getAttribute('aria-describedby')
    expect(errorId).toBeTruthy()
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Неверный email')
  })

  it('describes the control by the helper text and the error together', () => {
    render(
      <Field label="Сумма" helperText="От 0,01 до 1 000 000 ₽" error="Обязательное поле">
        <Input inputMode="decimal" />
      </Field>,
    )
    expect(screen.getByRole('textbox', { name: 'Сумма' })).toHaveAccessibleDescription('От 0,01 до 1 000 000 ₽ Обязательное поле')
  })

  it('drops the error wiring once the error is gone', () => {
    const { rerender } = render(
      <Field label="Пароль" error="Обязательное поле">
        <Input type="password" />
      </Field>,
    )
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument()
    rerender(
      <Field label="Пароль">
        <Input type="password" />
      </Field>,
    )
    expect(screen.queryByText('Обязательное поле')).toBeNull()
    expect(screen.getByLabelText('Пароль')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Пароль')).not.toHaveAttribute('aria-describedby')
  })

  it('wires a textarea the same way and marks a required field', async () => {
    const user = userEvent.setup()
    render(
      <Field label="Комментарий" error="Строка должна содержать не более 500 символ(ов)" required>
        <Textarea />
      </Field>,
    )
    const textarea = screen.getByRole('textbox', { name: /Комментарий/ })
    expect(textarea).toBeRequired()
    expect(textarea).toHaveAttribute('aria-invalid', 'true')
    expect(textarea).toHaveAccessibleDescription('Строка должна содержать не более 500 символ(ов)')
    await user.type(textarea, 'Возврат')
    expect(textarea).toHaveValue('Возврат')
  })

  it('keeps a description the caller gives the control', () => {
    render(
      <>
        <p id="hint">Подсказка</p>
        <Field label="Код" error="Неверный код">
          <Input aria-describedby="hint" />
        </Field>
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Код' })).toHaveAccessibleDescription('Неверный код Подсказка')
  })
})
