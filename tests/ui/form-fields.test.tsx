import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { boolean, integer, min, object, size, string } from 'superstruct'
import { describe, expect, it, vi } from 'vitest'
import { numberInput, oneOf } from '../../src/lib/input-structs'
import { useForm } from '../../src/state/forms/use-form'
import { Button, FormFields, type FieldSpec } from '../../src/ui'

const channels = { banner: 'Баннер', social: 'Соцсети' } as const
const normStruct = object({
  name: size(string(), 1, 50),
  limit: numberInput(min(integer(), 1)),
  channel: oneOf(channels),
  note: size(string(), 0, 200),
  active: boolean(),
})
type NormValues = { name: string; limit: string; channel: string; note: string; active: boolean }

const normFields: FieldSpec<NormValues>[] = [
  { kind: 'text', name: 'name', label: 'Название', required: true },
  { kind: 'number', name: 'limit', label: 'Лимит', required: true },
  {
    kind: 'select',
    name: 'channel',
    label: 'Канал',
    options: [
      { value: 'banner', label: 'Баннер' },
      { value: 'social', label: 'Соцсети' },
    ],
  },
  { kind: 'textarea', name: 'note', label: 'Заметка' },
  { kind: 'switch', name: 'active', label: 'Действует' },
  { kind: 'custom', name: 'hint', render: () => <p>Нормы применяются со следующего дня.</p> },
]

function NormForm({ send }: { send: (norm: unknown) => Promise<unknown> }) {
  const form = useForm({
    initialValues: { name: '', limit: '', channel: '', note: '', active: false } satisfies NormValues,
    struct: normStruct,
    onSubmit: send,
  })
  return (
    <form aria-label="Норма" {...form.formProps}>
      <FormFields fields={normFields} form={form} />
      <Button type="submit">Сохранить</Button>
    </form>
  )
}

describe('FormFields', () => {
  it('renders described fields with their errors and sends what the struct makes of them', async () => {
    const user = userEvent.setup()
    const send = vi.fn(() => Promise.resolve())
    render(<NormForm send={send} />)
    expect(screen.getByText('Нормы применяются со следующего дня.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    const name = screen.getByRole('textbox', { name: /Название/ })
    expect(name).toHaveAccessibleDescription('Обязательное поле')
    expect(screen.getByRole('textbox', { name: /Лимит/ })).toHaveAccessibleDescription('Обязательное поле')
    expect(screen.getByRole('combobox', { name: 'Канал' })).toHaveAccessibleDescription('Обязательное поле')
    await waitFor(() => expect(name).toHaveFocus())

    await user.type(name, 'Баннеры')
    await user.type(screen.getByRole('textbox', { name: /Лимит/ }), '1 500')
    await user.click(screen.getByRole('combobox', { name: 'Канал' }))
    await user.click(await screen.findByRole('option', { name: 'Соцсети' }))
    await user.type(screen.getByRole('textbox', { name: 'Заметка' }), 'на месяц')
    await user.click(screen.getByText('Действует'))
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        { name: 'Баннеры', limit: 1500, channel: 'social', note: 'на месяц', active: true },
        expect.anything(),
      ),
    )
  })
})
