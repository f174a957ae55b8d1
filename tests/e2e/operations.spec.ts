import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, firstCustomerUuid, signIn, test } from './fixtures'

const operationsPath = '/v1/admin/finances/operations/'

async function expectNoSeriousViolationsInLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousA11yViolations(page)
  }
}

/** Rows of the operations grid, without its header row. */
const dataRows = (page: Page) => page.getByRole('grid', { name: 'Операции' }).locator('tbody tr[data-index]')

test('«Операции» lists the operations of the reference server, filters them by type, and passes axe', async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Операции', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Операции')
  await expect(dataRows(page)).toHaveCount(25)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolationsInLightAndDark(page)

  const typeRequest = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === operationsPath && url.searchParams.getAll('type').join() === 'top_up,charge'
  })
  const typeFilter = page.getByRole('group', { name: 'Тип операции' })
  // The visible part of an Ark checkbox is its label; the native input under it is visually hidden.
  await typeFilter.getByText('Пополнение', { exact: true }).click()
  await expect(page).toHaveURL(/\?type=top_up$/)
  await typeFilter.getByText('Списание', { exact: true }).click()
  await typeRequest
  await expect(page).toHaveURL(/\?type=top_up&type=charge$/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const types = await dataRows(page).locator('td:nth-child(4)').allTextContents()
  expect(types.length).toBeGreaterThan(0)
  expect(new Set(types)).toEqual(new Set(types.filter((type) => type === 'Пополнение' || type === 'Списание')))
})

test('«Операции» of one customer show their email as a chip, and every row is theirs', async ({ page, request }) => {
  const customerUuid = await firstCustomerUuid(request)
  await signIn(page, { at: `/operations?customer=${customerUuid}` })

  const chip = page.getByRole('group', { name: 'Фильтр по пользователю' })
  const email = (await chip.getByRole('link').textContent()) ?? ''
  expect(email).toContain('@')
  await expect(chip.getByRole('link')).toHaveAttribute('href', `/users/${customerUuid}`)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const emails = await dataRows(page).locator('td:nth-child(3)').allTextContents()
  expect(emails.every((text) => text === email)).toBe(true)
})

test('«Все за период» loads every operation of a period into one scrolling list', async ({ page }) => {
  await signIn(page, { at: '/operations?date_from=2020-01-01' })
  // Chosen once the first page is shown, as a person does (CI once lost a click made while it loaded).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Все за период' }).click()
  await expect(page.getByRole('button', { name: 'Все за период' })).toHaveAttribute('aria-pressed', 'true')

  const status = page.getByText(/^Загружено [\d\s]+ из [\d\s]+$/)
  await expect(status).toBeVisible({ timeout: 30_000 })
  const [loaded, total] = ((await status.textContent()) ?? '').replace(/\s/g, '').match(/\d+/g) ?? []
  expect(loaded).toBe(total)
  const grid = page.getByRole('grid', { name: 'Операции' })
  await expect(grid).toHaveAttribute('aria-rowcount', String(Number(total) + 1))
  // Virtualized: a long list keeps only the rows in view (and a few around them) in the page.
  expect(Number(total)).toBeGreaterThan(100)
  expect(await dataRows(page).count()).toBeLessThan(80)
  await expectNoSeriousViolationsInLightAndDark(page)
})
