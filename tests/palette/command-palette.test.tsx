import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { singleKeyShortcutsAtom } from '../../src/state/shell/palette'
import { createFakeApi } from '../support/fake-api'
import { customersPath, ivan, serveCustomers } from '../support/fixtures/customers'
import { renderWithConsole } from '../support/render'

/** The palette's rows (the screen under it is hidden from assistive technology a frame after it opens). */
const paletteOptions = () => within(screen.getByRole('dialog', { name: 'Команды' })).getAllByRole('option')

async function openDashboard() {
  const view = renderWithConsole({ url: '/dashboard' })
  await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
  return view
}

describe('the command palette', () => {
  it('opens with Ctrl+K with its input focused, and runs the command chosen by keyboard', async () => {
    const { user, router } = await openDashboard()
    await user.keyboard('{Control>}k{/Control}')
    const input = await screen.findByRole('combobox', { name: 'Команды' })
    await waitFor(() => expect(input).toHaveFocus())
    await user.keyboard('Нормы')
    const options = paletteOptions()
    // The text as a query of the list last shown is offered too, after what it names.
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Перейти: Нормы'),
      expect.stringContaining('Найти: Нормы'),
    ])
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/benchmarks'))
    expect(screen.queryByRole('combobox', { name: 'Команды' })).not.toBeInTheDocument()
  })

  it('opens from the shell button and lists recent commands first', async () => {
    const { user, router } = await openDashboard()
    await user.click(screen.getByRole('button', { name: /Команды/ }))
    await user.click(await screen.findByRole('option', { name: /Перейти: Рефералы/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals'))

    await user.click(screen.getByRole('button', { name: /Команды/ }))
    const recent = await screen.findByRole('group', { name: 'Недавние' })
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Перейти: Рефералы'), 'Очистить недавние'])
  })

  it('shows each command’s shortcut and answers to `g` sequences outside text fields', async () => {
    const { user, router } = await openDashboard()
    await user.keyboard('gs')
    await waitFor(() => expect(router.state.location.pathname).toBe('/stats'))
    await user.click(screen.getByRole('button', { name: /Команды/ }))
    const option = await screen.findByRole('option', { name: /Перейти: Пользователи/ })
    expect(option).toHaveTextContent(/G\s*U/)
  })

  it('lets single-key shortcuts be turned off in the sheet that ? opens', async () => {
    const { user, router, context } = await openDashboard()
    await user.keyboard('?')
    const sheet = await screen.findByRole('dialog', { name: 'Сочетания клавиш' })
    expect(within(sheet).getByText('Перейти: Нормы')).toBeInTheDocument()
    expect(within(sheet).getByText('Создать запись на экране списка').closest('li')).toHaveTextContent(/C$/)
    await user.click(within(sheet).getByRole('switch', { name: /Сочетания из одной клавиши/ }))
    expect(context.store.get(singleKeyShortcutsAtom)).toBe(false)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Сочетания клавиш' })).not.toBeInTheDocument())
    await user.keyboard('gb')
    expect(router.state.location.pathname).toBe('/dashboard')
    await user.keyboard('{Control>}k{/Control}')
    expect(await screen.findByRole('combobox', { name: 'Команды' })).toBeInTheDocument()
  })
})

describe('the palette over customers', () => {
  it('finds a customer on the server as one types and opens the top-up drawer for them, all by keyboard', async () => {
    const api = createFakeApi()
    serveCustomers(api)
    const { user, router } = renderWithConsole({ url: '/dashboard', api })
    await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard('Петров')
    const topUp = await screen.findByRole('option', { name: new RegExp(`^Пополнить баланс: Иван Петров · ${ivan.email}`) })
    expect(topUp).toHaveTextContent('1 500,00 ₽')
    const searches = api.requestsTo('GET', customersPath).map((request) => request.query.get('search'))
    expect(searches).toContain('Петров')
    expect(searches.filter((search) => search === 'Пе')).toHaveLength(0)

    // Results arrive while the list is showing: walk down to the action, as a person would.
    await user.keyboard('{Home}')
    for (let step = 0; step < 30 && topUp.getAttribute('aria-selected') !== 'true'; step += 1) {
      await user.keyboard('{ArrowDown}')
    }
    expect(topUp).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe(`?drawer=top-up&customer=${ivan.customer_uuid}`))
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(await screen.findByRole('dialog', { name: 'Пополнить баланс' })).toBeInTheDocument()
  })

  it('searches nothing for fewer than two characters', async () => {
    const api = createFakeApi()
    serveCustomers(api)
    const { user } = renderWithConsole({ url: '/dashboard', api })
    await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
    const before = api.requestsTo('GET', customersPath).length
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard('П')
    expect(await screen.findByRole('option', { name: /Перейти: Пользователи/ })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(api.requestsTo('GET', customersPath)).toHaveLength(before)
  })

  it('ranks the customers whose name starts with the text above commands whose letters merely occur in it', async () => {
    const api = createFakeApi()
    serveCustomers(api)
    const { user } = renderWithConsole({ url: '/dashboard', api })
    await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard('Иван')
    await screen.findAllByRole('option', { name: /Иван Петров/ })
    const names = paletteOptions().map((option) => option.textContent ?? '')
    const firstCustomer = names.findIndex((name) => name.includes('Иван Петров'))
    const firstScattered = names.findIndex((name) => name.startsWith('Перейти'))
    expect(firstCustomer).toBe(0)
    if (firstScattered !== -1) expect(firstScattered).toBeGreaterThan(firstCustomer)
  })
})

describe('matching in the palette', () => {
  it.each([
    ['gjgjkybnm', 'Пополнить баланс'],
    ['yjhvs', 'Перейти: Нормы'],
    ['Пополнить', 'Пополнить баланс'],
    ['ntvf', 'Тема:'],
  ])('typed in either keyboard layout, «%s» finds «%s» first', async (typed, first) => {
    const { user } = await openDashboard()
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard(typed)
    await waitFor(() => expect(paletteOptions()[0]).toHaveTextContent(first))
  })

  it('never fires a single-key shortcut while typing in a field', async () => {
    const api = createFakeApi()
    serveCustomers(api)
    const { user, router } = renderWithConsole({ url: '/users', api })
    const search = await screen.findByRole('searchbox')
    await user.click(search)
    await user.keyboard('gd')
    expect(search).toHaveValue('gd')
    expect(router.state.location.pathname).toBe('/users')
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard('gs')
    expect(screen.getByRole('combobox', { name: 'Команды' })).toHaveValue('gs')
    expect(router.state.location.pathname).toBe('/users')
  })
})
