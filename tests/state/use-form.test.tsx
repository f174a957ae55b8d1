import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { object, size, string } from 'superstruct'
import { describe, expect, it, vi } from 'vitest'
import { HttpError, NetworkError } from '../../src/api/errors'
import { email } from '../../src/lib/input-structs'
import { useForm } from '../../src/state/forms/use-form'
import { Button, Field, FormAlert, Input, Textarea } from '../../src/ui'

const accountStruct = object({
  email: email(),
  name: size(string(), 1, 20),
  note: size(string(), 0, 10),
})
type Account = { email: string; name: string; note: string }

function AccountForm({ send, initial }: { send: (account: Account) => Promise<unknown>; initial?: Partial<Account> }) {
  const form = useForm({
    initialValues: { email: '', name: '', note: '', ...initial },
    struct: accountStruct,
    onSubmit: send,
  })
  return (
    <form aria-label="Кабинет" {...form.formProps}>
      <FormAlert>{form.alert}</FormAlert>
      <Field label="Почта" error={form.errors.email}>
        <Input {...form.textInput('email')} />
      </Field>
      <Field label="Название" error={form.errors.name}>
        <Input {...form.textInput('name')} />
      </Field>
      <Field label="Заметка" error={form.errors.note}>
        <Textarea {...form.textInput('note')} />
      </Field>
      <Button type="submit" loading={form.pending}>
        Сохранить
      </Button>
    </form>
  )
}

function renderForm(send: (account: Account) => Promise<unknown>, initial?: Partial<Account>) {
  const user = userEvent.setup()
  render(<AccountForm send={send} initial={initial} />)
  return {
    user,
    email: screen.getByRole('textbox', { name: 'Почта' }),
    name: screen.getByRole('textbox', { name: 'Название' }),
    note: screen.getByRole('textbox', { name: 'Заметка' }),
    save: screen.getByRole('button', { name: 'Сохранить' }),
  }
}

/** An answer the test gives itself. */
function deferred() {
  let resolve: (value: unknown) => void = () => {}
  const promise = new Promise((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

const http = (status: number, body: unknown) => new HttpError({ status, method: 'POST', url: '/api/accounts/', body })

describe('useForm', () => {
  it('validates on submit only, with the §5 messages, and focuses the first field in error', async () => {
    const send = vi.fn(() => Promise.resolve())
    const { user, email, name, save } = renderForm(send)
    await user.type(email, 'не почта')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Неверный адрес электронной почты')).toBeNull()

    await user.click(save)
    expect(email).toHaveAccessibleDescription('Неверный адрес электронной почты')
    expect(name).toHaveAccessibleDescription('Обязательное поле')
    expect(email).toHaveFocus()
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the checked (coerced) values and clears the errors', async () => {
    const send = vi.fn(() => Promise.resolve())
    const { user, email, name, save } = renderForm(send)
    await user.click(save)
    await user.type(email, '  anna@example.ru ')
    await user.type(name, 'Анна')
    await user.click(save)
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'anna@example.ru', name: 'Анна', note: '' }, expect.anything()))
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveAttribute('aria-invalid')
  })

  it('submits with Enter in a single-line field, not in a textarea (there Ctrl+Enter)', async () => {
    const send = vi.fn(() => Promise.resolve())
    const { user, name, note } = renderForm(send, { email: 'anna@example.ru' })
    await user.type(note, 'a{Enter}b')
    expect(note).toHaveValue('a\nb')
    expect(send).not.toHaveBeenCalled()
    await user.type(name, 'Анна{Enter}')
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await user.type(note, '{Control>}{Enter}{/Control}')
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
  })

  it('sends once for a double click and for Enter while the first submit is under way', async () => {
    const answer = deferred()
    const send = vi.fn(() => answer.promise)
    const { user, name, save } = renderForm(send, { email: 'anna@example.ru', name: 'Анна' })
    await user.dblClick(save)
    await user.type(name, '{Enter}')
    expect(save).toHaveAttribute('aria-busy', 'true')
    answer.resolve(undefined)
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'))
    expect(send).toHaveBeenCalledTimes(1)
    await user.click(save)
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
  })

  it('puts a 422 on its field, keeps the values and focuses that field', async () => {
    const send = vi.fn(() =>
      Promise.reject(http(422, { detail: [{ loc: ['body', 'name'], msg: 'Такое название уже есть', type: 'value_error' }] })),
    )
    const { user, email, name, note, save } = renderForm(send, { email: 'anna@example.ru' })
    await user.type(name, 'Анна')
    await user.type(note, 'важно')
    await user.click(save)
    await waitFor(() => expect(name).toHaveAccessibleDescription('Такое название уже есть'))
    expect(name).toHaveFocus()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(email).toHaveValue('anna@example.ru')
    expect(name).toHaveValue('Анна')
    expect(note).toHaveValue('важно')
  })

  it('maps a DRF-style 400 onto the fields and its other messages into the alert', async () => {
    const send = vi.fn(() =>
      Promise.reject(
        http(400, { email: ['Почта уже занята'], owner: ['Неизвестный владелец'], non_field_errors: ['Лимит кабинетов исчерпан'] }),
      ),
    )
    const { user, email, save } = renderForm(send, { email: 'anna@example.ru', name: 'Анна' })
    await user.click(save)
    await waitFor(() => expect(email).toHaveAccessibleDescription('Почта уже занята'))
    expect(screen.getByRole('alert')).toHaveTextContent('Лимит кабинетов исчерпан Неизвестный владелец')
  })

  it('shows any other failure in one alert, in Russian, and keeps the values', async () => {
    const send = vi
      .fn<(account: Account) => Promise<unknown>>()
      .mockRejectedValueOnce(new NetworkError({ method: 'POST', url: '/api/accounts/', cause: new TypeError('Failed to fetch') }))
      .mockRejectedValueOnce(http(409, { detail: 'Кабинет уже существует' }))
      .mockResolvedValueOnce(undefined)
    const { user, name, save } = renderForm(send, { email: 'anna@example.ru', name: 'Анна' })
    await user.click(save)
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером. Проверьте подключение к сети.')
    expect(name).toHaveValue('Анна')
    await user.click(save)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Кабинет уже существует'))
    await user.click(save)
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('lets the caller explain a failure no field explains', async () => {
    function Confirming() {
      const form = useForm({
        initialValues: {},
        struct: object({}),
        onSubmit: () => Promise.reject(http(409, { detail: 'conflict' })),
        describeFailure: (error) => (error instanceof HttpError && error.status === 409 ? 'У кабинета есть запросы.' : undefined),
      })
      return (
        <form aria-label="Удаление" {...form.formProps}>
          <FormAlert>{form.alert}</FormAlert>
          <Button type="submit">Удалить</Button>
        </form>
      )
    }
    const user = userEvent.setup()
    render(<Confirming />)
    await user.click(screen.getByRole('button', { name: 'Удалить' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('У кабинета есть запросы.')
  })
})
