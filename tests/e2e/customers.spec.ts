import type { Page } from '@playwright/test'
import { documentTitle, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

/** Rows of the users grid, without its header row. */
const userRows = (page: Page) => page.getByRole('grid', { name: 'Пользователи' }).locator('tbody tr[data-index]')

/** The value shown for a term of the customer's profile. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

/** Kopecks from ru-RU money text such as «1 500,50 ₽» or «−120,00 ₽». */
function kopecksOf(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f₽]/g, '').replace('−', '-')
  const [rubles = '0', kopecks = '0'] = compact.split(',')
  const sign = rubles.startsWith('-') ? -1 : 1
  return sign * (Math.abs(Number(rubles)) * 100 + Number(kopecks))
}

function moneyText(kopecks: number): RegExp {
  const rubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]')
  return new RegExp(`^${rubles},${String(kopecks % 100).padStart(2, '0')}[\\s\\u00a0]₽$`)
}

/** Presses Tab until a row of the users grid has focus, as a keyboard user would. */
async function tabToFirstRow(page: Page): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab')
    const onRow = await page.evaluate(() => document.activeElement?.matches('tbody tr[data-index]') ?? false)
    if (onRow) return
  }
  throw new Error('Tab never reached a row of the users list')
}

test('opens a customer from the list by keyboard alone, tops up, and sees the balance change', async ({ page }) => {
  await signIn(page)
  await expect(userRows(page)).toHaveCount(25)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

  await tabToFirstRow(page)
  await expect(userRows(page).nth(0)).toBeFocused()
  await page.keyboard.press('j')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('k')
  await expect(userRows(page).nth(1)).toBeFocused()
  const email = (await userRows(page).nth(1).locator('td').nth(2).textContent()) ?? ''
  expect(email).toContain('@')
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/)
  await expect(page).toHaveTitle(documentTitle('О пользователе'))
  await expect(fact(page, 'Электронная почта')).toHaveText(email)
  const before = kopecksOf((await fact(page, 'Баланс').textContent()) ?? '')

  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await expect(drawer).toBeVisible()
  await expect(page).toHaveURL(/\?drawer=top-up&customer=[0-9a-f-]{36}$/)
  await drawer.getByRole('textbox', { name: /Сумма/ }).fill('1 500,50')
  await drawer.getByRole('textbox', { name: 'Комментарий' }).fill('Проверка end-to-end')
  await drawer.getByRole('button', { name: 'Пополнить' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Баланс пополнен: +1 500,50 ₽' })).toBeVisible()
  await expect(drawer).toBeHidden()
  await expect(fact(page, 'Баланс')).toHaveText(moneyText(before + 150_050))
  const recent = page.getByRole('grid', { name: 'Последние операции' }).locator('tbody tr').first()
  await expect(recent).toContainText('Пополнение сотрудником')
  await expect(recent).toContainText('+1 500,50 ₽')

  // The new balance is the server's: a reload shows it too.
  await page.reload()
  await expect(fact(page, 'Баланс')).toHaveText(moneyText(before + 150_050))
})

test('the users list keeps its filters and sorting in the URL across a reload', async ({ page }) => {
  await signIn(page)
  // The visible part of an Ark checkbox is its label; the native input under it is visually hidden.
  await page.getByRole('group', { name: 'Статус' }).getByText('Заблокирован', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'Заблокирован' })).toBeChecked()
  await page
    .getByRole('columnheader', { name: /Баланс/ })
    .getByRole('button')
    .click()
  await expect(page).toHaveURL(/\/users\?status=blocked&ordering=balance$/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Заблокирован' })).toBeChecked()
  await expect(page.getByRole('columnheader', { name: /Баланс/ })).toHaveAttribute('aria-sort', 'ascending')
  const statuses = await userRows(page).locator('td:nth-child(5)').allTextContents()
  expect(statuses.length).toBeGreaterThan(0)
  expect(new Set(statuses)).toEqual(new Set(['Заблокирован']))
})

test('axe finds no serious violations on the list, the customer and both drawers', async ({ page }) => {
  await signIn(page)
  await expect(userRows(page)).toHaveCount(25)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await userRows(page).first().click()
  await expect(fact(page, 'Баланс')).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const topUp = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await expect(topUp).toContainText('Текущий баланс')
  await topUp.getByRole('button', { name: 'Пополнить' }).click()
  await expect(topUp.getByText('Обязательное поле')).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Escape')
  await expect(topUp).toBeHidden()

  await page.getByRole('button', { name: 'Выдать код' }).click()
  const otp = page.getByRole('dialog', { name: 'Выдать код' })
  await expect(otp).toContainText('Одноразовый код для входа')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await otp.getByRole('button', { name: 'Выдать код' }).click()
  await expect(otp.getByText(/^\d{6}$/)).toBeVisible()
  await expect(otp).toContainText(/Действует до \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})
