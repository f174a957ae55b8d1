import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures'

const statsPath = '/v1/admin/stats/'

async function expectNoSeriousViolationsInLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousA11yViolations(page)
  }
}

/** A dashboard block: the section under its h2. */
const block = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })

test('«Дэшбоард» shows the figures, the active model, the latest operations and shortcuts, and passes axe', async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Дэшбоард' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')

  const figures = block(page, 'Общие показатели')
  await expect(figures.locator('dd').first()).toHaveText(/^\d[\d\s]*$/)
  await expect(figures.locator('dd').nth(6)).toHaveText(/₽$/)
  await expect(block(page, 'Активная модель').getByText(/^версия |^Нет активной модели$/)).toBeVisible()
  await expect(block(page, 'Последние операции').locator('tbody tr[data-index]')).toHaveCount(10)
  await expect(page.getByRole('navigation', { name: 'Быстрые действия' }).getByRole('link')).toHaveCount(3)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolationsInLightAndDark(page)
})

test('a failing block of «Дэшбоард» shows its own error while the rest shows data; «Повторить» recovers it', async ({
  page,
  testControls,
}) => {
  await signIn(page)
  // More failures than the retries: the block gives up after the back-off (1 + 2 + 4 s).
  await testControls.addFault({ method: 'GET', path: statsPath, status: 503, times: 4 })
  await page.goto('/dashboard')

  const figures = block(page, 'Общие показатели')
  const alert = figures.getByRole('alert')
  await expect(alert).toContainText('Не удалось загрузить показатели', { timeout: 20_000 })
  await expect(block(page, 'Последние операции').locator('tbody tr[data-index]')).toHaveCount(10)
  await expect(page.getByRole('alert')).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  await alert.getByRole('button', { name: 'Повторить' }).click()
  await expect(figures.locator('dd').first()).toHaveText(/^\d[\d\s]*$/)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
