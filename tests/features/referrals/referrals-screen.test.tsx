import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ReferralsScreen } from '../../../src/features/referrals/list-screen'
import { formatDate } from '../../../src/lib/format'
import { createFakeApi, type FakeApi } from '../../support/fake-api'
import { customersPath, ivan, makeCustomers, serveCustomers } from '../../support/fixtures/customers'
import { makeReferrals, referralPaths, serveReferrals } from '../../support/fixtures/referrals'
import { renderWithConsole } from '../../support/render'

const customers = makeCustomers(40)
/** The customer ivan did not invite anybody but who invited most: user3. */
const user3 = customers[2]!

function renderReferrals(url: string) {
  const api = createFakeApi()
  serveCustomers(api, customers)
  const data = serveReferrals(api, makeReferrals(customers))
  const view = renderWithConsole({
    url,
    api,
    routes: () => [
      { path: '/referrals', element: <ReferralsScreen /> },
      { path: '/users/:uuid', element: <h1>Карточка пользователя</h1> },
    ],
  })
  return { ...view, api, data }
}

/** The query string of the last request to `path`, as sent. */
const lastQuery = (api: FakeApi, path: string) =>
  new URL(api.requestsTo('GET', path).at(-1)?.url ?? 'http://none/', 'http://console.test').search

