import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { object, size, string } from 'superstruct'
import { describe, expect, it, vi } from 'vitest'
import type { RecordLoad } from '../../src/lib/form'
import { uuidString } from '../../src/lib/input-structs'
import { useForm } from '../../src/state/forms/use-form'
import { EntitySelect, Field, FormDrawer, Input, lazyDrawer, type LazyDrawerProps } from '../../src/ui'

const requestStruct = object({ title: size(string(), 1, 100), account: uuidString() })
const accountUuid = '0c000000-0000-4000-8000-000000000001'

function RequestDrawer({
  record,
  send,
  onClose = () => {},
}: {
  record?: RecordLoad
  send: (value: unknown) => Promise<unknown>
  onClose?: () => void
}) {
  const [accountSearch, setAccountSearch] = useState('')
  const form = useForm({ initialValues: { title: '', account: '' }, struct: requestStruct, onSubmit: send })
  const options = [{ value: accountUuid, label: 'Ромашка' }].filter((option) => option.label.includes(accountSearch))
  return (
    <FormDrawer title="Запрос клиента" onClose={onClose} form={form} record={record}>
      <Field label="Название" error={form.errors.title}>
        <Input {...form.textInput('title')} />
      </Field>
      <EntitySelect
        label="Кабинет"
        value={form.values.account}
        onValueChange={(value) => form.setValue('account', value)}
        options={options}
        onSearchChange={setAccountSearch}
        error={form.errors.account}
        required
        delay={0}
      />
    </FormDrawer>
  )
}

describe('FormDrawer', () => {
  it('focuses the first field, and moves focus to the first field in error on submit, the entity select too', async () => {
    const user = userEvent.setup()
    const send = vi.fn(() => Promise.resolve())
    render(<RequestDrawer send={send} />)
    const drawer = await screen.findByRole('dialog', { name: 'Запрос клиента' })
    const title = within(drawer).getByRole('textbox', { name: 'Название' })
    await waitFor(() => expect(title).toHaveFocus())

    await user.type(title, 'Новая заявка{Enter}')
    const account = within(drawer).getByRole('combobox', { name: 'Кабинет' })
    await waitFor(() => expect(account).toHaveFocus())
    expect(account).toHaveAttribute('aria-invalid', 'true')
    expect(account).toHaveAccessibleDescription('Обязательное поле')
    expect(send).not.toHaveBeenCalled()

    await user.keyboard('Ром')
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(listbox.querySelector('[data-highlighted]')).not.toBeNull())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(account).toHaveValue('Ромашка'))
    await user.click(within(drawer).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(send).toHaveBeenCalledWith({ title: 'Новая заявка', account: accountUuid }, expect.anything()))
  })

  it('sends nothing on Enter or Ctrl+Enter while «Сохранить» is unavailable to the role', async () => {
    const user = userEvent.setup()
    const send = vi.fn(() => Promise.resolve())
    function TitleDrawer({ unavailable }: { unavailable?: string }) {
      const form = useForm({ initialValues: { title: '' }, struct: object({ title: size(string(), 1, 100) }), onSubmit: send })
      return (
        <FormDrawer title="Название" onClose={() => {}} form={form} submitUnavailable={unavailable}>
          <Field label="Название">
            <Input {...form.textInput('title')} />
          </Field>
        </FormDrawer>
      )
    }
    const { rerender } = render(<TitleDrawer unavailable="Недоступно для роли «Поддержка»" />)
    const title = await screen.findByRole('textbox', { name: 'Название' })
    await user.type(title, 'Новая заявка{Enter}')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(send).not.toHaveBeenCalled()
    expect(title).toHaveValue('Новая заявка')
    // The same keys send it once the role may.
    rerender(<TitleDrawer />)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
  })

  it('shows the alert of a failure inside the drawer and keeps the form', async () => {
    const user = userEvent.setup()
    render(<RequestDrawer send={() => Promise.reject(new Error('boom'))} />)
    const drawer = await screen.findByRole('dialog', { name: 'Запрос клиента' })
    const title = within(drawer).getByRole('textbox', { name: 'Название' })
    await user.type(title, 'Заявка')
    await user.click(within(drawer).getByRole('combobox', { name: 'Кабинет' }))
    await user.click(await screen.findByRole('option', { name: 'Ромашка' }))
    await user.click(within(drawer).getByRole('button', { name: 'Сохранить' }))
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Что-то пошло не так. Повторите попытку.')
    expect(title).toHaveValue('Заявка')
  })

  it('offers no submit while the record loads', async () => {
    render(<RequestDrawer record={{ status: 'loading' }} send={vi.fn()} />)
    const drawer = await screen.findByRole('dialog', { name: 'Запрос клиента' })
    expect(within(drawer).getByText('Загрузка…')).toBeInTheDocument()
    expect(within(drawer).queryByRole('textbox')).toBeNull()
    expect(within(drawer).queryByRole('button', { name: 'Сохранить' })).toBeNull()
    expect(within(drawer).getByRole('button', { name: 'Отмена' })).toBeInTheDocument()
  })

  it('shows a record that failed to load with «Повторить» and no submit', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const onClose = vi.fn()
    render(<RequestDrawer record={{ status: 'failed', title: 'Запись не найдена', onRetry }} send={vi.fn()} onClose={onClose} />)
    const drawer = await screen.findByRole('dialog', { name: 'Запрос клиента' })
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Запись не найдена')
    expect(within(drawer).queryByRole('button', { name: 'Сохранить' })).toBeNull()
    await user.click(within(drawer).getByRole('button', { name: 'Повторить' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    await user.click(within(drawer).getByRole('button', { name: 'Отмена' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('lazyDrawer', () => {
  it('describes a URL drawer in one line and hands its component the record parameter', async () => {
    function Shown({ record, params }: LazyDrawerProps) {
      return <p>{`Кабинет ${record}, вкладка ${params.get('tab') ?? ''}`}</p>
    }
    const descriptor = lazyDrawer({ id: 'client-account', param: 'client-account' }, () => Promise.resolve(Shown))
    expect(descriptor.id).toBe('client-account')
    expect(descriptor.params).toEqual(['client-account'])
    render(descriptor.render({ params: new URLSearchParams('drawer=client-account&client-account=a1&tab=requests'), close: () => {} }))
    expect(await screen.findByText('Кабинет a1, вкладка requests')).toBeInTheDocument()
  })
})
