import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { singleKeyShortcutsAtom } from '../../src/state/palette'
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
