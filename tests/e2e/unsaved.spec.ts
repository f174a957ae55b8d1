import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

/** The benchmarks list, settled, with «Новая норма» opened by `c`. */
async function openNewBenchmark(page: Page, signingIn = true) {
  if (signingIn) await signIn(page, { at: '/benchmarks' })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.keyboard.press('c')
  const drawer = page.getByRole('dialog', { name: 'Новая норма' })
  await expect(drawer.getByLabel(/^Название/)).toBeFocused()
  return drawer
}

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Закрыть без сохранения?' })

test('a drawer without changes closes at once, on Escape and on «Отмена»', async ({ page }) => {
  const drawer = await openNewBenchmark(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(question(page)).toBeHidden()
  await expect(page).toHaveURL(/\/benchmarks$/)
})

test('a drawer with changes asks on Escape: «Вернуться» (focused) keeps what was typed, «Закрыть» drops it', async ({ page }) => {
  const drawer = await openNewBenchmark(page)
  await page.keyboard.type('Черновик нормы')
  await page.keyboard.press('Escape')
  await expect(question(page)).toBeVisible()
  await expect(question(page).getByRole('button', { name: 'Вернуться' })).toBeFocused()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Enter')
  await expect(question(page)).toBeHidden()
  await expect(drawer.getByLabel(/^Название/)).toHaveValue('Черновик нормы')
  await expect(drawer.getByLabel(/^Название/)).toBeFocused()
  await expect(page).toHaveURL(/\?drawer=benchmark$/)

  await drawer.getByRole('button', { name: 'Отмена' }).click()
  await expect(question(page)).toBeVisible()
  await expect(question(page).getByRole('button')).toHaveText(['Вернуться', 'Закрыть'])
  await question(page).getByRole('button', { name: 'Закрыть' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/benchmarks$/)
  // A key pressed while the question is still on the screen is the question's, not the list's.
  await expect(question(page)).toBeHidden()
  // Opened again: empty, the draft went with «Закрыть».
  await page.keyboard.press('c')
  await expect(page.getByRole('dialog', { name: 'Новая норма' }).getByLabel(/^Название/)).toHaveValue('')
})

test('Back and a click outside ask too while a drawer has changes', async ({ page }) => {
  const drawer = await openNewBenchmark(page)
  await page.keyboard.type('Несохранённое')

  await page.goBack()
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Вернуться' }).click()
  await expect(drawer.getByLabel(/^Название/)).toHaveValue('Несохранённое')
  await expect(page).toHaveURL(/\?drawer=benchmark$/)

  await page.mouse.click(20, 300)
  await expect(question(page)).toBeVisible()
  // Escape is the question's once it holds the focus, as a person sees it (its layer is set up by then).
  await expect(question(page).getByRole('button', { name: 'Вернуться' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(question(page)).toBeHidden()
  await expect(drawer).toBeVisible()

  await page.goBack()
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Закрыть' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/benchmarks$/)
})

test('what was typed survives a reload of the drawer address, and is gone after saving', async ({ page }) => {
  const name = `Черновик ${Date.now()}`
  const drawer = await openNewBenchmark(page)
  await page.keyboard.type(name)
  await page.reload()
  const reloaded = page.getByRole('dialog', { name: 'Новая норма' })
  await expect(reloaded.getByLabel(/^Название/)).toHaveValue(name)
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toHaveLength(1)
  // Another tab (a fresh session storage) starts empty.
  const other = await page.context().newPage()
  await other.goto(page.url())
  await expect(other.getByRole('dialog', { name: 'Новая норма' }).getByLabel(/^Название/)).toHaveValue('')
  await other.close()

  await reloaded.getByLabel(/^Минимум/).fill('1')
  await reloaded.getByLabel(/^Максимум/).fill('2')
  for (const [label, option] of [
    [/^Категория/, 'Соцсети'],
    [/^Метрика/, 'Ясность'],
  ] as const) {
    await reloaded.getByRole('combobox', { name: label }).click()
    await page.getByRole('option', { name: option }).click()
  }
  await reloaded.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Норма создана')).toBeVisible()
  await expect(drawer).toBeHidden()
  await expect(question(page)).toBeHidden()
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toHaveLength(0)
})

test('a `g` shortcut to another screen asks: «Вернуться» keeps the values and the focus, «Закрыть» goes there', async ({ page }) => {
  const drawer = await openNewBenchmark(page)
  await page.keyboard.type('Норма в работе')
  const cancel = drawer.getByRole('button', { name: 'Отмена' })
  await cancel.focus()

  await page.keyboard.press('g')
  await page.keyboard.press('q')
  await expect(question(page)).toBeVisible()
  await expect(question(page).getByRole('button', { name: 'Вернуться' })).toBeFocused()
  await question(page).getByRole('button', { name: 'Вернуться' }).click()
  await expect(question(page)).toBeHidden()
  await expect(cancel).toBeFocused()
  await expect(drawer.getByLabel(/^Название/)).toHaveValue('Норма в работе')
  await expect(page).toHaveURL(/\/benchmarks\?drawer=benchmark$/)

  await page.keyboard.press('g')
  await page.keyboard.press('q')
  await question(page).getByRole('button', { name: 'Закрыть' }).click()
  await expect(page).toHaveURL(/\/requests$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Запросы клиентов' })).toBeVisible()
  await expect(drawer).toBeHidden()
})

test('a click on a sidebar link asks too', async ({ page }) => {
  const drawer = await openNewBenchmark(page)
  await page.keyboard.type('Норма в работе')
  // The sidebar is inert under the modal drawer: the pointer still lands there.
  const box = await page.locator('nav[aria-label="Разделы"] a', { hasText: 'Запросы клиентов' }).boundingBox()
  if (!box) throw new Error('The sidebar link has no box')
  const clickLink = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)

  await clickLink()
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Вернуться' }).click()
  await expect(question(page)).toBeHidden()
  await expect(drawer.getByLabel(/^Название/)).toHaveValue('Норма в работе')
  await expect(drawer.getByLabel(/^Название/)).toBeFocused()

  // The click outside closes the drawer: «Закрыть» drops what was typed, and the screen stays.
  await clickLink()
  await question(page).getByRole('button', { name: 'Закрыть' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/benchmarks$/)
})

const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Команды' })

/** Ctrl+K, then the command named `label` chosen with Enter. */
async function runCommand(page: Page, label: string) {
  await page.keyboard.press('Control+k')
  await expect(paletteInput(page)).toBeFocused()
  await page.keyboard.type(label)
  // Exact: «Найти: <the typed text>» is offered too.
  await expect(page.getByRole('option', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
}

test('the palette over a drawer with changes: a command that goes elsewhere asks', async ({ page }) => {
  const drawer = await openNewBenchmark(page)
  await page.keyboard.type('Норма в работе')
  await runCommand(page, 'Перейти: Запросы клиентов')
  await expect(question(page)).toBeVisible()
  await expect(question(page).getByRole('button', { name: 'Вернуться' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question(page)).toBeHidden()
  await expect(paletteInput(page)).toBeHidden()
  await expect(drawer.getByLabel(/^Название/)).toHaveValue('Норма в работе')
  await expect(drawer.getByLabel(/^Название/)).toBeFocused()
  await expect(page).toHaveURL(/\/benchmarks\?drawer=benchmark$/)

  await runCommand(page, 'Перейти: Запросы клиентов')
  await question(page).getByRole('button', { name: 'Закрыть' }).click()
  await expect(page).toHaveURL(/\/requests$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Запросы клиентов' })).toBeVisible()
  await expect(drawer).toBeHidden()
})

for (const [theme, label] of [
  ['light', 'Светлая'],
  ['dark', 'Тёмная'],
] as const) {
  test(`«Закрыть без сохранения?» has no serious accessibility violations in the ${theme} theme chosen in the console`, async ({
    page,
  }) => {
    await signIn(page, { at: '/benchmarks' })
    await page.getByRole('combobox', { name: 'Тема' }).selectOption({ label })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await openNewBenchmark(page, false)
    await page.keyboard.type('Черновик')
    await page.keyboard.press('Escape')
    await expect(question(page).getByRole('button', { name: 'Вернуться' })).toBeFocused()
    // Reduced motion: colours and the dialog are settled at once, never measured halfway.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expectNoSeriousA11yViolations(page)
  })
}
