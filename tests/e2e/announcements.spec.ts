import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiGet, demoCredentials, expect, notices, readStoredTokens, signIn, tabTo, test } from './fixtures'

// What the console says aloud: the two live regions (polite, assertive) are on the page before any
// result, and each kind of result leaves its sentence there.

const polite = (page: Page) => page.locator('[data-announcer=polite]')
const assertive = (page: Page) => page.locator('[data-announcer=assertive]')

/** The regions exist (empty of this result) before the action: a screen reader hears the change. */
async function expectRegionsReady(page: Page): Promise<void> {
  await expect(polite(page)).toHaveAttribute('aria-live', 'polite')
  await expect(assertive(page)).toHaveAttribute('aria-live', 'assertive')
}

/** Benchmarks made for this test over the API, under a prefix no seeded one has. */
async function createBenchmarks(request: APIRequestContext, prefix: string, count: number): Promise<string[]> {
  const signInResponse = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
  const { access } = (await signInResponse.json()) as { access: string }
  const names: string[] = []
  for (let index = 1; index <= count; index += 1) {
    const name = `${prefix} ${index}`
    const response = await request.post('/v1/admin/benchmarks/create/', {
      data: { name, category: 'banner', metric: 'attention', min_value: 10, max_value: 20 },
      headers: { Authorization: `Bearer ${access}` },
    })
    expect(response.ok()).toBe(true)
    names.push(name)
  }
  return names
}

/** Ctrl+K, and what is typed next lands in the palette, not on a screen's single-key shortcuts. */
async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Команды' })).toBeFocused()
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

async function openBenchmarks(page: Page, search: string): Promise<Locator> {
  await page.goto(`/benchmarks?search=${encodeURIComponent(search)}`)
  const grid = page.getByRole('grid', { name: 'Нормы' })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  return grid
}

async function benchmarkUuid(request: APIRequestContext, name: string): Promise<string> {
  const { results } = await apiGet<{ results: { benchmark_uuid: string }[] }>(request, '/v1/admin/benchmarks/', { search: name })
  return results[0]!.benchmark_uuid
}

async function deleteRow(page: Page, grid: Locator, name: string): Promise<void> {
  await grid.getByRole('button', { name: `Удалить: ${name}` }).click()
  await page.getByRole('alertdialog', { name: 'Удалить норму?' }).getByRole('button', { name: 'Удалить' }).click()
  await expect(grid.getByRole('row', { name: new RegExp(name) })).toBeHidden()
}

test('a delete is announced with its undo; the palette takes it back, and says so', async ({ page, request }) => {
  const prefix = unique('Слух')
  const [name] = await createBenchmarks(request, prefix, 1)
  await signIn(page)
  const grid = await openBenchmarks(page, prefix)
  await expectRegionsReady(page)
  await expect(polite(page)).not.toContainText('Норма удалена')

  await deleteRow(page, grid, name!)
  await expect(polite(page)).toContainText(`Норма удалена: ${name}. Чтобы отменить, нажмите Alt+T`)

  await openPalette(page)
  await page.keyboard.type('Отменить удаление')
  const undo = page.getByRole('option', { name: `Отменить удаление: ${name}` })
  await expect(undo).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(polite(page)).toContainText(`Удаление отменено: ${name}`)
  await expect(grid.getByRole('row', { name: new RegExp(name!) })).toBeVisible()
  await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Норма удалена')).toBeHidden()
})

test('the palette says how many it found, and which step of a flow is open', async ({ page }) => {
  await signIn(page)
  await expectRegionsReady(page)
  await openPalette(page)
  await page.keyboard.type('Нормы')
  await expect(polite(page)).toContainText(/Найдено: \d+/)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('щщщщщщщщщщ')
  await expect(polite(page)).toContainText('Ничего не найдено')
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('Сменить активную модель')
  await expect(page.getByRole('option').first()).toHaveText('Сменить активную модель')
  await page.keyboard.press('Enter')
  await expect(polite(page)).toContainText('Шаг «Сменить активную модель»')
})

test('sortable headers say their order; a new page says what it shows', async ({ page }) => {
  await signIn(page, { at: '/users' })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const grid = page.getByRole('grid', { name: 'Пользователи' })
  const unsorted = grid.locator('th[aria-sort=none]').first()
  const column = (await unsorted.innerText()).trim()
  const header = grid.locator('th[aria-sort]', { hasText: column })
  await expect(header).toHaveAttribute('aria-sort', 'none')
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'descending')

  await expectRegionsReady(page)
  await page.getByRole('button', { name: 'Вперёд' }).first().click()
  await expect(polite(page)).toContainText(/Страница 2: показано 26–50 из [\d\s]+/)
})

