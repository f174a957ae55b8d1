import type { APIRequestContext, Page } from '@playwright/test'
import { demoCredentials, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

// Time enough to undo: the notice waits while it is attended, «Время на отмену» sets how long it is
// offered (and follows the person to another tab), and layers appear without motion when asked.

async function createBenchmark(request: APIRequestContext, name: string): Promise<void> {
  const signInResponse = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
  const { access } = (await signInResponse.json()) as { access: string }
  const response = await request.post('/v1/admin/benchmarks/create/', {
    data: { name, category: 'banner', metric: 'attention', min_value: 10, max_value: 20 },
    headers: { Authorization: `Bearer ${access}` },
  })
  expect(response.ok()).toBe(true)
}

async function deleteRow(page: Page, name: string): Promise<void> {
  await page.goto(`/benchmarks?search=${encodeURIComponent(name)}`)
  const grid = page.getByRole('grid', { name: 'Нормы' })
  await grid.getByRole('button', { name: `Удалить: ${name}` }).click()
  await page.getByRole('alertdialog', { name: 'Удалить норму?' }).getByRole('button', { name: 'Удалить' }).click()
  await expect(grid.getByRole('row', { name: new RegExp(name) })).toBeHidden()
}

/** Stops the page's clock where it is: from now on only runFor moves it. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 250)
}

const notice = (page: Page) =>
  page
    .getByRole('region', { name: /Уведомления/ })
    .getByRole('status')
    .filter({ hasText: 'Норма удалена' })

test('the undo notice waits while focus is in it, and offers its whole time again once focus leaves', async ({ page, request }) => {
  const name = `Время ${Date.now().toString(36)}`
  await createBenchmark(request, name)
  await page.clock.install()
  await signIn(page)
  await deleteRow(page, name)
  await expect(notice(page)).toBeVisible()
  await notice(page).getByRole('button', { name: 'Отменить' }).focus()
  await pauseClock(page)
  await page.clock.runFor(30_000)
  await expect(notice(page)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Поиск' }).focus()
  await page.clock.runFor(4_500)
  await expect(notice(page)).toBeVisible()
  await notice(page).getByRole('button', { name: 'Отменить' }).click()
  await expect(page.getByRole('grid', { name: 'Нормы' }).getByRole('row', { name: new RegExp(name) })).toBeVisible()
})

// Chosen in the sidebar, or (60 s) from the palette, as where the sidebar is narrowed to icons.
for (const [seconds, through] of [
  [5, 'sidebar'],
  [20, 'sidebar'],
  [60, 'palette'],
] as const) {
  test(`«Время на отмену»: ${seconds} секунд from the ${through}, in this tab and the next`, async ({ page, context, request }) => {
    const name = `Отмена ${seconds} ${Date.now().toString(36)}`
    await createBenchmark(request, name)
    await page.clock.install()
    await signIn(page)
    const other = await context.newPage()
    await other.goto('/users')
    if (through === 'sidebar') {
      await page.getByRole('combobox', { name: 'Время на отмену' }).selectOption(String(seconds * 1000))
    } else {
      await page.keyboard.press('Control+k')
      await page.getByRole('combobox', { name: 'Команды' }).fill('время на отмену')
      await page.getByRole('option', { name: `Время на отмену: ${seconds} секунд` }).click()
      await expect(page.getByRole('combobox', { name: 'Время на отмену' })).toHaveValue(String(seconds * 1000))
    }
    await expect(other.getByRole('combobox', { name: 'Время на отмену' })).toHaveValue(String(seconds * 1000))
    await other.close()

    await deleteRow(page, name)
    // In place before the clock stops: the toaster lays its notices out in animation frames, which stop with it.
    await expect(notice(page).getByRole('button', { name: 'Отменить' })).toBeInViewport()
    // Held while the pointer is over it, and offered whole again once it leaves: what passed before the
    // clock stopped (seconds, on a busy machine) does not count. From then on only time passes.
    await notice(page).hover()
    await pauseClock(page)
    await page.mouse.move(0, 0)
    await page.clock.runFor(seconds * 1000 - 1000)
    await expect(notice(page)).toBeVisible()
    await notice(page).getByRole('button', { name: 'Отменить' }).click()
    await expect(page.getByRole('grid', { name: 'Нормы' }).getByRole('row', { name: new RegExp(name) })).toBeVisible()
  })
}

test('with reduced motion, drawers, dialogs and toasts appear without motion; axe is clean in both themes', async ({ page }) => {
  test.slow()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signIn(page, { at: '/benchmarks?drawer=benchmark' })
  const drawer = page.getByRole('dialog', { name: 'Новая норма' })
  await expect(drawer).toBeVisible()
  expect(await drawer.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await page
    .getByRole('button', { name: /^Удалить: / })
    .first()
    .click()
  const confirm = page.getByRole('alertdialog', { name: 'Удалить норму?' })
  await expect(confirm).toBeVisible()
  expect(await confirm.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
  await confirm.getByRole('button', { name: 'Отмена' }).click()
  await expect(page.getByRole('combobox', { name: 'Время на отмену' })).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // A toast: the copy button says whether the clipboard took the text.
  await page.goto('/users')
  await page
    .getByRole('button', { name: /^Скопировать / })
    .first()
    .click()
  const toast = page
    .getByRole('region', { name: /Уведомления/ })
    .getByRole('status')
    .first()
  await expect(toast).toBeVisible()
  expect(await toast.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe('none')
})
