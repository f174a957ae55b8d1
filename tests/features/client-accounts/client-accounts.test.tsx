import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { undoWindowMsAtom } from '../../../src/state/lists/deferred-deletion'
import { createFakeApi } from '../../support/fake-api'
import { clientAccountsPath, empty, romashka, serveClientAccounts } from '../../support/fixtures/client-accounts'
import { clearToasts, findDialog, renderScreen, retype, toast, waitForRows, type Rendered } from '../resource-screens'

afterEach(clearToasts)

const title = 'Кабинеты клиентов'

function setup(url = '/request-accounts') {
  const api = createFakeApi()
  const store = serveClientAccounts(api)
  const view = renderScreen(url, api)
  return { ...view, store }
}

const listRequests = (view: Rendered) => view.api.requestsTo('GET', clientAccountsPath)
const writes = (view: Rendered) => view.api.requests.filter((request) => request.method !== 'GET')

async function openCreate(view: Rendered) {
  await waitForRows(title)
  await view.user.click(screen.getByRole('button', { name: 'Создать' }))
  return findDialog('Новый кабинет')
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`))

describe('«Кабинеты клиентов»', () => {
  it('lists accounts with their activity and a link to their requests', async () => {
    const view = setup()
    await waitForRows(title)
    const row = screen.getByRole('row', { name: /Ромашка/ })
    expect(within(row).getByText('+7 916 123-45-67')).toBeInTheDocument()
    expect(within(row).getByText('Активен')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Запросы кабинета «Ромашка»: 3' })).toHaveAttribute(
      'href',
      `/requests?client_request_account_uuid=${romashka.client_request_account_uuid}`,
    )
    expect(listRequests(view)[0]?.url.split('?')[1]).toBe('page=1&page_size=25&ordering=name')
  })

  it('filters by activity, in the query and in the URL', async () => {
    const view = setup()
    await waitForRows(title)
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Активность' }), 'Неактивные')
    await waitFor(() => expect(listRequests(view).at(-1)?.query.get('is_active')).toBe('false'))
    expect(view.router.state.location.search).toBe('?is_active=false')
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ромашка/ })).not.toBeInTheDocument())
  })

  it('creates an account: the phone left blank is sent as null, the list refreshes', async () => {
    const view = setup()
    const dialog = await openCreate(view)
    await view.user.type(field(dialog, 'Название'), 'Василёк')
    await view.user.type(field(dialog, 'Электронная почта'), ' info@vasilek.ru ')
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await toast('Кабинет создан')
    expect(view.api.requestsTo('POST', `${clientAccountsPath}create/`)[0]?.body).toEqual({
      name: 'Василёк',
      company: '',
      contact_email: 'info@vasilek.ru',
      contact_phone: null,
      is_active: true,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByText('Найдено: 13')).toBeInTheDocument())
    expect(screen.getByRole('row', { name: /Василёк/ })).toBeInTheDocument()
  })

  it.each([
    ['no name and no e-mail', {}, { Название: 'Обязательное поле', 'Электронная почта': 'Обязательное поле' }],
    ['a wrong e-mail', { contact_email: 'info@' }, { 'Электронная почта': 'Неверный адрес электронной почты' }],
    ['a wrong phone', { contact_phone: 'позвоните' }, { Телефон: 'Неверный номер телефона' }],
    ['a company over 200 characters', { company: 'к'.repeat(201) }, { Компания: 'Строка должна содержать не более 200 символ(ов)' }],
  ])('refuses %s with the §5 message and sends nothing', async (_, input: Record<string, string>, expected) => {
    const view = setup()
    const dialog = await openCreate(view)
    if (Object.keys(input).length > 0) {
      await view.user.type(field(dialog, 'Название'), 'Василёк')
      await view.user.type(field(dialog, 'Электронная почта'), 'info@vasilek.ru')
    }
    const labels: Record<string, string> = { contact_email: 'Электронная почта', contact_phone: 'Телефон', company: 'Компания' }
    for (const [name, value] of Object.entries(input)) await retype(view, field(dialog, labels[name] ?? name), value)
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    for (const [label, message] of Object.entries(expected)) {
      await waitFor(() => expect(field(dialog, label)).toHaveAccessibleDescription(expect.stringContaining(message)))
    }
    expect(writes(view)).toHaveLength(0)
  })

  it('edits an account: turns it off, and a server 422 on the e-mail lands there with the values kept', async () => {
    const view = setup(`/request-accounts?drawer=client-account&client-account=${romashka.client_request_account_uuid}`)
    const dialog = await findDialog('Кабинет «Ромашка»')
    await view.user.click(within(dialog).getByRole('switch', { name: 'Активен' }))
    view.api.fail('PATCH', `${clientAccountsPath}${romashka.client_request_account_uuid}/edit/`, {
      status: 422,
      body: { detail: [{ loc: ['body', 'contact_email'], msg: 'Адрес уже занят', type: 'value_error' }] },
    })
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(field(dialog, 'Электронная почта')).toHaveAccessibleDescription('Адрес уже занят'))
    expect(within(dialog).getByRole('switch', { name: 'Активен' })).not.toBeChecked()

    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await toast('Кабинет сохранён')
    expect(view.store.find(romashka.client_request_account_uuid)?.is_active).toBe(false)
  })

  it('says before the click that an account with requests cannot be deleted, on its row', async () => {
    const view = setup()
    await waitForRows(title)
    const rowDelete = screen.getByRole('button', { name: 'Удалить: Ромашка' })
    expect(rowDelete).toBeDisabled()
    expect(rowDelete).toHaveAttribute('title', 'Нельзя удалить: у кабинета 3 запроса')
    expect(screen.getByRole('button', { name: 'Удалить: Пустой кабинет' })).toBeEnabled()
    expect(writes(view)).toHaveLength(0)
  })

  it('says it in the drawer too, with its delete disabled', async () => {
    const view = setup(`/request-accounts?drawer=client-account&client-account=${romashka.client_request_account_uuid}`)
    const dialog = await findDialog('Кабинет «Ромашка»')
    expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeDisabled()
    expect(dialog).toHaveTextContent('Нельзя удалить: у кабинета 3 запроса')
    expect(writes(view)).toHaveLength(0)
  })

  it('explains a 409 from a list that no longer knows of the requests, brings the row back and offers its requests', async () => {
    const view = setup()
    view.context.store.set(undoWindowMsAtom, 0)
    await waitForRows(title)
    const path = `${clientAccountsPath}${empty.client_request_account_uuid}/delete/`
    view.api.fail('DELETE', path, { status: 409, body: { detail: 'Account has requests.' } })
    await view.user.click(screen.getByRole('button', { name: 'Удалить: Пустой кабинет' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить кабинет?' })
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    const notice = (await toast('Не удалось удалить: Пустой кабинет')).closest('[data-part=root]') as HTMLElement
    expect(within(notice).getByText(/ещё есть запросы/)).toBeInTheDocument()
    expect(view.store.find(empty.client_request_account_uuid)).toBeDefined()
    expect(await screen.findByRole('row', { name: /Пустой кабинет/ })).toBeInTheDocument()
    await view.user.click(within(notice).getByRole('link', { name: 'Открыть запросы кабинета' }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/requests'))
    expect(view.router.state.location.search).toBe(`?client_request_account_uuid=${empty.client_request_account_uuid}`)
  })

  it('deletes an account without requests after a confirmation naming it', async () => {
    const view = setup()
    view.context.store.set(undoWindowMsAtom, 0)
    await waitForRows(title)
    await view.user.click(screen.getByRole('button', { name: 'Удалить: Пустой кабинет' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить кабинет?' })
    expect(confirm).toHaveTextContent('Кабинет «Пустой кабинет» будет удалён безвозвратно.')
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    await toast('Кабинет удалён')
    expect(view.store.find(empty.client_request_account_uuid)).toBeUndefined()
    await waitFor(() => expect(screen.queryByRole('row', { name: /Пустой кабинет/ })).not.toBeInTheDocument())
  })
})
