import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OperationsScreen } from '../../../src/features/operations/list-screen'
import { formatDateTime } from '../../../src/lib/format'
import { createFakeApi, type FakeApi } from '../../support/fake-api'
import { ivan, makeCustomers, serveCustomers } from '../../support/fixtures/customers'
import { kopecksOf, makeOperationsLog, operationsPath, serveOperations } from '../../support/fixtures/finance-operations'
import { renderWithConsole } from '../../support/render'

const customers = makeCustomers(20)

function setup(options: { operations?: number; api?: FakeApi } = {}) {
  const api = options.api ?? createFakeApi()
  serveCustomers(api, customers)
  const operations = serveOperations(api, makeOperationsLog(options.operations ?? 400, customers))
  return { api, operations }
}

function renderOperations(url: string, api: FakeApi) {
  return renderWithConsole({
    url,
    api,
    routes: () => [
      { path: '/operations', element: <OperationsScreen /> },
      { path: '/users/:uuid', element: <h1>Карточка пользователя</h1> },
    ],
  })
}

const operationRequests = (api: FakeApi) => api.requestsTo('GET', operationsPath)
/** The query string of the last operations request, as sent. */
const lastQuery = (api: FakeApi) => new URL(operationRequests(api).at(-1)?.url ?? '', 'http://console.test').search

