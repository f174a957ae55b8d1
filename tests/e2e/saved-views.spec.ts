import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

const profilePath = '/v1/admin/profile/'

/** The toolbar's menu button: «Виды», or «Вид: <name>» while the list shows a saved view. */
const viewsButton = (page: Page) => page.getByRole('button', { name: /^(Виды|Вид: .+)$/ })
const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Команды' })

async function listReady(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** Opens the menu from the keyboard: the button focused, Enter. */
async function openViewsMenu(page: Page): Promise<Locator> {
  await viewsButton(page).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}

/** Chooses a menu item from the keyboard: the arrows move to it, Enter chooses it. */
async function chooseFromMenu(page: Page, item: string): Promise<void> {
  const menu = await openViewsMenu(page)
  const highlighted = menu.locator('[role^=menuitem][data-highlighted]')
  // Enter highlights the first item as the menu opens.
  await expect(highlighted).toHaveCount(1)
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await highlighted.count()) === 1 && (await highlighted.textContent()) === item) break
    await page.keyboard.press('ArrowDown')
  }
  await expect(highlighted).toHaveText(item)
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
}

/** «Сохранить вид…», the name typed, Enter: the dialog closes and the toolbar names the view. */
async function saveView(page: Page, name: string): Promise<void> {
  await chooseFromMenu(page, 'Сохранить вид…')
  const dialog = page.getByRole('dialog', { name: 'Сохранить вид' })
  await expect(dialog.getByRole('textbox', { name: /Название вида/ })).toBeFocused()
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(viewsButton(page)).toHaveText(`Вид: ${name.trim()}`)
}

/** Ctrl+K, the command typed; answers the palette's options for it. */
async function searchPalette(page: Page, text: string): Promise<Locator> {
  await page.keyboard.press('Control+k')
  await expect(paletteInput(page)).toBeFocused()
  await page.keyboard.type(text)
  return page.getByRole('option')
}

async function closePalette(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(paletteInput(page)).toBeHidden()
}

test('a view of «Пользователи» with a filter and a sort: saved, kept over a reload, opened from the toolbar and from the palette, renamed, deleted with undo', async ({
  page,
}) => {
  await signIn(page)
  await page.getByRole('group', { name: 'Статус' }).getByText('Заблокирован', { exact: true }).click()
  await page
    .getByRole('columnheader', { name: /Баланс/ })
    .getByRole('button')
    .click()
  await expect(page).toHaveURL(/\/users\?status=blocked&ordering=balance$/)
  await listReady(page, 'Пользователи')
  await expect(viewsButton(page)).toHaveText('Виды')

  // An empty name is refused on the field.
  await chooseFromMenu(page, 'Сохранить вид…')
  const dialog = page.getByRole('dialog', { name: 'Сохранить вид' })
  const nameField = dialog.getByRole('textbox', { name: /Название вида/ })
  await expect(nameField).toBeFocused()
  await page.keyboard.type('   ')
  await page.keyboard.press('Enter')
  await expect(nameField).toHaveAccessibleDescription('Введите название вида.')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(viewsButton(page)).toBeFocused()

  await saveView(page, '  Заблокированные по балансу ')
  await expect(page.getByRole('status').filter({ hasText: 'Вид сохранён' })).toBeVisible()
  await expect(viewsButton(page)).toBeFocused()

  await page.reload()
  await listReady(page, 'Пользователи')
  await expect(viewsButton(page)).toHaveText('Вид: Заблокированные по балансу')

  // From the toolbar: after «Сбросить фильтры», the view brings the filter and the sort back.
  await page.getByRole('search', { name: 'Поиск и фильтры пользователей' }).getByRole('button', { name: 'Сбросить фильтры' }).click()
  await expect(page).toHaveURL(/\/users\?ordering=balance$/)
  await expect(viewsButton(page)).toHaveText('Виды')
  const menu = await openViewsMenu(page)
  await expect(menu.getByRole('menuitemradio', { name: 'Заблокированные по балансу' })).toHaveAttribute('aria-checked', 'false')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Escape')
  await expect(viewsButton(page)).toBeFocused()
  await chooseFromMenu(page, 'Заблокированные по балансу')
  await expect(page).toHaveURL(/\/users\?status=blocked&ordering=balance$/)
  await expect(page.getByRole('checkbox', { name: 'Заблокирован' })).toBeChecked()
  await expect(page.getByRole('columnheader', { name: /Баланс/ })).toHaveAttribute('aria-sort', 'ascending')

  // From the palette, on another screen.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')
  const options = await searchPalette(page, 'Вид: Заблок')
  await expect(options.first()).toContainText('Вид: Заблокированные по балансу')
  await expect(options.first()).toContainText('Пользователи')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/users\?status=blocked&ordering=balance$/)
  await listReady(page, 'Пользователи')
  await expect(viewsButton(page)).toHaveText('Вид: Заблокированные по балансу')

  // Rename: the palette follows.
  await chooseFromMenu(page, 'Переименовать вид «Заблокированные по балансу»…')
  const renaming = page.getByRole('dialog', { name: 'Переименовать вид' })
  const renameField = renaming.getByRole('textbox', { name: /Название вида/ })
  await expect(renameField).toBeFocused()
  await expect(renameField).toHaveValue('Заблокированные по балансу')
  await renameField.fill('Должники')
  await page.keyboard.press('Enter')
  await expect(renaming).toBeHidden()
  await expect(viewsButton(page)).toHaveText('Вид: Должники')
  await expect(await searchPalette(page, 'Вид: ')).toHaveText([/Вид: Должники/])
  await closePalette(page)

  // Delete, undo, delete again: the palette loses it.
  await chooseFromMenu(page, 'Удалить вид «Должники»')
  await expect(viewsButton(page)).toHaveText('Виды')
  await expect(viewsButton(page)).toBeFocused()
  const notice = page.getByRole('status').filter({ hasText: 'Вид удалён' })
  await notice.getByRole('button', { name: 'Отменить' }).click()
  await expect(viewsButton(page)).toHaveText('Вид: Должники')
  await chooseFromMenu(page, 'Удалить вид «Должники»')
  await expect(viewsButton(page)).toHaveText('Виды')
  await searchPalette(page, 'Вид: Должники')
  await expect(page.getByRole('option', { name: /^Вид: Должники/ })).toHaveCount(0)
})