test('a bulk action ends with «выполнено K из M, ошибок: E»; an export says its quarters and its end', async ({ page, request }) => {
  const prefix = unique('Слух пакет')
  await createBenchmarks(request, prefix, 3)
  await signIn(page)
  const grid = await openBenchmarks(page, prefix)
  await expectRegionsReady(page)

  await page.getByRole('button', { name: 'Экспорт' }).click()
  await page.getByRole('dialog', { name: 'Экспортировать 3 строки?' }).getByRole('button', { name: 'Экспортировать' }).click()
  await expect(polite(page)).toContainText('Файл сохранён: 3 строки')

  await grid.getByRole('checkbox', { name: 'Выбрать всё на странице' }).click()
  await page.getByRole('region', { name: 'Выбранные записи' }).getByRole('button', { name: 'Удалить' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click()
  await expect(polite(page)).toContainText('Удалено записей: 3')
  // Sent once «Отменить» is no longer offered (5 s), then the run's end is said.
  await expect(polite(page)).toContainText('Удаление: выполнено 3 из 3, ошибок: 0')
})

test('failures are said assertively: the connection lost (its return politely), a delete the server refuses', async ({
  page,
  request,
  testControls,
}) => {
  const prefix = unique('Слух отказ')
  const [name] = await createBenchmarks(request, prefix, 1)
  await signIn(page)
  const grid = await openBenchmarks(page, prefix)
  await expectRegionsReady(page)
  await page.context().setOffline(true)
  await expect(assertive(page)).toContainText('Нет соединения')
  await page.context().setOffline(false)
  await expect(polite(page)).toContainText('Соединение восстановлено')

  await testControls.addFault({
    method: 'DELETE',
    path: `/v1/admin/benchmarks/${await benchmarkUuid(request, name!)}/delete/`,
    status: 500,
  })
  await deleteRow(page, grid, name!)
  // Sent once «Отменить» is no longer offered; the server's refusal is said at once, before anything polite.
  await expect(assertive(page)).toContainText(`Не удалось удалить: ${name}`)
  await expect(polite(page)).not.toContainText(`Не удалось удалить`)
})

/** The refresh token's end (its `exp`), read as the console reads it. */
function sessionEndsAt(refreshToken: string): number {
  const payload = JSON.parse(Buffer.from(refreshToken.split('.')[1]!, 'base64url').toString()) as { exp: number }
  return payload.exp * 1000
}

test('two minutes before the session ends it is said assertively; «Продлить сеанс» renews it and says until when', async ({ page }) => {
  // The browser's clock is moved to the session's last minutes; the server's stays where it is.
  await page.clock.install()
  await signIn(page)
  await expectRegionsReady(page)
  const before = await readStoredTokens(page)
  const endsAt = sessionEndsAt(before.refresh!)
  // Only the browser's clock moves: by it the 20-second access token is long over, and the console would
  // renew it ahead of the next background request (which extends the session, so the warning would go).
  // That renewal is kept from the server until the person asks for it: the page notes the click, so a
  // background renewal sent meanwhile (which would extend the session and take the warning away) is not let through.
  type RenewalWindow = Window & { renewalAsked?: boolean }
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button')?.textContent === 'Продлить сеанс') (window as RenewalWindow).renewalAsked = true
      },
      true,
    ),
  )
  await page.route('**/v1/admin/auth/refresh/', async (route) =>
    (await page.evaluate(() => (window as RenewalWindow).renewalAsked === true)) ? route.continue() : route.abort(),
  )
  await page.clock.fastForward(endsAt - 90_000 - Date.now())

  await expect(assertive(page)).toContainText('Сеанс скоро закончится')
  await expect(assertive(page)).toContainText('Чтобы продлить сеанс, нажмите Alt+T')
  const warning = notices(page).getByRole('status', { name: 'Сеанс скоро закончится' })
  await expect(warning).toBeVisible()

  await page.clock.setSystemTime(Date.now())
  await warning.getByRole('button', { name: 'Продлить сеанс' }).click()
  await expect(polite(page)).toContainText(/Сеанс продлён до \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\./)
  await expect(warning).toBeHidden()
  const after = await readStoredTokens(page)
  expect(after.refresh).not.toBe(before.refresh)
  expect(sessionEndsAt(after.refresh!)).toBeGreaterThan(endsAt)
})

test('a chart is named for what it shows and reached as a table by keyboard', async ({ page }) => {
  await signIn(page, { at: '/stats' })
  const chart = page.getByRole('region', { name: 'Новые пользователи' })
  const image = chart.getByRole('img', { name: /^Новые пользователи, по / })
  await expect(image).toBeVisible()
  await expect(image).toHaveAccessibleDescription(/Ряды: .+\. Те же данные таблицей: кнопка «Таблица» над графиком\./)
  const toggle = chart.getByRole('button', { name: 'Таблица' })
  await tabTo(page, toggle, 120)
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const table = chart.getByRole('grid', { name: /^Новые пользователи, по .+, таблица$/ })
  await expect(table).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(chart.locator(':focus')).toHaveCount(1)
})
