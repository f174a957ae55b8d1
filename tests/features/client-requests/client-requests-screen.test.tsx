import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { undoWindowMsAtom } from '../../../src/state/lists/deferred-deletion'
import { catchSavedFiles, sampleBytes } from '../../support/downloads'
import {
  bannersRequest,
  clientAccountsPath,
  clientRequestsPath,
  outdoorRequest,
  packagingRequest,
  romashka,
  vector,
} from '../../support/fixtures/client-requests'
import { clearToasts, pickAccount, renderClientRequests, requestRows } from './render-client-requests'

afterEach(clearToasts)

const listRequests = (view: ReturnType<typeof renderClientRequests>) => view.api.requestsTo('GET', clientRequestsPath)

describe('«Запросы клиентов»', () => {
  it('asks the API for the URL state: statuses repeated, the account, search and ordering', async () => {
    const view = renderClientRequests(
      `/requests?status=in_progress&status=new&client_request_account_uuid=${romashka.client_request_account_uuid}&search=%D0%B0&ordering=title`,
    )
    const rows = await requestRows()
    expect(rows.map((row) => row.cells[1]?.textContent)).toEqual(['Баннеры к распродаже', 'Упаковка чая'])
    const [request] = listRequests(view)
    expect(request?.query.getAll('status')).toEqual(['new', 'in_progress'])
    expect(request?.query.get('client_request_account_uuid')).toBe(romashka.client_request_account_uuid)
    expect(request?.query.get('search')).toBe('а')
    expect(request?.query.get('ordering')).toBe('title')
    // The account filter shows the account's name, the statuses their Russian labels.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Кабинет' })).toHaveValue('Ромашка'))
    expect(screen.getByRole('checkbox', { name: 'Новый' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'В работе' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Выполнен' })).not.toBeChecked()
  })

  it('filters by status through the URL, sent repeated', async () => {
    const view = renderClientRequests('/requests')
    expect(await requestRows()).toHaveLength(3)
    await view.user.click(screen.getByRole('checkbox', { name: 'Выполнен' }))
    await view.user.click(screen.getByRole('checkbox', { name: 'Новый' }))
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=new&status=done'))
    await waitFor(async () => expect(await requestRows()).toHaveLength(2))
    expect(listRequests(view).at(-1)?.query.getAll('status')).toEqual(['new', 'done'])
  })

  it('filters by the account chosen in the select, through the URL', async () => {
    const view = renderClientRequests('/requests')
    await requestRows()
    await pickAccount(view.user, screen.getByRole('search'), 'Век', 'Вектор')
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(`?client_request_account_uuid=${vector.client_request_account_uuid}`),
    )
    await waitFor(async () => expect(await requestRows()).toHaveLength(1))
    expect(listRequests(view).at(-1)?.query.get('client_request_account_uuid')).toBe(vector.client_request_account_uuid)
  })

  it("an account's name links to its requests alone", async () => {
    const view = renderClientRequests('/requests')
    const [, , outdoor] = await requestRows()
    const link = within(outdoor as HTMLElement).getByRole('link', { name: `Запросы кабинета ${vector.name}` })
    expect(link).toHaveAttribute('href', `/requests?client_request_account_uuid=${vector.client_request_account_uuid}`)
    await view.user.click(link)
    await waitFor(async () => expect(await requestRows()).toHaveLength(1))
    expect(listRequests(view).at(-1)?.query.get('client_request_account_uuid')).toBe(vector.client_request_account_uuid)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('sorts by a column header, in the URL', async () => {
    const view = renderClientRequests('/requests')
    await requestRows()
    await view.user.click(screen.getByRole('button', { name: /Заголовок/ }))
    await waitFor(() => expect(view.router.state.location.search).toBe('?ordering=title'))
    await waitFor(async () =>
      expect((await requestRows()).map((row) => row.cells[1]?.textContent)).toEqual([
        'Баннеры к распродаже',
        'Упаковка чая',
        'Щиты у метро',
      ]),
    )
  })

  it('deletes a row after a confirmation naming it; the lists of requests and accounts refresh', async () => {
    const view = renderClientRequests('/requests')
    view.context.store.set(undoWindowMsAtom, 0)
    await requestRows()
    const accountListsBefore = view.api.requestsTo('GET', clientAccountsPath).length
    await view.user.click(screen.getByRole('button', { name: `Удалить: ${bannersRequest.title}` }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить запрос?' })
    expect(dialog).toHaveTextContent(`Запрос «${bannersRequest.title}» кабинета «Ромашка» будет удалён безвозвратно.`)
    await view.user.click(within(dialog).getByRole('button', { name: 'Удалить' }))

    expect(await screen.findByText('Запрос удалён')).toBeInTheDocument()
    expect(view.api.requestsTo('DELETE', `${clientRequestsPath}${bannersRequest.client_request_uuid}/delete/`)).toHaveLength(1)
    await waitFor(async () => expect(await requestRows()).toHaveLength(2))
    expect(view.backend.accounts[0]?.requests_count).toBe(1)
    // The account select's list is an accounts list too: it was asked again.
    await waitFor(() => expect(view.api.requestsTo('GET', clientAccountsPath).length).toBeGreaterThan(accountListsBefore))
  })

  it('downloads the images of the selected requests one after another; a request without images is listed as failed', async () => {
    const view = renderClientRequests('/requests')
    const saved = catchSavedFiles()
    const archive = (request: ClientRequest) => `${clientRequestsPath}${request.client_request_uuid}/download-images/`
    let inFlight = 0
    let maxInFlight = 0
    for (const request of [bannersRequest, outdoorRequest]) {
      view.api.on('GET', archive(request), async () => {
        inFlight += 1
        maxInFlight = Math.max(maxInFlight, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 10))
        inFlight -= 1
        return new Response(sampleBytes(64), {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="${request.client_request_uuid}.zip"`,
          },
        })
      })
    }
    view.api.fail('GET', archive(packagingRequest), { status: 404, body: { detail: 'Нет изображений.' } })
    await requestRows()
    await view.user.click(screen.getByRole('checkbox', { name: 'Выбрать всё на странице' }))
    await view.user.click(
      within(screen.getByRole('region', { name: 'Выбранные записи' })).getByRole('button', { name: 'Скачать изображения' }),
    )
    const question = await screen.findByRole('alertdialog', { name: 'Скачать изображения: 3 запроса?' })
    expect(question).toHaveTextContent('Весь список, без фильтров')
    await view.user.click(within(question).getByRole('button', { name: 'Скачать изображения' }))
    const ledger = await screen.findByRole('region', { name: 'Скачивание изображений' })
    await waitFor(() => expect(ledger).toHaveTextContent('выполнено 2 из 3'))
    expect(within(ledger).getByRole('listitem')).toHaveTextContent(`${packagingRequest.title}: Нет изображений.`)
    expect(saved.map((file) => file.name).sort()).toEqual(
      [`${bannersRequest.client_request_uuid}.zip`, `${outdoorRequest.client_request_uuid}.zip`].sort(),
    )
    expect(maxInFlight).toBe(1)
  })

  it('opens the drawer to create with «Создать» and with `c`', async () => {
    const view = renderClientRequests('/requests')
    await requestRows()
    await view.user.keyboard('c')
    expect(await screen.findByRole('dialog', { name: 'Новый запрос' })).toBeInTheDocument()
    expect(view.router.state.location.search).toBe('?drawer=client-request')
  })

  it('Enter on a row opens its drawer in the URL', async () => {
    const view = renderClientRequests('/requests')
    const [first] = await requestRows()
    first?.focus()
    await view.user.keyboard('{Enter}')
    const drawer = await screen.findByRole('dialog', { name: `Запрос «${bannersRequest.title}»` })
    expect(view.router.state.location.search).toBe(`?drawer=client-request&client-request=${bannersRequest.client_request_uuid}`)
    expect(within(drawer).getByRole('button', { name: 'Скачать изображения' })).toBeInTheDocument()
  })
})
