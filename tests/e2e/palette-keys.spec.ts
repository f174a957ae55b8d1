import type { Page } from '@playwright/test'
import { budgets } from '../bench/budgets'
import { restyleOfOpenAndClose } from '../bench/palette-probe'
import { expect, signIn, test } from './fixtures'

// The screens staff open the palette on.
const screens = [
  { path: '/users', heading: 'Пользователи' },
  { path: '/operations', heading: 'Операции' },
  { path: '/dashboard', heading: 'Дэшбоард' },
]

const palette = (page: Page) => page.getByRole('combobox', { name: 'Команды' })

for (const { path, heading } of screens) {
  test(`a Ctrl+K pressed at the load event of ${path} opens the palette with what was typed after it, 10 times of 10`, async ({ page }) => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Fresh tokens each time: the e2e server's expire in 20 s, and a reload during their refresh
      // would sign out, which is not what is tested here.
      await signIn(page, { at: path })
      // goto answers at the load event: the keys come at once after it, the shell maybe still loading.
      await page.goto(path)
      await page.keyboard.press('Control+k')
      // Each a screen's shortcut outside the palette: `g` starts a jump, `?` the sheet, `/` a list's search.
      await page.keyboard.type('vfv g?/x')
      await expect(palette(page), `attempt ${attempt + 1}`).toBeFocused()
      await expect(palette(page), `attempt ${attempt + 1}`).toHaveValue('vfv g?/x')
      await expect(page.getByRole('dialog', { name: 'Сочетания клавиш' })).toHaveCount(0)
      expect(new URL(page.url()).pathname).toBe(path)
      // The screen behind, hidden from the accessibility tree under the palette.
      await expect(page.locator('main h1', { hasText: heading })).toBeAttached()
    }
  })
}

test('letters typed at once after Ctrl+K on a settled page land in the palette, in order, and act as no shortcut', async ({ page }) => {
  await signIn(page, { at: '/users' })
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  // The first open (the palette's view still to mount) and a later one (kept mounted, hidden).
  for (const typed of ['vfv', 'gc?x/']) {
    await page.keyboard.press('Control+k')
    await page.keyboard.type(typed)
    await expect(palette(page)).toBeFocused()
    await expect(palette(page)).toHaveValue(typed)
    await expect(page.getByRole('dialog', { name: 'Сочетания клавиш' })).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/users')
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
  }
  // Once the palette is gone, the same keys are the screen's shortcuts again.
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Сочетания клавиш' })).toBeVisible()
})

test('on the sign-in form, with no palette to come, Ctrl+K holds no key back', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByLabel('Электронная почта').focus()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('admin')
  await expect(page.getByLabel('Электронная почта')).toHaveValue('admin')
})

test('an open and a close of the palette restyle the palette, not the page behind it', async ({ page }) => {
  await signIn(page, { at: '/users' })
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  // A first open and close: the palette's view mounts once and stays.
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
  const pageElements = await page.evaluate(() => document.querySelectorAll('#root *').length)

  const { onOpen, onClose, own } = await restyleOfOpenAndClose(page)
  // Against a page many times the palette's size, so that restyling it could not pass unseen.
  expect(pageElements).toBeGreaterThan(own)
  expect(onOpen.total).toBeGreaterThan(0)
  // Each pass of style recalculation holds what is outside the page, and of the page at most the
  // element the focus leaves or comes back to with its ancestors (one pass restyled the whole page).
  expect(onOpen.largestPass).toBeLessThanOrEqual(own + budgets.paletteRestyledBeyondItself.max)
  expect(onClose.largestPass).toBeLessThanOrEqual(own + budgets.paletteRestyledBeyondItself.max)
})
