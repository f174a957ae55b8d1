import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures'

async function expectNoSeriousViolationsInLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousA11yViolations(page)
  }
}

const dataRows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).locator('tbody tr[data-index]')

test('«Рефералы» shows codes, whom a code owner invited and every link, each tab passing axe', async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Рефералы' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Рефералы')
  await expect(page.getByRole('tab', { name: 'Коды' })).toHaveAttribute('aria-selected', 'true')
  await expect(dataRows(page, 'Реферальные коды').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolationsInLightAndDark(page)

  // The first code whose owner invited somebody: its count opens their invited.
  const inviter = page.getByRole('link', { name: /^Приглашённые .+: [1-9]\d*$/ }).first()
  const [, email = '', count = ''] = /^Приглашённые (.+): (\d+)$/.exec((await inviter.getAttribute('aria-label')) ?? '') ?? []
  await inviter.click()
  await expect(page.getByRole('tab', { name: 'Приглашённые' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { level: 2, name: `Пригласил: ${email}` })).toBeVisible()
  await expect(dataRows(page, 'Приглашённые')).toHaveCount(Math.min(Number(count), 25))
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolationsInLightAndDark(page)

  await page.getByRole('tab', { name: 'Все связи' }).click()
  // The chosen referrer stays in the URL for a return to «Приглашённые».
  await expect(page).toHaveURL(/\?tab=links&customer=/)
  await expect(dataRows(page, 'Реферальные связи').first()).toBeVisible()
  const firstLink = dataRows(page, 'Реферальные связи').first().getByRole('link')
  await expect(firstLink).toHaveCount(2)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolationsInLightAndDark(page)
})

test('«Приглашённые» picks the referrer by searching the customers', async ({ page }) => {
  await signIn(page, { at: '/referrals?tab=links' })
  const referrer = (await dataRows(page, 'Реферальные связи').first().getByRole('link').first().textContent()) ?? ''

  await page.getByRole('tab', { name: 'Приглашённые' }).click()
  await page.getByRole('searchbox', { name: 'Найти пользователя' }).fill(referrer)
  await page
    .getByRole('list', { name: 'Найденные пользователи' })
    .getByRole('button', { name: new RegExp(referrer) })
    .click()

  await expect(page.getByRole('heading', { level: 2, name: `Пригласил: ${referrer}` })).toBeVisible()
  await expect(dataRows(page, 'Приглашённые').first()).toBeVisible()
})