test('a name a view of the list already has is refused until «Заменить» is chosen, which saves the list as it is now', async ({ page }) => {
  await signIn(page, { at: '/benchmarks?ordering=-name' })
  await listReady(page, 'Нормы')
  await saveView(page, 'Нормы по имени')
  await page.goto('/benchmarks?ordering=-updated_at')
  await listReady(page, 'Нормы')
  await chooseFromMenu(page, 'Сохранить вид…')
  const dialog = page.getByRole('dialog', { name: 'Сохранить вид' })
  await page.keyboard.type('нормы по имени')
  await page.keyboard.press('Enter')
  const nameField = dialog.getByRole('textbox', { name: /Название вида/ })
  await expect(nameField).toHaveAccessibleDescription(/^Вид «Нормы по имени» уже есть\. Нажмите «Заменить»/)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await dialog.getByRole('button', { name: 'Заменить' }).click()
  await expect(dialog).toBeHidden()
  await expect(viewsButton(page)).toHaveText('Вид: Нормы по имени')
  const menu = await openViewsMenu(page)
  await expect(menu.getByRole('menuitemradio')).toHaveCount(1)
})

const lists = [
  { path: '/benchmarks', title: 'Нормы', ordering: '-updated_at' },
  { path: '/requests', title: 'Запросы клиентов', ordering: 'title' },
  { path: '/request-accounts', title: 'Кабинеты клиентов', ordering: '-requests_count' },
  { path: '/users', title: 'Пользователи', ordering: 'email' },
  { path: '/operations', title: 'Операции', ordering: 'amount' },
] as const

test('every list saves its views, and each opens from the palette with its sort and page size, without the page', async ({ page }) => {
  await signIn(page)
  for (const list of lists) {
    await page.goto(`${list.path}?ordering=${list.ordering}&page=2&page_size=50`)
    await listReady(page, list.title)
    await saveView(page, `Вид списка ${list.title}`)
  }
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')
  for (const list of lists) {
    const options = await searchPalette(page, `Вид списка ${list.title}`)
    await expect(options.first()).toContainText(list.title)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${list.path}\\?page_size=50&ordering=${list.ordering}$`))
    await listReady(page, list.title)
    await expect(viewsButton(page)).toHaveText(`Вид: Вид списка ${list.title}`)
  }
})

test('another admin in the same browser does not see the views; another tab sees a new one without a reload', async ({ page, context }) => {
  await signIn(page, { at: '/request-accounts?ordering=-created_at' })
  await listReady(page, 'Кабинеты клиентов')
  const second = await context.newPage()
  await second.goto('/request-accounts?ordering=-created_at')
  await listReady(second, 'Кабинеты клиентов')
  await expect(viewsButton(second)).toHaveText('Виды')

  await saveView(page, 'Новые кабинеты')
  // The other tab follows localStorage.
  await expect(viewsButton(second)).toHaveText('Вид: Новые кабинеты')
  await second.close()

  // The reference server has one admin: another one is the same profile under another uuid.
  await page.route(`**${profilePath}`, async (route) => {
    const response = await route.fetch()
    const profile = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...profile, uuid: '0b7d9a4e-2c3f-4e5a-8b6c-7d8e9f0a1b2c', email: 'boris@example.com' } })
  })
  await page.reload()
  await listReady(page, 'Кабинеты клиентов')
  await expect(viewsButton(page)).toHaveText('Виды')
  const menu = await openViewsMenu(page)
  await expect(menu.getByRole('menuitemradio')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await searchPalette(page, 'Вид: Новые')
  await expect(page.getByRole('option', { name: /^Вид: Новые кабинеты/ })).toHaveCount(0)
  await closePalette(page)

  await page.unroute(`**${profilePath}`)
  await page.reload()
  await listReady(page, 'Кабинеты клиентов')
  await expect(viewsButton(page)).toHaveText('Вид: Новые кабинеты')
})
