import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearToasts, renderScreen, toast, waitForRows, type Rendered } from '../features/resource-screens'
import { createFakeApi } from '../support/fake-api'
import { serveBenchmarks } from '../support/fixtures/benchmarks'

afterEach(clearToasts)

function setup(url: string) {
  const api = createFakeApi()
  serveBenchmarks(api)
  return renderScreen(url, api)
}

const trigger = (name: string | RegExp = /^(Виды|Вид: )/) => screen.getByRole('button', { name })

/** Opens the menu from the keyboard: ↓ on its button, which highlights the first item. */
async function openMenu(view: Rendered) {
  const button = trigger()
  button.focus()
  await view.user.keyboard('{ArrowDown}')
  // The menu is named after its button.
  return screen.findByRole('menu', { name: button.textContent ?? '' })
}

/** Chooses an item from the keyboard: the arrows move to it, Enter chooses it. */
async function choose(view: Rendered, name: string | RegExp, role: 'menuitem' | 'menuitemradio' = 'menuitem') {
  const menu = await openMenu(view)
  const item = () => within(menu).getByRole(role, { name })
  for (let presses = 0; !item().hasAttribute('data-highlighted') && presses < 20; presses += 1) await view.user.keyboard('{ArrowDown}')
  expect(item()).toHaveAttribute('data-highlighted')
  await view.user.keyboard('{Enter}')
}

async function saveAs(view: Rendered, name: string) {
  await choose(view, 'Сохранить вид…')
  const dialog = await screen.findByRole('dialog', { name: 'Сохранить вид' })
  const input = within(dialog).getByRole('textbox', { name: /Название вида/ })
  await view.user.clear(input)
  await view.user.type(input, `${name}{Enter}`)
  return dialog
}

const location = (view: Rendered) => view.router.state.location.search

describe('«Виды» on a list', () => {
  it('saves the filters and sort under a trimmed name: the toolbar names the view, a notice says so, focus is back on the menu button', async () => {
    const view = setup('/benchmarks?category=outdoor&category=social&ordering=-name&page=2')
    await waitForRows('Нормы')
    const dialog = await saveAs(view, '  Соцсети  ')
    await toast('Вид сохранён')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const named = trigger('Вид: Соцсети')
    await waitFor(() => expect(named).toHaveFocus())
    const menu = await openMenu(view)
    expect(within(menu).getByRole('menuitemradio', { name: 'Соцсети' })).toHaveAttribute('aria-checked', 'true')
  })

  it('refuses an empty name with a message on the field, which keeps focus', async () => {
    const view = setup('/benchmarks')
    await waitForRows('Нормы')
    const dialog = await saveAs(view, '   ')
    const input = within(dialog).getByRole('textbox', { name: /Название вида/ })
    expect(input).toHaveAccessibleDescription('Введите название вида.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveFocus()
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(trigger('Виды')).toHaveFocus())
  })

  it('asks before replacing a view of the same name, and replaces it with what the list shows now', async () => {
    const view = setup('/benchmarks?ordering=-name')
    await waitForRows('Нормы')
    await saveAs(view, 'Мой вид')
    await waitFor(() => expect(trigger('Вид: Мой вид')).toBeInTheDocument())
    await view.user.click(screen.getByRole('checkbox', { name: 'Баннер' }))
    await waitFor(() => expect(trigger('Виды')).toBeInTheDocument())
    const dialog = await saveAs(view, 'мой вид')
    const input = within(dialog).getByRole('textbox', { name: /Название вида/ })
    expect(input).toHaveAccessibleDescription(/^Вид «Мой вид» уже есть\. Нажмите «Заменить»/)
    await view.user.click(within(dialog).getByRole('button', { name: 'Заменить' }))
    await toast('Вид заменён')
    expect(trigger('Вид: Мой вид')).toBeInTheDocument()
    const menu = await openMenu(view)
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(1)
  })

  it('opens a saved view from the menu: the list’s URL becomes the view’s', async () => {
    const view = setup('/benchmarks?category=social')
    await waitForRows('Нормы')
    await saveAs(view, 'Соцсети')
    await waitFor(() => expect(trigger('Вид: Соцсети')).toBeInTheDocument())
    await view.user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }))
    await waitFor(() => expect(location(view)).toBe(''))
    await choose(view, 'Соцсети', 'menuitemradio')
    await waitFor(() => expect(location(view)).toBe('?category=social'))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Соцсети' })).toBeChecked())
    expect(trigger('Вид: Соцсети')).toBeInTheDocument()
  })

  it('renames the view the list shows; a taken name is refused', async () => {
    const view = setup('/benchmarks?ordering=-name')
    await waitForRows('Нормы')
    await saveAs(view, 'Первый')
    await waitFor(() => expect(trigger('Вид: Первый')).toBeInTheDocument())
    await view.user.click(screen.getByRole('checkbox', { name: 'Баннер' }))
    await saveAs(view, 'Второй')
    await waitFor(() => expect(trigger('Вид: Второй')).toBeInTheDocument())
    await choose(view, 'Переименовать вид «Второй»…')
    const dialog = await screen.findByRole('dialog', { name: 'Переименовать вид' })
    const input = within(dialog).getByRole('textbox', { name: /Название вида/ })
    expect(input).toHaveValue('Второй')
    await view.user.clear(input)
    await view.user.type(input, 'первый{Enter}')
    expect(input).toHaveAccessibleDescription('Вид «Первый» уже есть.')
    await view.user.clear(input)
    await view.user.type(input, 'Баннеры{Enter}')
    await toast('Вид переименован')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(trigger('Вид: Баннеры')).toHaveFocus())
  })

  it('deletes the view the list shows, with «Отменить» in the notice putting it back', async () => {
    const view = setup('/benchmarks?category=social')
    await waitForRows('Нормы')
    await saveAs(view, 'Соцсети')
    await waitFor(() => expect(trigger('Вид: Соцсети')).toBeInTheDocument())
    await choose(view, 'Удалить вид «Соцсети»')
    const notice = (await toast('Вид удалён')).closest('[role=status], [data-part=root]') as HTMLElement
    await waitFor(() => expect(trigger('Виды')).toHaveFocus())
    await view.user.click(within(notice).getByRole('button', { name: 'Отменить' }))
    await waitFor(() => expect(trigger('Вид: Соцсети')).toBeInTheDocument())
  })
})
