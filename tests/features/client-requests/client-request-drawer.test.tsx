import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { undoWindowMsAtom } from '../../../src/state/lists/deferred-deletion'
import { bannersRequest, clientRequestsPath, vector } from '../../support/fixtures/client-requests'
import { clearToasts, pickAccount, renderClientRequests, requestRows } from './render-client-requests'

afterEach(clearToasts)

const createPath = `${clientRequestsPath}create/`
const editPath = (uuid: string) => `${clientRequestsPath}${uuid}/edit/`

async function openNew() {
  const view = renderClientRequests('/requests?drawer=client-request')
  const drawer = await screen.findByRole('dialog', { name: 'Новый запрос' })
  const field = (name: string) => within(drawer).getByRole('textbox', { name: new RegExp(`^${name}`) })
  const save = () => view.user.click(within(drawer).getByRole('button', { name: 'Сохранить' }))
  const created = () => view.api.requestsTo('POST', createPath)
  return { ...view, drawer, field, save, created }
}

async function chooseStatus(user: ReturnType<typeof renderClientRequests>['user'], drawer: HTMLElement, label: string) {
  await user.click(within(drawer).getByRole('combobox', { name: /^Статус/ }))
  await user.click(await screen.findByRole('option', { name: label }))
}

describe('the request drawer', () => {
  it('creates a request in the chosen account; the lists refresh and the drawer closes with a toast', async () => {
    const { user, drawer, field, save, created, router, api, backend } = await openNew()
    await pickAccount(user, drawer, 'Век', 'Вектор')
    await user.type(field('Заголовок'), '  Обложки для роликов  ')
    await user.type(field('Описание'), 'Три обложки')
    await chooseStatus(user, drawer, 'В работе')
    const listsBefore = api.requestsTo('GET', clientRequestsPath).length
    await save()

    expect(await screen.findByText('Запрос создан')).toBeInTheDocument()
    expect(created().map((request) => request.body)).toEqual([
      {
        client_request_account_uuid: vector.client_request_account_uuid,
        title: 'Обложки для роликов',
        description: 'Три обложки',
        status: 'in_progress',
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toBe('')
    await waitFor(() => expect(api.requestsTo('GET', clientRequestsPath).length).toBeGreaterThan(listsBefore))
    expect((await requestRows()).map((row) => row.cells[1]?.textContent)).toContain('Обложки для роликов')
    expect(backend.accounts.find((account) => account.name === 'Вектор')?.requests_count).toBe(2)
  })

  it('checks every rule on submit with the §5 messages and sends nothing', async () => {
    const { user, drawer, field, save, created } = await openNew()
    await save()
    await waitFor(() => expect(field('Заголовок')).toHaveAccessibleDescription(expect.stringContaining('Обязательное поле')))
    expect(within(drawer).getByRole('combobox', { name: /^Кабинет/ })).toHaveAccessibleDescription(
      expect.stringContaining('Обязательное поле'),
    )

    await user.click(field('Заголовок'))
    await user.paste('з'.repeat(201))
    await user.click(field('Описание'))
    await user.paste('о'.repeat(5001))
    await save()
    await waitFor(() =>
      expect(field('Заголовок')).toHaveAccessibleDescription(expect.stringContaining('Строка должна содержать не более 200 символ(ов)')),
    )
    expect(field('Описание')).toHaveAccessibleDescription(expect.stringContaining('Строка должна содержать не более 5\u00a0000 символ(ов)'))

    await user.clear(field('Заголовок'))
    await user.type(field('Заголовок'), '   ')
    await save()
    await waitFor(() => expect(field('Заголовок')).toHaveAccessibleDescription(expect.stringContaining('Обязательное поле')))
    expect(created()).toHaveLength(0)
  })

  it('does not check while typing, only on submit', async () => {
    const { user, field } = await openNew()
    await user.type(field('Заголовок'), 'а')
    await user.clear(field('Заголовок'))
    expect(field('Заголовок')).not.toHaveAttribute('aria-invalid', 'true')
  })

  it("puts the server's 422 on its field and keeps everything typed", async () => {
    const { user, drawer, field, save, api } = await openNew()
    api.fail('POST', createPath, {
      status: 422,
      body: { detail: [{ loc: ['body', 'title'], msg: 'Такой заголовок уже есть', type: 'value_error' }] },
    })
    await pickAccount(user, drawer, 'Ром', 'Ромашка')
    await user.type(field('Заголовок'), 'Дубль')
    await user.type(field('Описание'), 'Текст')
    await save()

    await waitFor(() => expect(field('Заголовок')).toHaveAccessibleDescription(expect.stringContaining('Такой заголовок уже есть')))
    expect(field('Заголовок')).toHaveValue('Дубль')
    expect(field('Описание')).toHaveValue('Текст')
    expect(within(drawer).getByRole('combobox', { name: /^Кабинет/ })).toHaveValue('Ромашка')
  })

  it('keeps the values after a failed save and says why', async () => {
    const { user, drawer, field, save, api } = await openNew()
    api.fail('POST', createPath, { status: 500, body: { detail: 'Сервер перегружен' } })
    await pickAccount(user, drawer, 'Ром', 'Ромашка')
    await user.type(field('Заголовок'), 'Не сохранится')
    await save()

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Сервер перегружен')
    expect(field('Заголовок')).toHaveValue('Не сохранится')
    expect(screen.getByRole('dialog', { name: 'Новый запрос' })).toBeInTheDocument()
  })

  it('edits a request opened from its link: another account and status, only the record changes', async () => {
    const view = renderClientRequests(`/requests?drawer=client-request&client-request=${bannersRequest.client_request_uuid}`)
    const drawer = await screen.findByRole('dialog', { name: `Запрос «${bannersRequest.title}»` })
    const account = within(drawer).getByRole('combobox', { name: /^Кабинет/ })
    await waitFor(() => expect(account).toHaveValue('Ромашка'))
    expect(within(drawer).getByRole('combobox', { name: /^Статус/ })).toHaveTextContent('Новый')
    await pickAccount(view.user, drawer, 'Век', 'Вектор')
    await chooseStatus(view.user, drawer, 'Выполнен')
    await view.user.click(within(drawer).getByRole('button', { name: 'Сохранить' }))

    expect(await screen.findByText('Запрос сохранён')).toBeInTheDocument()
    expect(view.api.requestsTo('PATCH', editPath(bannersRequest.client_request_uuid)).map((request) => request.body)).toEqual([
      { client_request_account_uuid: vector.client_request_account_uuid, title: bannersRequest.title, description: '', status: 'done' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const row = (await requestRows()).find((candidate) => candidate.textContent?.includes(bannersRequest.title))
    await waitFor(() => expect(row).toHaveTextContent('Выполнен'))
    expect(view.backend.accounts.map((candidate) => candidate.requests_count)).toEqual([1, 2])
  })

  it('deletes the open request after a confirmation; its drawer closes', async () => {
    const view = renderClientRequests(`/requests?drawer=client-request&client-request=${bannersRequest.client_request_uuid}`)
    view.context.store.set(undoWindowMsAtom, 0)
    const drawer = await screen.findByRole('dialog', { name: `Запрос «${bannersRequest.title}»` })
    await view.user.click(within(drawer).getByRole('button', { name: 'Удалить' }))
    const confirmation = await screen.findByRole('alertdialog', { name: 'Удалить запрос?' })
    expect(confirmation).toHaveTextContent(`«${bannersRequest.title}»`)
    await view.user.click(within(confirmation).getByRole('button', { name: 'Удалить' }))

    expect(await screen.findByText('Запрос удалён')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(view.router.state.location.search).toBe('')
    expect(view.backend.requests.map((request) => request.client_request_uuid)).not.toContain(bannersRequest.client_request_uuid)
    expect(view.backend.accounts[0]?.requests_count).toBe(1)
  })

  it('finds a record beyond the loaded page by paging through the list, in pages of 500', async () => {
    const view = renderClientRequests(`/users?drawer=client-request&client-request=${bannersRequest.client_request_uuid}`)
    await screen.findByRole('dialog', { name: `Запрос «${bannersRequest.title}»` })
    expect(view.api.requestsTo('GET', clientRequestsPath).some((request) => request.query.get('page_size') === '500')).toBe(true)
  })

  it('says «Запись не найдена» for a request that is gone', async () => {
    const view = renderClientRequests('/requests?drawer=client-request&client-request=0b000000-0000-4000-8000-00000000ffff')
    const drawer = await screen.findByRole('dialog', {})
    expect(await within(drawer).findByText('Запись не найдена')).toBeInTheDocument()
    expect(within(drawer).queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument()
    expect(view.api.requestsTo('PATCH', editPath('0b000000-0000-4000-8000-00000000ffff'))).toHaveLength(0)
  })
})
