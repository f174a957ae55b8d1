import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolationsInLightAndDark, readStoredTokens, signIn, test } from './fixtures'

const reportPath = '/v1/admin/elama/monthly-report/'

function monthBefore(date: Date, months: number): string {
  const shifted = new Date(date.getFullYear(), date.getMonth() - months, 1)
  return `${shifted.getFullYear()}-${String(shifted.getMonth() + 1).padStart(2, '0')}`
}

const previousMonth = monthBefore(new Date(), 1)

/** The report as the server answers it, fetched with the console's own token. */
async function serverAnswer(page: Page, month: string): Promise<Buffer> {
  const { access } = await readStoredTokens(page)
  const response = await page.request.get(`${reportPath}?month=${month}`, { headers: { Authorization: `Bearer ${access ?? ''}` } })
  expect(response.status()).toBe(200)
  return response.body()
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Отчёт eLama' })
const fact = (page: Page, label: string) => drawer(page).locator(`dt:text-is("${label}") + dd`)

async function expectPreview(page: Page, month: string): Promise<void> {
  await expect(fact(page, 'Файл')).toHaveText(`elama-report-${month}.csv`)
  await expect(fact(page, 'Разделитель')).toHaveText('точка с запятой (;)')
  await expect(fact(page, 'Кодировка')).toHaveText('UTF-8 с BOM')
  await expect(fact(page, 'Столбцов')).toHaveText('9')
  await expect(drawer(page).getByRole('columnheader', { name: /^Электронная почта\s*email$/ })).toBeVisible()
  await expect(drawer(page).locator('tbody tr[data-index="0"]')).toBeVisible()
}

test("from the dashboard block to a preview, then a saved file whose bytes are the server's answer; axe is clean", async ({ page }) => {
  await signIn(page, { at: '/dashboard' })
  await page.getByRole('link', { name: /^Открыть отчёт за / }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]drawer=report&month=${previousMonth}`))
  await expectPreview(page, previousMonth)

  const expected = await serverAnswer(page, previousMonth)
  const rowCount = expected.toString('utf8').trim().split('\r\n').length - 1
  await expect(fact(page, 'Строк')).toHaveText(new Intl.NumberFormat('ru-RU').format(rowCount).replace(/\s/g, '\u00a0'))
  await expect(drawer(page).getByRole('columnheader', { name: /^Списания, ₽\s*spent\s*Σ/ })).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), drawer(page).getByRole('button', { name: 'Скачать' }).click()])
  expect(download.suggestedFilename()).toBe(`elama-report-${previousMonth}.csv`)
  const saved = await readFile(await download.path())
  expect(saved.equals(expected)).toBe(true)

  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Escape')
  await expect(drawer(page)).toBeHidden()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('?drawer=report&month=… opens on that month; another month from the picker replaces it; search finds rows', async ({ page }) => {
  const month = monthBefore(new Date(), 2)
  await signIn(page, { at: `/users?drawer=report&month=${month}` })
  await expectPreview(page, month)

  await drawer(page).getByLabel('Месяц').selectOption(previousMonth)
  await expect(page).toHaveURL(new RegExp(`month=${previousMonth}`))
  await expectPreview(page, previousMonth)
  await expect(
    drawer(page)
      .getByLabel('Месяц')
      .locator('option', { hasText: monthBefore(new Date(), -1) }),
  ).toHaveCount(0)

  const firstEmail = (await drawer(page).locator('tbody tr[data-index="0"] td').nth(1).textContent()) ?? ''
  await drawer(page).getByLabel('Поиск по строкам').fill(firstEmail)
  await expect(drawer(page).getByText('Найдено строк: 1')).toBeVisible()
  await expect(drawer(page).locator('tbody tr[data-index="0"] td').nth(1)).toHaveText(firstEmail)
})

test("a future month shows the server's message; a month without activity says the report is empty", async ({ page }) => {
  await signIn(page)
  await page.goto(`/users?drawer=report&month=${monthBefore(new Date(), -2)}`)
  await expect(drawer(page).getByRole('alert')).toContainText('Месяц ещё не наступил')

  await page.goto('/users?drawer=report&month=2001-01')
  await expect(drawer(page).getByText('Отчёт пуст')).toBeVisible()
  await expect(drawer(page).getByText('За январь 2001 активности не было: в отчёте нет строк.')).toBeVisible()
})

test('a network failure keeps the drawer open with «Повторить», which loads the report', async ({ page }) => {
  await signIn(page)
  await page.route(`**${reportPath}**`, (route) => route.abort('internetdisconnected'))
  await page.goto(`/users?drawer=report&month=${previousMonth}`)
  const alert = drawer(page).getByRole('alert')
  await expect(alert).toContainText('Нет связи с сервером')
  await page.unroute(`**${reportPath}**`)
  await alert.getByRole('button', { name: 'Повторить' }).click()
  await expectPreview(page, previousMonth)
})
