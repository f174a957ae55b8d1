import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { customersPath, ivan, makeCustomers } from '../../support/fixtures/customers'
import { clearToasts, customersApi, renderCustomers } from './render-users'

afterEach(clearToasts)

type Rendered = ReturnType<typeof renderCustomers>

const listRequests = (view: Rendered) => view.api.requestsTo('GET', customersPath)
/** The query string of the n-th list request as the client wrote it (comma-joined arrays stay visible). */
const rawQuery = (view: Rendered, index = -1) => listRequests(view).at(index)?.url.split('?')[1] ?? ''
const lastQuery = (view: Rendered) => listRequests(view).at(-1)?.query ?? new URLSearchParams()

function table() {
  return screen.getByRole('grid', { name: 'Пользователи' })
}

function dataRows() {
  return within(table()).getAllByRole('row').slice(1)
}

async function waitForRows() {
  await waitFor(() => expect(within(table()).queryAllByRole('row').length).toBeGreaterThan(1))
  await waitFor(() => expect(table().closest('[aria-busy=true]')).toBeNull())
}

describe('the users list', () => {
  it('shows the customers of the first page, balance in ru-RU money, with one request for the defaults', async () => {
    const view = renderCustomers('/users')
    expect(screen.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeInTheDocument()
    await waitForRows()

    const ivanRow = screen.getByRole('row', { name: /ivan\.petrov@example\.ru/ })
    expect(within(ivanRow).getByText('Иван Петров')).toBeInTheDocument()
    expect(within(ivanRow).getByText('ООО «Ромашка»')).toBeInTheDocument()
    expect(within(ivanRow).getByText('Активен')).toBeInTheDocument()
    expect(within(ivanRow).getByText('1 500,00 ₽')).toBeInTheDocument()
    expect(within(ivanRow).getByText('29.09.2026')).toBeInTheDocument()
    expect(dataRows()).toHaveLength(25)
    expect(screen.getByText('1–25 из 40')).toBeInTheDocument()

    expect(listRequests(view)).toHaveLength(1)
    expect(rawQuery(view)).toBe('page=1&page_size=25&ordering=-registered_at')
  })

  it('right-aligns the balance column', async () => {
    renderCustomers('/users')
    await waitForRows()
    const balance = screen.getByText('1 500,00 ₽')
    expect(balance.closest('td')).toHaveAttribute('data-align', 'end')
  })

  it('shows skeleton rows in a busy table until the first page arrives', async () => {
    const served = customersApi()
    const hold = served.api.hold('GET', customersPath)
    renderCustomers('/users', served)
    await hold.arrived
    expect(table().closest('[aria-busy=true]')).not.toBeNull()
    expect(screen.queryByText(ivan.email)).not.toBeInTheDocument()

    hold.release()
    await waitForRows()
    expect(screen.getByText(ivan.email)).toBeInTheDocument()
  })

  it('searches on the server once typing pauses, with the text in the URL', async () => {
    const view = renderCustomers('/users')
    await waitForRows()
    await view.user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Ромашка')

    await waitFor(() => expect(lastQuery(view).get('search')).toBe('Ромашка'))
    // One request for the whole word, none for the letters typed on the way.
    expect(listRequests(view).map((request) => request.query.get('search'))).toEqual([null, 'Ромашка'])
    expect(view.router.state.location.search).toBe(`?search=${encodeURIComponent('Ромашка')}`)
    await waitFor(() => {
      expect(dataRows().length).toBeGreaterThan(0)
      for (const row of dataRows()) expect(row).toHaveTextContent('ООО «Ромашка»')
    })
  })

  it('sends the chosen statuses comma-joined', async () => {
    const view = renderCustomers('/users')
    await waitForRows()

    await view.user.click(screen.getByRole('checkbox', { name: 'Заблокирован' }))
    await waitFor(() => expect(rawQuery(view)).toContain('status=blocked'))
    await waitForRows()
    for (const row of dataRows()) expect(row).toHaveTextContent('Заблокирован')

    await view.user.click(screen.getByRole('checkbox', { name: 'Активен' }))
    await waitFor(() => expect(rawQuery(view)).toBe('page=1&page_size=25&status=active,blocked&ordering=-registered_at'))
    expect(view.router.state.location.search).toBe('?status=active&status=blocked')
  })

  it('sends the registration period as days', async () => {
    const view = renderCustomers('/users')
    await waitForRows()
    const from = screen.getByLabelText('Регистрация с')
    const to = screen.getByLabelText('Регистрация по')

    await view.user.type(from, '01.09.2026{Enter}')
    await waitFor(() => expect(lastQuery(view).get('registered_from')).toBe('2026-09-01'))
    await view.user.type(to, '20.09.2026{Enter}')
    await waitFor(() => expect(lastQuery(view).get('registered_to')).toBe('2026-09-20'))
    expect(lastQuery(view).get('registered_from')).toBe('2026-09-01')
    await waitForRows()
    expect(dataRows()).toHaveLength(20)
  })

  it('sorts by a column header, ascending then descending, and shows the direction', async () => {
    const view = renderCustomers('/users')
    await waitForRows()
    const balanceHeader = () => screen.getByRole('columnheader', { name: /Баланс/ })

    await view.user.click(within(balanceHeader()).getByRole('button'))
    await waitFor(() => expect(lastQuery(view).get('ordering')).toBe('balance'))
    expect(balanceHeader()).toHaveAttribute('aria-sort', 'ascending')

    await view.user.click(within(balanceHeader()).getByRole('button'))
    await waitFor(() => expect(lastQuery(view).get('ordering')).toBe('-balance'))
    expect(balanceHeader()).toHaveAttribute('aria-sort', 'descending')
    expect(view.router.state.location.search).toBe('?ordering=-balance')

    await view.user.click(within(screen.getByRole('columnheader', { name: /Электронная почта/ })).getByRole('button'))
    await waitFor(() => expect(lastQuery(view).get('ordering')).toBe('email'))
  })

  it('restores the whole view from the URL, asking the server for exactly that', async () => {
    const url =
      '/users?search=example&status=blocked&registered_from=2026-01-01&registered_to=2026-09-30&ordering=-balance&page=2&page_size=25'
    // 40 of these 200 are blocked: two pages.
    const view = renderCustomers(url, customersApi({ customers: makeCustomers(200) }))
    await waitForRows()

    expect(listRequests(view)).toHaveLength(1)
    expect(rawQuery(view, 0)).toBe(
      'page=2&page_size=25&search=example&status=blocked&registered_from=2026-01-01&registered_to=2026-09-30&ordering=-balance',
    )
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('example')
    expect(screen.getByRole('checkbox', { name: 'Заблокирован' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Активен' })).not.toBeChecked()
    expect(screen.getByLabelText('Регистрация с')).toHaveValue('01.01.2026')
    expect(screen.getByLabelText('Регистрация по')).toHaveValue('30.09.2026')
    expect(screen.getByRole('columnheader', { name: /Баланс/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('button', { name: 'Страница 2 из 2' })).toHaveAttribute('aria-current', 'page')
    expect(dataRows()).toHaveLength(15)
    for (const row of dataRows()) expect(row).toHaveTextContent('Заблокирован')
  })

  it('turns invalid URL values into the defaults', async () => {
    const view = renderCustomers('/users?page=-1&page_size=7&status=deleted&ordering=password&registered_from=2026-02-30')
    await waitForRows()
    expect(rawQuery(view, 0)).toBe('page=1&page_size=25&ordering=-registered_at')
  })

  it('follows Back to the previous filters', async () => {
    const view = renderCustomers('/users')
    await waitForRows()
    await view.user.click(screen.getByRole('checkbox', { name: 'Заблокирован' }))
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=blocked'))
    await waitForRows()

    await act(() => view.router.navigate(-1))
    expect(screen.getByRole('checkbox', { name: 'Заблокирован' })).not.toBeChecked()
    await waitFor(() => expect(dataRows()).toHaveLength(25))
    expect(screen.getByRole('row', { name: /ivan\.petrov@example\.ru/ })).toBeInTheDocument()
  })

  it('pages forward, keeping the previous page on screen while the next one loads', async () => {
    const view = renderCustomers('/users')
    await waitForRows()
    const hold = view.api.hold('GET', customersPath)

    await view.user.click(screen.getByRole('button', { name: 'Вперёд' }))
    await hold.arrived
    expect(lastQuery(view).get('page')).toBe('2')
    expect(screen.getByRole('row', { name: /ivan\.petrov@example\.ru/ })).toBeInTheDocument()
    expect(table().closest('[aria-busy=true]')).not.toBeNull()

    hold.release()
    await waitFor(() => expect(dataRows()).toHaveLength(15))
    expect(screen.queryByRole('row', { name: /ivan\.petrov@example\.ru/ })).not.toBeInTheDocument()
    expect(screen.getByText('26–40 из 40')).toBeInTheDocument()
    expect(view.router.state.location.search).toBe('?page=2')
  })

  it('changes the page size from the pagination, back to the first page', async () => {
    const view = renderCustomers('/users?page=2', customersApi({ customers: makeCustomers(120) }))
    await waitForRows()
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Строк на странице' }), '50')

    await waitFor(() => expect(rawQuery(view)).toBe('page=1&page_size=50&ordering=-registered_at'))
    expect(view.router.state.location.search).toBe('?page_size=50')
    await waitFor(() => expect(dataRows()).toHaveLength(50))
  })

  it('says «Ничего не найдено» and resets the filters on request', async () => {
    const view = renderCustomers('/users?search=no-such-customer&status=blocked')
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument()

    const table = screen.getByRole('grid', { name: 'Пользователи' })
    await view.user.click(within(table).getByRole('button', { name: 'Сбросить фильтры' }))
    await waitFor(() => expect(view.router.state.location.search).toBe(''))
    await waitForRows()
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: 'Заблокирован' })).not.toBeChecked()
    expect(rawQuery(view)).toBe('page=1&page_size=25&ordering=-registered_at')
  })

  it('shows an error with «Повторить», which asks again', async () => {
    const served = customersApi()
    served.api.fail('GET', customersPath, 'network')
    const view = renderCustomers('/users', served)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить пользователей')
    expect(alert).toHaveTextContent('Нет связи с сервером')
    expect(listRequests(view)).toHaveLength(1)

    await view.user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    await waitForRows()
    expect(listRequests(view)).toHaveLength(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('opens a customer by keyboard: j and arrows move between rows, Enter opens', async () => {
    const view = renderCustomers('/users')
    await waitForRows()
    const [first] = dataRows()
    act(() => first?.focus())

    await view.user.keyboard('j')
    await view.user.keyboard('{ArrowDown}')
    await view.user.keyboard('k')
    expect(dataRows()[1]).toHaveFocus()
    await view.user.keyboard('{Enter}')

    const second = makeCustomers()[1]
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/users/${second?.customer_uuid}`))
    expect(
      await screen.findByRole('heading', { level: 1, name: `${second?.first_name} ${second?.last_name}`.trim() || second?.email }),
    ).toBeInTheDocument()
  })

  it('opens a customer with a click on the row', async () => {
    const view = renderCustomers('/users')
    await waitForRows()
    await view.user.click(screen.getByText(ivan.email))
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/users/${ivan.customer_uuid}`))
  })
})