function dataRows(grid: string): HTMLElement[] {
  return within(screen.getByRole('grid', { name: grid }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent)

describe('ReferralsScreen, codes', () => {
  it('lists the referral codes with their owners linked, invited counts and earnings', async () => {
    const { api, data } = renderReferrals('/referrals')
    expect(screen.getByRole('heading', { level: 1, name: 'Рефералы' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Коды' })).toHaveAttribute('aria-selected', 'true')

    await waitFor(() => expect(dataRows('Реферальные коды')).toHaveLength(data.codes.length))
    expect(lastQuery(api, referralPaths.codes)).toBe('?page=1&page_size=25')
    const first = dataRows('Реферальные коды')[0]!
    expect(cellTexts(first)).toEqual(['IVAN2026', ivan.email, '13', '1\u00A0950,00\u00A0₽', formatDate(ivan.registered_at)])
    expect(within(first).getByRole('link', { name: ivan.email })).toHaveAttribute('href', `/users/${ivan.customer_uuid}`)
  })

  it('searches on the server once typing pauses, and keeps the search in the URL', async () => {
    const { api, user, router } = renderReferrals('/referrals')
    await screen.findByRole('link', { name: ivan.email })

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'REF3')

    await waitFor(() => expect(lastQuery(api, referralPaths.codes)).toBe('?page=1&page_size=25&search=REF3'))
    expect(router.state.location.search).toBe('?search=REF3')
    await waitFor(() =>
      expect(dataRows('Реферальные коды').map((row) => cellTexts(row)[0])).toEqual(['REF3', 'REF30', 'REF33', 'REF36', 'REF39']),
    )
  })

  it("opens the code owner's invited from the invited count", async () => {
    const { user, router } = renderReferrals('/referrals')
    await user.click(await screen.findByRole('link', { name: `Приглашённые ${ivan.email}: 13` }))
    expect(router.state.location.search).toBe(`?tab=invited&customer=${ivan.customer_uuid}`)
    expect(screen.getByRole('tab', { name: 'Приглашённые' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(dataRows('Приглашённые')).toHaveLength(13))
  })

  it('shows an error with «Повторить», which asks again', async () => {
    const api = createFakeApi()
    serveReferrals(api, makeReferrals(customers))
    api.fail('GET', referralPaths.codes, 'network')
    const { user } = renderWithConsole({ url: '/referrals', api, routes: () => [{ path: '/referrals', element: <ReferralsScreen /> }] })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить реферальные коды')
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await screen.findByRole('link', { name: ivan.email })).toBeInTheDocument()
    expect(api.requestsTo('GET', referralPaths.codes)).toHaveLength(2)
  })
})

describe('ReferralsScreen, invited', () => {
  it('shows whom the customer of ?customer= invited, linked to them', async () => {
    const { api } = renderReferrals(`/referrals?tab=invited&customer=${ivan.customer_uuid}`)

    expect(await screen.findByRole('heading', { level: 2, name: `Пригласил: ${ivan.email}` })).toBeInTheDocument()
    await waitFor(() => expect(dataRows('Приглашённые')).toHaveLength(13))
    expect(lastQuery(api, referralPaths.invited)).toBe(`?customer_uuid=${ivan.customer_uuid}&page=1&page_size=25`)
    const invited = customers[3]!
    const first = dataRows('Приглашённые')[0]!
    expect(cellTexts(first)).toEqual([invited.email, formatDate(invited.registered_at), '420,00\u00A0₽', '103,00\u00A0₽'])
    expect(within(first).getByRole('link', { name: invited.email })).toHaveAttribute('href', `/users/${invited.customer_uuid}`)
  })

  it('finds the referrer among the customers, then shows whom they invited', async () => {
    const { api, user, router } = renderReferrals('/referrals?tab=invited')
    expect(screen.getByRole('heading', { level: 2, name: 'Чьих приглашённых показать?' })).toBeInTheDocument()
    expect(api.requestsTo('GET', referralPaths.invited)).toHaveLength(0)

    await user.type(screen.getByRole('searchbox', { name: 'Найти пользователя' }), user3.email)
    const found = await screen.findByRole('list', { name: 'Найденные пользователи' })
    expect(lastQuery(api, customersPath)).toBe(`?page=1&page_size=8&search=${encodeURIComponent(user3.email)}&ordering=-registered_at`)
    await user.click(within(found).getByRole('button', { name: new RegExp(user3.email) }))

    expect(router.state.location.search).toBe(`?tab=invited&customer=${user3.customer_uuid}`)
    await waitFor(() => expect(dataRows('Приглашённые')).toHaveLength(25))
    expect(lastQuery(api, referralPaths.invited)).toBe(`?customer_uuid=${user3.customer_uuid}&page=1&page_size=25`)

    await user.click(screen.getByRole('button', { name: 'Выбрать другого пользователя' }))
    expect(router.state.location.search).toBe('?tab=invited')
    expect(screen.getByRole('searchbox', { name: 'Найти пользователя' })).toBeInTheDocument()
  })

  it('says so when the customer invited nobody', async () => {
    const loner = customers[1]!
    renderReferrals(`/referrals?tab=invited&customer=${loner.customer_uuid}`)
    expect(await screen.findByText('Этот пользователь пока никого не пригласил')).toBeInTheDocument()
  })
})

describe('ReferralsScreen, all links', () => {
  it('lists every link with both customers linked, from its tab', async () => {
    const { api, user, router } = renderReferrals('/referrals')
    await screen.findByRole('link', { name: ivan.email })

    await user.click(screen.getByRole('tab', { name: 'Все связи' }))

    expect(router.state.location.search).toBe('?tab=links')
    await waitFor(() => expect(dataRows('Реферальные связи')).toHaveLength(25))
    expect(lastQuery(api, referralPaths.links)).toBe('?page=1&page_size=25')
    const first = dataRows('Реферальные связи')[0]!
    expect(within(first).getByRole('link', { name: user3.email })).toHaveAttribute('href', `/users/${user3.customer_uuid}`)
    expect(within(first).getByRole('link', { name: customers[1]!.email })).toHaveAttribute('href', `/users/${customers[1]!.customer_uuid}`)
    expect(screen.getByText('1–25 из 38')).toBeInTheDocument()
  })

  it('sends the period and the search, and restores them from the URL after a reload', async () => {
    const first = renderReferrals('/referrals?tab=links')
    await waitFor(() => expect(dataRows('Реферальные связи')).toHaveLength(25))

    await first.user.type(screen.getByLabelText('Регистрация с'), '01.09.2026{Enter}')
    await first.user.type(screen.getByLabelText('Регистрация по'), '20.09.2026{Enter}')
    await first.user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'user1')

    const expected = '?page=1&page_size=25&search=user1&date_from=2026-09-01&date_to=2026-09-20'
    await waitFor(() => expect(lastQuery(first.api, referralPaths.links)).toBe(expected))
    const url = `${first.router.state.location.pathname}${first.router.state.location.search}`
    first.unmount()

    const second = renderReferrals(url)
    await waitFor(() => expect(second.api.requestsTo('GET', referralPaths.links)).toHaveLength(1))
    expect(lastQuery(second.api, referralPaths.links)).toBe(expected)
    expect(screen.getByRole('tab', { name: 'Все связи' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('user1')
    expect(screen.getByLabelText('Регистрация с')).toHaveValue('01.09.2026')
    expect(screen.getByLabelText('Регистрация по')).toHaveValue('20.09.2026')
    await waitFor(() =>
      expect(dataRows('Реферальные связи').map((row) => cellTexts(row)[1])).toEqual([
        'user10@example.ru',
        'user11@example.ru',
        'user12@example.ru',
        'user13@example.ru',
        'user14@example.ru',
        'user15@example.ru',
        'user16@example.ru',
        'user17@example.ru',
        'user18@example.ru',
        'user19@example.ru',
      ]),
    )
  })

  it('says nothing was found for a period without links, and the reset brings them back', async () => {
    const { user, router } = renderReferrals('/referrals?tab=links&date_from=2030-01-01')
    expect(await screen.findByText('Связей не найдено')).toBeInTheDocument()
    await user.click(within(screen.getByRole('grid', { name: 'Реферальные связи' })).getByRole('button', { name: 'Сбросить фильтры' }))
    expect(router.state.location.search).toBe('?tab=links')
    await waitFor(() => expect(dataRows('Реферальные связи')).toHaveLength(25))
  })
})
