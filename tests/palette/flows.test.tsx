import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { customersPath, issueOtpPath, ivan } from '../support/fixtures/customers'
import { heatmapModelPaths } from '../support/fixtures/dashboard'
import { clearToasts, renderConsole } from './palette-driver'

afterEach(clearToasts)

const ivanRow = /ivan\.petrov@example\.ru/

function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

describe('the five actions, by keyboard alone', () => {
  it('«Найти пользователя»: a picker searching as one types; Enter opens the customer’s page', async () => {
    const { router, palette, api } = await renderConsole()
    await palette.open()
    await palette.type('Найти')
    await palette.choose('Найти пользователя')
    expect(palette.chip()).toBe('Найти пользователя')
    await palette.type('ivan.petrov')
    const row = await screen.findByRole('option', { name: ivanRow })
    expect(row).toHaveTextContent('Иван Петров')
    expect(row).toHaveTextContent('1 500,00 ₽')
    // On a busy machine the row may show from an earlier pause in the typing ('ivan'); the whole text is asked for too.
    await waitFor(() => expect(api.requestsTo('GET', customersPath).map((request) => request.query.get('search'))).toContain('ivan.petrov'))
    await palette.choose(ivanRow)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${ivan.customer_uuid}`))
    expect(screen.queryByRole('combobox', { name: 'Команды' })).not.toBeInTheDocument()
  })

  it('goes back a page with Backspace on an empty input and with Escape; Escape on the first page closes', async () => {
    const { user, palette } = await renderConsole()
    await palette.open()
    await palette.type('Найти')
    await palette.choose('Найти пользователя')
    await palette.type('x')
    // Backspace deletes the text first, then goes back.
    await user.keyboard('{Backspace}')
    expect(palette.chip()).toBe('Найти пользователя')
    await user.keyboard('{Backspace}')
    expect(palette.chip()).toBe('')
    expect(palette.input()).toHaveValue('')

    await palette.type('модель')
    await palette.choose('Сменить активную модель')
    await palette.choose(/SaliencyNet 3\.1\.4/)
    expect(palette.chip()).toBe('SaliencyNet 3.1.4')
    await user.keyboard('{Escape}')
    expect(palette.chip()).toBe('Сменить активную модель')
    await user.keyboard('{Escape}')
    expect(palette.chip()).toBe('')
    expect(palette.input()).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Команды' })).not.toBeInTheDocument())
  })

  it('lists the customers opened lately first on an empty picker', async () => {
    const { palette } = await renderConsole()
    await palette.open()
    await palette.type('Найти')
    await palette.choose('Найти пользователя')
    await palette.type('ivan.petrov')
    await palette.choose(ivanRow)
    await screen.findByRole('heading', { level: 1, name: 'Иван Петров' })

    await palette.open()
    await palette.type('Найти')
    await palette.choose('Найти пользователя')
    const recent = await screen.findByRole('group', { name: 'Недавние пользователи' })
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringMatching(ivanRow)])
  })

  // That the amount has the focus is checked in Chromium (tests/e2e/palette-flows.spec.ts): jsdom lays
  // nothing out, so the drawer's focus trap finds no tabbable field.
  it('«Пополнить баланс»: the picker, then the top-up drawer for that customer', async () => {
    const { router, palette } = await renderConsole()
    await palette.open()
    await palette.type('пополнить')
    await palette.choose('Пополнить баланс')
    expect(palette.chip()).toBe('Пополнить баланс')
    await palette.type('ivan.petrov')
    await palette.choose(ivanRow)

    await waitFor(() => expect(router.state.location.search).toBe(`?drawer=top-up&customer=${ivan.customer_uuid}`))
    expect(router.state.location.pathname).toBe('/dashboard')
    const drawer = await screen.findByRole('dialog', { name: 'Пополнить баланс' })
    await waitFor(() => expect(drawer).toHaveTextContent('Текущий баланс: 1 500,00 ₽'))
  })

  it('«Выдать одноразовый код»: the picker, then the one-time-code drawer', async () => {
    const { router, palette } = await renderConsole()
    await palette.open()
    await palette.type('код')
    await palette.choose('Выдать одноразовый код')
    expect(palette.chip()).toBe('Выдать одноразовый код')
    await palette.type('ivan.petrov')
    await palette.choose(ivanRow)
    await waitFor(() => expect(router.state.location.search).toBe(`?drawer=issue-otp&customer=${ivan.customer_uuid}`))
    expect(await screen.findByRole('dialog', { name: 'Выдать код' })).toBeInTheDocument()
  })

  it('«Сменить активную модель»: the models with their metrics, a confirmation page, then the new active model everywhere', async () => {
    const { user, palette, api, models } = await renderConsole()
    const [active, other] = models
    await palette.open()
    await palette.type('модель')
    await palette.choose('Сменить активную модель')
    expect(palette.chip()).toBe('Сменить активную модель')
    const activeRow = await screen.findByRole('option', { name: /SaliencyNet 3\.2\.0/ })
    expect(activeRow).toHaveTextContent('активна')
    expect(activeRow).toHaveTextContent('AUC 0,874 · NSS 2,150 · CC 0,712')
    expect(screen.getByRole('option', { name: /SaliencyNet 3\.1\.4/ })).not.toHaveTextContent('активна')

    await palette.choose(/SaliencyNet 3\.1\.4/)
    expect(palette.chip()).toBe('SaliencyNet 3.1.4')
    expect(palette.optionNames()).toEqual([expect.stringContaining('Сделать активной')])
    // Escape on the confirmation goes back to the list, and nothing was sent.
    await user.keyboard('{Escape}')
    expect(palette.chip()).toBe('Сменить активную модель')
    expect(api.requestsTo('POST', heatmapModelPaths.setActive)).toHaveLength(0)

    await palette.choose(/SaliencyNet 3\.1\.4/)
    await palette.choose(/Сделать активной/)
    await waitFor(() => expect(api.requestsTo('POST', heatmapModelPaths.setActive)).toHaveLength(1))
    // Sent over the model the person saw active, so that a switch someone made meanwhile is not overruled.
    expect(api.requestsTo('POST', heatmapModelPaths.setActive)[0]?.body).toEqual({
      heatmap_model_uuid: other?.heatmap_model_uuid,
      expected_active_uuid: active?.heatmap_model_uuid,
    })
    expect(await screen.findByText('Активная модель: SaliencyNet 3.1.4')).toBeInTheDocument()
    const block = screen.getByRole('heading', { level: 2, name: 'Активная модель' }).closest('section')
    if (!block) throw new Error('no model block')
    await waitFor(() => expect(block).toHaveTextContent('версия 3.1.4'))
    expect(active?.is_active).toBe(false)
  })

  it('a failed model switch changes nothing shown and says why', async () => {
    const { palette, api } = await renderConsole()
    api.fail('POST', heatmapModelPaths.setActive, { status: 503, body: { detail: 'Сервис недоступен' } })
    const block = screen.getByRole('heading', { level: 2, name: 'Активная модель' }).closest('section')
    if (!block) throw new Error('no model block')
    await waitFor(() => expect(block).toHaveTextContent('версия 3.2.0'))
    await palette.open()
    await palette.type('модель')
    await palette.choose('Сменить активную модель')
    await palette.choose(/SaliencyNet 3\.1\.4/)
    await palette.choose(/Сделать активной/)
    expect(await screen.findByText('Модель не переключена')).toBeInTheDocument()
    expect(block).toHaveTextContent('версия 3.2.0')

    await palette.open()
    await palette.type('модель')
    await palette.choose('Сменить активную модель')
    expect(await screen.findByRole('option', { name: /SaliencyNet 3\.2\.0/ })).toHaveTextContent('активна')
    expect(screen.getByRole('option', { name: /SaliencyNet 3\.1\.4/ })).not.toHaveTextContent('активна')
  })

  it('«Скачать отчёт eLama»: the last 24 months, the previous first, filtered by «март», «03.2026» or «2026-03»', async () => {
    const { user, router, palette } = await renderConsole()
    const now = new Date()
    const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1)
    const lastMarch = new Date(now.getMonth() > 2 ? now.getFullYear() : now.getFullYear() - 1, 2, 1)
    await palette.open()
    await palette.type('отчёт')
    await palette.choose('Скачать отчёт eLama')
    expect(palette.chip()).toBe('Скачать отчёт eLama')
    const months = palette.optionNames()
    expect(months).toHaveLength(24)
    expect(months[0]?.toLowerCase()).toContain(String(previous.getFullYear()))

    await palette.type('март')
    expect(palette.optionNames()).toEqual([`март ${lastMarch.getFullYear()}`, `март ${lastMarch.getFullYear() - 1}`])
    await user.clear(palette.input())
    await palette.type(`03.${lastMarch.getFullYear()}`)
    expect(palette.optionNames()).toEqual([`март ${lastMarch.getFullYear()}`])
    await user.clear(palette.input())
    await palette.type(monthKey(lastMarch))
    expect(palette.optionNames()[0]).toBe(`март ${lastMarch.getFullYear()}`)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe(`?drawer=report&month=${monthKey(lastMarch)}`))
  })
})

describe('the screen’s customer as the context', () => {
  it('on a customer’s page, top-up, one-time code and note come first and act on that customer without the picker', async () => {
    const { router, palette, api } = await renderConsole(`/users/${ivan.customer_uuid}`)
    await palette.open()
    const here = await screen.findByRole('group', { name: 'На этой странице' })
    expect(
      within(here)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Пополнить баланс', 'Выдать одноразовый код', 'Заметка о пользователе…', 'Сторнировать пополнение…'])
    expect(palette.optionNames().slice(0, 3)).toEqual(['Пополнить баланс', 'Выдать одноразовый код', 'Заметка о пользователе…'])
    await palette.choose('Выдать одноразовый код')
    await waitFor(() => expect(router.state.location.search).toBe(`?drawer=issue-otp&customer=${ivan.customer_uuid}`))
    expect(router.state.location.pathname).toBe(`/users/${ivan.customer_uuid}`)
    expect(await screen.findByRole('dialog', { name: 'Выдать код' })).toBeInTheDocument()
    expect(api.requestsTo('POST', issueOtpPath(ivan.customer_uuid))).toHaveLength(0)
  })
})
