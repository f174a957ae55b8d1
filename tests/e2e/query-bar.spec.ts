import type { Page } from '@playwright/test'
import { formatNumber } from '../../src/lib/format'
import { apiGet, customersPath, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

// The query bar «Запрос» on every list (issue 37): typed filters, one state with the checkboxes,
// the address, errors that send nothing, suggestions by keyboard, the export's confirmation, and a
// backend without the extension filters.

const operationsPath = '/v1/admin/finances/operations/'
const capabilitiesPath = '/v1/admin/capabilities/'

const queryBar = (page: Page) => page.getByRole('combobox', { name: 'Запрос' })
const found = (page: Page) => page.locator('main').getByText(/^Найдено: /)

async function countOf(request: Parameters<typeof apiGet>[0], path: string, params: Record<string, string>): Promise<number> {
  return (await apiGet<{ count: number }>(request, path, { ...params, page_size: 1 })).count
}

/** Whether the page asked `path` for a list with `param` set. */
function sentWith(requests: readonly { url(): string }[], path: string, param: string): boolean {
  return requests.some((request) => {
    const url = new URL(request.url())
    return url.pathname === path && url.searchParams.has(param)
  })
}

test('on Пользователи the query filters as the API counts, lives in the address, survives a reload and is one state with the filters', async ({
  page,
  request,
}) => {
  await signIn(page)
  const blocked = await countOf(request, customersPath, { status: 'blocked' })
  const rich = await countOf(request, customersPath, { status: 'blocked', balance_min: '1000.01' })
  await queryBar(page).fill('статус:заблокирован баланс:>1000')
  await queryBar(page).press('Enter')
  await expect(found(page)).toHaveText(`Найдено: ${formatNumber(rich)}`)
  await expect(page).toHaveURL(/[?&]q=/)
  expect(new URL(page.url()).searchParams.get('q')).toBe('статус:заблокирован баланс:>1000')
  await expect(page.getByRole('checkbox', { name: 'Заблокирован' })).toBeChecked()

  await page.reload()
  await expect(queryBar(page)).toHaveValue('статус:заблокирован баланс:>1000')
  await expect(found(page)).toHaveText(`Найдено: ${formatNumber(rich)}`)

  // A ticked filter rewrites the text; the API's names are taken as the Russian ones.
  await page.getByRole('group', { name: 'Статус' }).getByText('Активен', { exact: true }).click()
  await expect(queryBar(page)).toHaveValue('статус:активен,заблокирован баланс:>=1000,01')
  await queryBar(page).fill('status:blocked')
  await queryBar(page).press('Enter')
  await expect(found(page)).toHaveText(`Найдено: ${formatNumber(blocked)}`)
  await expect(page.getByRole('checkbox', { name: 'Активен' })).not.toBeChecked()

  // Back returns to the query before.
  await page.goBack()
  await expect(queryBar(page)).toHaveValue('статус:активен,заблокирован баланс:>=1000,01')
  await expect(page.getByRole('checkbox', { name: 'Активен' })).toBeChecked()
})

test('a token the bar does not understand is marked and named, and no request is sent until it is mended', async ({
  page,
  request,
  requestLog,
}) => {
  await signIn(page)
  await expect(found(page)).toBeVisible()
  requestLog.clear()
  await queryBar(page).fill('статус:активен баланс:abc')
  await expect(page.getByText('Не понимаю «abc»: ожидалось число')).toBeVisible()
  await expect(queryBar(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('[data-query-problem]')).toHaveText('баланс:abc')
  await queryBar(page).press('Enter')
  await page.waitForTimeout(700)
  expect(requestLog.count('GET', customersPath)).toBe(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await queryBar(page).fill('статус:активен баланс:<=500')
  await queryBar(page).press('Enter')
  const expected = await countOf(request, customersPath, { status: 'active', balance_max: '500' })
  await expect(found(page)).toHaveText(`Найдено: ${formatNumber(expected)}`)
  await expect(page.getByText('Не понимаю «abc»: ожидалось число')).toHaveCount(0)
})

test('suggestions by keyboard: a field, then its value', async ({ page }) => {
  await signIn(page)
  await queryBar(page).click()
  await page.keyboard.type('ст')
  const suggestions = page.getByRole('listbox', { name: 'Подсказки запроса' })
  await expect(suggestions.getByRole('option')).toHaveText([/^статус:/])
  await expect(queryBar(page)).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Enter')
  await expect(queryBar(page)).toHaveValue('статус:')
  await expect(suggestions.getByRole('option')).toHaveCount(2)
  await page.keyboard.press('ArrowDown')
  await expect(suggestions.getByRole('option', { name: /заблокирован/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(queryBar(page)).toHaveValue('статус:заблокирован')
  await expect(queryBar(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('checkbox', { name: 'Заблокирован' })).toBeChecked()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('on Операции the amount and type filter as the API counts, and «Экспорт» repeats the query and the rows', async ({
  page,
  request,
}) => {
  await signIn(page, { at: '/operations' })
  const expected = await countOf(request, operationsPath, { type: 'top_up', amount_min: '1000.01' })
  await queryBar(page).fill('тип:пополнение сумма:>1000')
  await queryBar(page).press('Enter')
  await expect(page).toHaveURL(/amount_min=1000\.01/)
  await expect(page.getByRole('checkbox', { name: 'Пополнение', exact: true })).toBeChecked()
  await expect(page.getByRole('grid', { name: 'Операции' }).getByRole('row')).not.toHaveCount(0)
  await page.getByRole('button', { name: 'Экспорт' }).click()
  const dialog = page.getByRole('dialog', { name: /Экспортировать/ })
  await expect(dialog).toContainText(`Экспортировать ${formatNumber(expected)}`)
  await expect(dialog).toContainText('тип:пополнение сумма:>1000')
  await dialog.getByRole('button', { name: 'Отмена' }).click()
  await expect(dialog).toHaveCount(0)
})

test('a backend without the extension filters: the field says so and nothing wrong is sent', async ({ page, testControls, requestLog }) => {
  await testControls.addFault({ method: 'GET', path: capabilitiesPath, status: 404 })
  await signIn(page)
  await expect(found(page)).toBeVisible()
  await queryBar(page).fill('баланс:>1000')
  await queryBar(page).press('Enter')
  await expect(page.getByText('Сервер не поддерживает фильтр по полю «баланс»')).toBeVisible()
  // A link that holds the filter already is not asked for either.
  await page.goto('/users?balance_min=1000')
  await expect(page.getByText('Запрос не отправлен')).toBeVisible()
  await expect(page.getByText('Сервер не поддерживает фильтр по полю «баланс»')).toBeVisible()
  expect(sentWith(requestLog.requests, customersPath, 'balance_min')).toBe(false)
  // The contract's fields work as before.
  await queryBar(page).fill('статус:заблокирован')
  await queryBar(page).press('Enter')
  await expect(page.getByRole('checkbox', { name: 'Заблокирован' })).toBeChecked()
  await expect(found(page)).toBeVisible()
  expect(sentWith(requestLog.requests, customersPath, 'balance_min')).toBe(false)
})

test('the palette’s «Найти: <запрос>» runs the query on the list last shown, from another screen', async ({ page, request }) => {
  await signIn(page, { at: '/operations' })
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Дэшбоард' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Дэшбоард' })).toBeVisible()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Команды' })
  await palette.getByRole('combobox').fill('тип:бонус')
  await palette.getByRole('option', { name: /Найти: тип:бонус/ }).click()
  await expect(page).toHaveURL(/\/operations\?/)
  await expect(queryBar(page)).toHaveValue('тип:бонус')
  await expect(page.getByRole('checkbox', { name: 'Бонус', exact: true })).toBeChecked()
  const expected = await countOf(request, operationsPath, { type: 'bonus' })
  await expect(page).toHaveURL(/type=bonus/)
  expect(expected).toBeGreaterThan(0)
})
