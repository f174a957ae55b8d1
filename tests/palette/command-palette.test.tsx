import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { singleKeyShortcutsAtom } from '../../src/state/palette'
import { createFakeApi } from '../support/fake-api'
import { customersPath, ivan, serveCustomers } from '../support/fixtures/customers'
import { heatmapModelPaths, serveHeatmapModels } from '../support/fixtures/dashboard'
import { renderWithConsole } from '../support/render'

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
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('Перейти: Нормы')])
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
    expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Перейти: Рефералы'),
    ])
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
    const topUp = await screen.findByRole('option', { name: `Пополнить баланс: Иван Петров · ${ivan.email}` })
    const searches = api.requestsTo('GET', customersPath).map((request) => request.query.get('search'))
    expect(searches).toContain('Петров')
    expect(searches.filter((search) => search === 'Пе')).toHaveLength(0)

    // Results arrive while the list is showing: walk down to the action, as a person would.
    for (let step = 0; step < 4 && topUp.getAttribute('aria-selected') !== 'true'; step += 1) {
      await user.keyboard('{ArrowDown}')
    }
    expect(topUp).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?drawer=top-up&customer=${ivan.customer_uuid}`),
    )
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
})

describe('the palette over heatmap models', () => {
  it('offers to make another model active, sends its uuid and reports the new active model', async () => {
    const api = createFakeApi()
    const models = serveHeatmapModels(api)
    const inactive = models.find((model) => !model.is_active)
    const { user } = renderWithConsole({ url: '/dashboard', api })
    await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard('модель')
    const option = await screen.findByRole('option', {
      name: `Сделать активной модель: ${inactive?.name} ${inactive?.version}`,
    })
    expect(screen.getAllByRole('option').filter((item) => item.textContent?.startsWith('Сделать активной'))).toHaveLength(1)
    await user.click(option)
    await waitFor(() => expect(api.requestsTo('POST', heatmapModelPaths.setActive)).toHaveLength(1))
    expect(api.requestsTo('POST', heatmapModelPaths.setActive)[0]?.body).toEqual({
      heatmap_model_uuid: inactive?.heatmap_model_uuid,
    })
    expect(await screen.findByText(`Активная модель: ${inactive?.name} ${inactive?.version}`)).toBeInTheDocument()
  })
})
