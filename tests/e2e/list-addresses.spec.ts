import type { Page } from '@playwright/test'
import { apiGet, customersPath, expect, signIn, test } from './fixtures'

const operationsPath = '/v1/admin/finances/operations/'

/** The list has settled: its heading, a table with rows or its empty state, nothing in flight, no error. */
async function expectSettledList(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.getByRole('grid').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByText('Ничего не найдено')).toHaveCount(0)
}

/** The page number the pagination marks as current. */
function currentPage(page: Page) {
  return page.getByRole('navigation', { name: 'Страницы' }).locator('[aria-current="page"]')
}

async function lastPageOf(request: Parameters<typeof apiGet>[0], path: string): Promise<number> {
  const { count } = await apiGet<{ count: number }>(request, path, { page_size: 1 })
  return Math.max(1, Math.ceil(count / 25))
}

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

const malformed = [
  { address: '/request-accounts?is_active=maybe&ordering=bogus', corrected: '/request-accounts', heading: 'Кабинеты клиентов' },
  { address: '/requests?status=nonsense&page_size=7&page=0', corrected: '/requests', heading: 'Запросы клиентов' },
  { address: '/benchmarks?category=nonsense&ordering=-bogus&page=-3', corrected: '/benchmarks', heading: 'Нормы' },
  { address: '/users?status=deleted&registered_from=2026-13-45&page=abc', corrected: '/users', heading: 'Пользователи' },
  { address: '/users?page_size=1000', corrected: '/users?page_size=500', heading: 'Пользователи' },
  { address: '/operations?type=gift&date_from=abc&date_to=2030-12-31', corrected: '/operations?date_to=2030-12-31', heading: 'Операции' },
  {
    address: '/journal?action=explode&date_from=2026-09-10&date_to=2026-09-01',
    corrected: '/journal?date_from=2026-09-01&date_to=2026-09-10',
    heading: 'Журнал',
  },
  { address: '/referrals?tab=nonsense&customer=not-a-uuid', corrected: '/referrals', heading: 'Рефералы' },
  { address: '/stats?range=forever&period=decade&compare=maybe', corrected: '/stats', heading: 'Статистика' },
] as const

for (const { address, corrected, heading } of malformed) {
  test(`${address} opens the nearest valid state and corrects the address`, async ({ page }) => {
    await page.goto(address)
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === corrected)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    if (heading !== 'Статистика' && !address.startsWith('/journal')) await expectSettledList(page, heading)
  })
}

test('a reversed or half-bad period keeps what is valid and shows it in the fields', async ({ page }) => {
  await page.goto('/users?registered_from=2026-09-30&registered_to=2026-01-01')
  await expect(page).toHaveURL(/\/users\?registered_from=2026-01-01&registered_to=2026-09-30$/)
  await expect(page.getByLabel('Регистрация с')).toHaveValue('01.01.2026')
  await expect(page.getByLabel('Регистрация по')).toHaveValue('30.09.2026')
})

test('a page past the end opens the last page, the address corrected', async ({ page, request }) => {
  const last = await lastPageOf(request, customersPath)
  await page.goto('/users?page=999')
  await expect(page).toHaveURL((url) => url.pathname === '/users' && url.search === (last > 1 ? `?page=${last}` : ''))
  await expectSettledList(page, 'Пользователи')
  await expect(currentPage(page)).toHaveText(String(last))
  await expect(page.getByRole('grid', { name: 'Пользователи' }).getByRole('row').nth(1)).toBeVisible()
})

test('a page past the end that the server answers 404 «Invalid page» opens the last page too', async ({ page, request, testControls }) => {
  const last = await lastPageOf(request, operationsPath)
  // A backend of the other kind: the page asked for is refused, the first page then gives the count.
  await testControls.addFault({ method: 'GET', path: operationsPath, status: 404, times: 1 })
  await page.goto('/operations?page=999')
  await expect(page).toHaveURL((url) => url.pathname === '/operations' && url.search === (last > 1 ? `?page=${last}` : ''))
  await expectSettledList(page, 'Операции')
  await expect(currentPage(page)).toHaveText(String(last))
})

test('a filter that keeps nothing on a later page opens its first page', async ({ page }) => {
  await page.goto('/users?search=no-such-customer-anywhere&page=4')
  await expect(page).toHaveURL(/\/users\?search=no-such-customer-anywhere$/)
  await expect(page.getByText('Ничего не найдено')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('Back does not return to a corrected address: it was replaced', async ({ page }) => {
  await expect(page).toHaveURL(/\/users$/)
  await page.goto('/benchmarks?ordering=bogus&category=nonsense')
  await expect(page).toHaveURL(/\/benchmarks$/)
  await expectSettledList(page, 'Нормы')
  await page.goBack()
  await expect(page).toHaveURL(/\/users$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()

  await page.goto('/users?page=999')
  await expect(page).not.toHaveURL(/page=999/)
  await page.goBack()
  await expect(page).toHaveURL(/\/users$/)
  await page.goForward()
  await expect(page).not.toHaveURL(/page=999/)
})