function dataRows(): HTMLElement[] {
  return within(screen.getByRole('grid', { name: 'Операции' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent)

/** Ticks types one by one, each once the one before shows as chosen. */
async function chooseTypes(user: ReturnType<typeof renderOperations>['user'], labels: string[]) {
  const types = within(screen.getByRole('group', { name: 'Тип операции' }))
  for (const label of labels) {
    await user.click(types.getByRole('checkbox', { name: label }))
    await waitFor(() => expect(types.getByRole('checkbox', { name: label })).toBeChecked())
  }
}

describe('OperationsScreen', () => {
  it('shows the newest operations first: date, linked customer, type, signed amount, balance after, description', async () => {
    const { api, operations } = setup()
    renderOperations('/operations', api)
    expect(screen.getByRole('heading', { level: 1, name: 'Операции' })).toBeInTheDocument()
    await screen.findAllByRole('link', { name: ivan.email })
    // The capabilities are asked for beside the list; the row's reason settles when they answer.
    await screen.findAllByText('Сервер не поддерживает сторно')

    expect(lastQuery(api)).toBe('?page=1&page_size=25&ordering=-created_at')
    const [first, second] = dataRows()
    expect(within(first!).getByRole('checkbox', { name: /^Выбрать: Пополнение, \+?10,00/ })).not.toBeChecked()
    expect(cellTexts(first!)).toEqual([
      '',
      formatDateTime(operations[0]!.created_at),
      ivan.email,
      'Пополнение',
      '+10,00\u00A0₽',
      '0,00\u00A0₽',
      'Операция №1',
      // A top-up offers «Сторнировать»; this backend has no capabilities, so it says why it cannot.
      'СторнироватьСервер не поддерживает сторно',
    ])
    expect(cellTexts(second!)).toEqual([
      '',
      formatDateTime(operations[1]!.created_at),
      customers[1]!.email,
      'Списание',
      '\u221247,13\u00A0₽',
      '211,07\u00A0₽',
      'Анализ изображений №2',
      '',
    ])
    expect(within(first!).getByRole('link', { name: ivan.email })).toHaveAttribute('href', `/users/${ivan.customer_uuid}`)
    expect(screen.getByText('1–25 из 400')).toBeInTheDocument()
  })

  it('sends several types repeated, and keeps them in the URL', async () => {
    const { api } = setup()
    const { user, router } = renderOperations('/operations', api)
    await screen.findAllByRole('link', { name: ivan.email })

    await chooseTypes(user, ['Пополнение', 'Списание'])

    await waitFor(() => expect(lastQuery(api)).toBe('?page=1&page_size=25&type=top_up&type=charge&ordering=-created_at'))
    expect(router.state.location.search).toBe('?type=top_up&type=charge')
    await waitFor(() => expect(dataRows().every((row) => /Пополнение|Списание/.test(row.textContent ?? ''))).toBe(true))
    expect(await screen.findByText('1–25 из 160')).toBeInTheDocument()
  })

  it('filters by the customer of ?customer=, shows their email as a chip linked to them, and drops the filter', async () => {
    const { api } = setup()
    const { user, router } = renderOperations(`/operations?customer=${ivan.customer_uuid}`, api)

    const chip = await screen.findByRole('group', { name: 'Фильтр по пользователю' })
    expect(await within(chip).findByRole('link', { name: ivan.email })).toHaveAttribute('href', `/users/${ivan.customer_uuid}`)
    expect(lastQuery(api)).toBe(`?page=1&page_size=25&customer_uuid=${ivan.customer_uuid}&ordering=-created_at`)
    await waitFor(() => expect(dataRows()).toHaveLength(20))
    expect(dataRows().every((row) => row.textContent?.includes(ivan.email))).toBe(true)

    await user.click(within(chip).getByRole('button', { name: 'Убрать фильтр по пользователю' }))
    expect(router.state.location.search).toBe('')
    await waitFor(() => expect(lastQuery(api)).toBe('?page=1&page_size=25&ordering=-created_at'))
    expect(screen.queryByRole('group', { name: 'Фильтр по пользователю' })).toBeNull()
  })

  it('sends the period as date_from and date_to', async () => {
    const { api } = setup()
    const { router, user } = renderOperations('/operations', api)
    await screen.findAllByRole('link', { name: ivan.email })

    await user.type(screen.getByLabelText('Период с'), '01.09.2026{Enter}')
    await user.type(screen.getByLabelText('Период по'), '15.09.2026{Enter}')

    await waitFor(() => expect(lastQuery(api)).toBe('?page=1&page_size=25&date_from=2026-09-01&date_to=2026-09-15&ordering=-created_at'))
    expect(router.state.location.search).toBe('?date_from=2026-09-01&date_to=2026-09-15')
    await waitFor(() => expect(dataRows()[0]).toHaveTextContent('15.09.2026'))
  })

  it('sorts by amount, then by amount descending, from the column header', async () => {
    const { api, operations } = setup()
    const { user } = renderOperations('/operations', api)
    await screen.findAllByRole('link', { name: ivan.email })
    expect(screen.getByRole('columnheader', { name: /Дата и время/ })).toHaveAttribute('aria-sort', 'descending')

    await user.click(screen.getByRole('button', { name: 'Сумма' }))
    await waitFor(() => expect(lastQuery(api)).toBe('?page=1&page_size=25&ordering=amount'))
    expect(screen.getByRole('columnheader', { name: /Сумма/ })).toHaveAttribute('aria-sort', 'ascending')
    const smallest = [...operations].sort((a, b) => kopecksOf(a.amount) - kopecksOf(b.amount))[0]!
    await waitFor(() => expect(dataRows()[0]).toHaveTextContent(smallest.description))

    await user.click(screen.getByRole('button', { name: 'Сумма' }))
    await waitFor(() => expect(lastQuery(api)).toBe('?page=1&page_size=25&ordering=-amount'))
    expect(screen.getByRole('columnheader', { name: /Сумма/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('restores filters, sorting, page and page size from the URL after a reload', async () => {
    const first = setup()
    const { user, router, unmount } = renderOperations('/operations', first.api)
    await screen.findAllByRole('link', { name: ivan.email })
    await chooseTypes(user, ['Возврат', 'Бонус'])
    await user.type(screen.getByLabelText('Период с'), '01.09.2026{Enter}')
    await user.click(screen.getByRole('button', { name: 'Сумма' }))
    await user.click(screen.getByRole('button', { name: 'Сумма' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Строк на странице' }), '50')
    await user.click(await screen.findByRole('button', { name: 'Страница 2 из 2' }))
    const expected = '?page=2&page_size=50&type=refund&type=bonus&date_from=2026-09-01&ordering=-amount'
    await waitFor(() => expect(lastQuery(first.api)).toBe(expected))
    const url = `${router.state.location.pathname}${router.state.location.search}`
    unmount()

    const second = setup()
    renderOperations(url, second.api)
    await waitFor(() => expect(operationRequests(second.api)).toHaveLength(1))
    expect(lastQuery(second.api)).toBe(expected)
    expect(await screen.findByRole('button', { name: 'Страница 2 из 2' })).toHaveAttribute('aria-current', 'page')
    const types = within(screen.getByRole('group', { name: 'Тип операции' }))
    expect(
      types
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Возврат', 'Бонус'])
    expect(screen.getByLabelText('Период с')).toHaveValue('01.09.2026')
    expect(screen.getByLabelText('Период по')).toHaveValue('')
    expect(screen.getByRole('columnheader', { name: /Сумма/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('combobox', { name: 'Строк на странице' })).toHaveValue('50')
  })

  it('offers 25, 50, 100 and 500 rows a page', async () => {
    const { api } = setup()
    const { user } = renderOperations('/operations', api)
    await screen.findAllByRole('link', { name: ivan.email })
    const sizeSelect = screen.getByRole('combobox', { name: 'Строк на странице' })
    expect(
      within(sizeSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', '500'])
    await user.selectOptions(sizeSelect, '500')
    await waitFor(() => expect(lastQuery(api)).toBe('?page=1&page_size=500&ordering=-created_at'))
  })

  it('says nothing was found, and a reset of the filters brings the operations back', async () => {
    const { api } = setup()
    const { user, router } = renderOperations('/operations?date_from=2030-01-01', api)

    expect(await screen.findByText('Операций не найдено')).toBeInTheDocument()
    await user.click(within(screen.getByRole('grid', { name: 'Операции' })).getByRole('button', { name: 'Сбросить фильтры' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findAllByRole('link', { name: ivan.email })).not.toHaveLength(0)
  })

  it('shows an error with «Повторить», which asks again', async () => {
    const { api } = setup()
    api.fail('GET', operationsPath, 'network')
    const { user } = renderOperations('/operations', api)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить операции')
    expect(alert).toHaveTextContent('Нет связи с сервером')
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))

    expect(await screen.findAllByRole('link', { name: ivan.email })).not.toHaveLength(0)
    expect(operationRequests(api)).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens the customer of a row with Enter', async () => {
    const { api } = setup()
    const { user, router } = renderOperations('/operations', api)
    await screen.findAllByRole('link', { name: ivan.email })
    dataRows()[1]!.focus()
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe(`/users/${customers[1]!.customer_uuid}`)
  })
})

describe('OperationsScreen, every operation of the period in one list', () => {
  const viewport = 720
  const rowHeight = 36

  // jsdom lays nothing out: give the scroll container and rows sizes, as the TanStack Virtual docs suggest.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(viewport)
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(rowHeight)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('pages through 10,000 operations 500 at a time into one list that renders only the rows in view', async () => {
    const { api } = setup({ operations: 10_000 })
    const { user, router } = renderOperations('/operations?type=top_up&type=charge&type=refund&type=bonus&type=admin_top_up', api)
    await screen.findAllByRole('link', { name: ivan.email })

    await user.click(screen.getByRole('button', { name: 'Все за период' }))
    expect(router.state.location.search).toContain('view=all')
    expect(screen.getByRole('button', { name: 'Все за период' })).toHaveAttribute('aria-pressed', 'true')

    expect(await screen.findByText('Загружено 10 000 из 10 000')).toBeInTheDocument()
    const pages = operationRequests(api).slice(1)
    expect(pages.map((request) => request.query.get('page'))).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)))
    expect(pages.every((request) => request.query.get('page_size') === '500')).toBe(true)
    expect(pages.every((request) => request.query.getAll('type').length === 5)).toBe(true)

    const grid = screen.getByRole('grid', { name: 'Операции' })
    expect(grid).toHaveAttribute('aria-rowcount', '10001')
    expect(dataRows().length).toBeGreaterThan(viewport / rowHeight - 1)
    expect(dataRows().length).toBeLessThan(60)
    expect(screen.queryByRole('button', { name: /Загрузить ещё/ })).toBeNull()
  })

  it('stops at 10,000 rows on its own and loads further pages on request', async () => {
    const { api } = setup({ operations: 10_200 })
    const { user } = renderOperations('/operations?view=all', api)

    expect(await screen.findByText('Загружено 10 000 из 10 200')).toBeInTheDocument()
    expect(operationRequests(api)).toHaveLength(20)
    await user.click(screen.getByRole('button', { name: 'Загрузить ещё 500' }))

    expect(await screen.findByText('Загружено 10 200 из 10 200')).toBeInTheDocument()
    expect(operationRequests(api).at(-1)?.query.get('page')).toBe('21')
    expect(screen.queryByRole('button', { name: /Загрузить ещё/ })).toBeNull()
  })

  it('shows a failed next page under the rows already loaded, and «Повторить» continues', async () => {
    const { api } = setup({ operations: 1_200 })
    // The fake checks faults once a held request is released: hold page 2 and make it fail then.
    const firstPage = api.hold('GET', operationsPath)
    const { user } = renderOperations('/operations?view=all', api)
    await firstPage.arrived
    const secondPage = api.hold('GET', operationsPath)
    firstPage.release()
    expect((await secondPage.arrived).query.get('page')).toBe('2')
    api.fail('GET', operationsPath, 'network', 1)
    secondPage.release()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить следующую часть операций')
    expect(screen.getByText('Загружено 500 из 1 200')).toBeInTheDocument()
    expect(screen.getByRole('grid', { name: 'Операции' })).toHaveAttribute('aria-rowcount', '501')

    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await screen.findByText('Загружено 1 200 из 1 200')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(operationRequests(api).map((request) => request.query.get('page'))).toEqual(['1', '2', '2', '3'])
  })
})
