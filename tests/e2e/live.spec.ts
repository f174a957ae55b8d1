import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiGet,
  customersPath,
  demoCredentials,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  firstCustomerUuid,
  sessionEmail,
  signIn,
  test,
} from './fixtures'

/** Issue 19: every open tab tells the truth, through other tabs' changes, outages and time zones. */

const benchmarksPath = '/v1/admin/benchmarks/'
const topUpPath = (uuid: string) => `${customersPath}${uuid}/fill_up_balance/`

/** The value shown for a term of the customer's profile. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

/** The customer's balance in kopecks, as the API has it now. */
async function apiBalance(request: APIRequestContext, uuid: string): Promise<number> {
  const access = await apiAccess(request)
  const response = await request.get(`${customersPath}${uuid}/`, { headers: { Authorization: `Bearer ${access}` } })
  const { balance } = (await response.json()) as { balance: string }
  return Math.round(Number(balance) * 100)
}

async function apiAccess(request: APIRequestContext): Promise<string> {
  const response = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
  return ((await response.json()) as { access: string }).access
}

/** A top-up made elsewhere: straight through the API, by no tab of this browser. */
async function apiTopUp(request: APIRequestContext, uuid: string, amount: string): Promise<void> {
  const access = await apiAccess(request)
  const response = await request.patch(topUpPath(uuid), {
    headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount, comment: 'Из другой консоли' },
  })
  expect(response.ok()).toBe(true)
}

/** The whole text, not a part of it. */
const exactly = (pattern: RegExp) => new RegExp(`^${pattern.source}$`)

/** ru-RU money text for kopecks, «1 500,50 ₽», whatever space the formatter puts between groups. */
function money(kopecks: number): RegExp {
  const rubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]')
  return new RegExp(`${rubles},${String(kopecks % 100).padStart(2, '0')}[\\s\\u00a0]₽`)
}

async function openTopUp(page: Page, uuid: string) {
  await page.goto(`/users/${uuid}?drawer=top-up&customer=${uuid}`)
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await expect(drawer).toContainText('Текущий баланс')
  return drawer
}

const connectionBanner = (page: Page) => page.getByRole('status').getByText('Нет соединения.')

test.describe('across tabs of one browser', () => {
  test('a top-up in one tab shows in another tab within 3 s, without a reload', async ({ context, page, request }) => {
    const uuid = await firstCustomerUuid(request)
    await signIn(page)
    const other = await context.newPage()
    await other.goto(`/users/${uuid}`)
    await expect(fact(other, 'Баланс')).toHaveText(exactly(money(await apiBalance(request, uuid))))
    const before = await apiBalance(request, uuid)

    const drawer = await openTopUp(page, uuid)
    await drawer.getByRole('textbox', { name: /Сумма/ }).fill('123,45')
    await drawer.getByRole('button', { name: 'Пополнить' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Баланс пополнен: +123,45 ₽' })).toBeVisible()

    await expect(fact(other, 'Баланс')).toHaveText(exactly(money(before + 12_345)), { timeout: 3_000 })
    const recent = other.getByRole('grid', { name: 'Последние операции' }).locator('tbody tr').first()
    await expect(recent).toContainText('+123,45 ₽', { timeout: 3_000 })
  })

  test('a benchmark renamed in one tab shows under its new name in another tab within 3 s', async ({ context, page, request }) => {
    const [benchmark] = (await apiGet<{ results: { benchmark_uuid: string; name: string }[] }>(request, benchmarksPath, { page_size: 1 }))
      .results
    if (!benchmark) throw new Error('The seeded database has no benchmarks')
    const renamed = `Норма из другой вкладки ${Date.now()}`
    await signIn(page)
    const other = await context.newPage()
    await other.goto(`/benchmarks?search=${encodeURIComponent(renamed)}`)
    await expect(other.getByText('Ничего не найдено')).toBeVisible()

    await page.goto(`/benchmarks?drawer=benchmark&benchmark=${benchmark.benchmark_uuid}`)
    const drawer = page.getByRole('dialog', { name: `Норма «${benchmark.name}»` })
    await drawer.getByLabel(/^Название/).fill(renamed)
    await drawer.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Норма сохранена')).toBeVisible()

    await expect(other.getByRole('grid', { name: 'Нормы' }).locator('tbody tr', { hasText: renamed })).toBeVisible({ timeout: 3_000 })
  })

  test('signing out in one tab signs out the others within 3 s; signing in again brings them back where they were', async ({
    context,
    page,
  }) => {
    await signIn(page)
    const other = await context.newPage()
    await other.goto('/operations?type=top_up')
    await expect(other.getByRole('heading', { level: 1, name: 'Операции' })).toBeVisible()

    await page.getByRole('button', { name: 'Выйти' }).click()

    await expect(other).toHaveURL(/\/sign-in$/, { timeout: 3_000 })
    await expect(other.getByRole('button', { name: 'Войти' })).toBeVisible()
    await expect(sessionEmail(other)).toHaveCount(0)

    await signIn(page)

    await expect(other).toHaveURL(/\/operations\?type=top_up$/, { timeout: 3_000 })
    await expect(other.getByRole('heading', { level: 1, name: 'Операции' })).toBeVisible()
    await expect(other.locator('main tbody tr').first()).toBeVisible()
  })

  test('the top-up drawer reads the balance anew when it opens, however recently the page read it', async ({ page, request }) => {
    const uuid = await firstCustomerUuid(request)
    await signIn(page, { at: `/users/${uuid}` })
    const before = await apiBalance(request, uuid)
    await expect(fact(page, 'Баланс')).toHaveText(exactly(money(before)))

    await apiTopUp(request, uuid, '10.00')
    await page.getByRole('button', { name: 'Пополнить баланс' }).click()

    const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
    const current = (kopecks: number) => new RegExp(`Текущий баланс: ${money(kopecks).source}`)
    await expect(drawer).toContainText(current(before + 1_000))
    await expect(drawer).not.toContainText(current(before))
  })
})

test.describe('outages', () => {
  test('offline: «Нет соединения», the typed top-up kept and sent when the network returns, credited once', async ({
    context,
    page,
    request,
    requestLog,
  }) => {
    const uuid = await firstCustomerUuid(request)
    await signIn(page)
    const drawer = await openTopUp(page, uuid)
    const before = await apiBalance(request, uuid)
    const amount = drawer.getByRole('textbox', { name: /Сумма/ })
    await amount.fill('250')
    await drawer.getByRole('textbox', { name: 'Комментарий' }).fill('Без сети')
    requestLog.clear()

    await context.setOffline(true)
    await expect(connectionBanner(page)).toBeVisible()
    await expectNoSeriousA11yViolationsInLightAndDark(page)
    await drawer.getByRole('button', { name: 'Пополнить' }).click()
    // Nothing goes out while offline, and nothing typed is lost.
    await page.waitForTimeout(500)
    expect(requestLog.count('PATCH', topUpPath(uuid))).toBe(0)
    await expect(amount).toHaveValue('250')

    await context.setOffline(false)

    await expect(page.getByRole('status').filter({ hasText: 'Баланс пополнен: +250,00 ₽' })).toBeVisible()
    await expect(connectionBanner(page)).toHaveCount(0)
    expect(requestLog.count('PATCH', topUpPath(uuid))).toBe(1)
    expect(await apiBalance(request, uuid)).toBe(before + 25_000)
  })

  test('a top-up whose answer is lost says so, keeps what was typed, and sent again with the same key credits once', async ({
    context,
    page,
    request,
    requestLog,
  }) => {
    const uuid = await firstCustomerUuid(request)
    await signIn(page)
    const drawer = await openTopUp(page, uuid)
    const before = await apiBalance(request, uuid)
    let answered = false
    await context.route(`**${topUpPath(uuid)}`, async (route) => {
      if (answered) return route.continue()
      answered = true
      // The server credits; then the connection drops before its answer reaches the page.
      await route.fetch()
      await route.abort('connectionreset')
    })
    requestLog.clear()

    const amount = drawer.getByRole('textbox', { name: /Сумма/ })
    await amount.fill('300')
    await drawer.getByRole('button', { name: 'Пополнить' }).click()
    await expect(drawer.getByRole('alert')).toContainText('Нет связи с сервером')
    await expect(connectionBanner(page)).toBeVisible()
    await expect(amount).toHaveValue('300')
    expect(await apiBalance(request, uuid)).toBe(before + 30_000)

    await drawer.getByRole('button', { name: 'Пополнить' }).click()

    await expect(page.getByRole('status').filter({ hasText: 'Баланс пополнен: +300,00 ₽' })).toBeVisible()
    await expect(connectionBanner(page)).toHaveCount(0)
    const sent = requestLog.requests.filter((sentRequest) => new URL(sentRequest.url()).pathname === topUpPath(uuid))
    expect(sent).toHaveLength(2)
    const keys = await Promise.all(sent.map((sentRequest) => sentRequest.headerValue('Idempotency-Key')))
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
    expect(await apiBalance(request, uuid)).toBe(before + 30_000)
  })

  test('a list whose server does not answer shows a message and «Повторить» after 15 s, never a spinner forever', async ({
    page,
    testControls,
  }) => {
    test.setTimeout(60_000)
    await signIn(page)
    await testControls.addFault({ method: 'GET', path: benchmarksPath, hang: true })

    await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Нормы' }).click()

    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('Сервер не ответил за 15 секунд', { timeout: 20_000 })
    await testControls.clearFaults()
    await alert.getByRole('button', { name: 'Повторить' }).click()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})

test.describe('throttling and size limits (issue 21, the console side)', () => {
  test('a 429 at sign-in counts its wait down with the fields kept and the button disabled until it ends', async ({ page }) => {
    await page.route('**/v1/admin/auth/signin/', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '12' },
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Слишком много попыток входа', code: 'throttled' }),
      }),
    )
    await page.goto('/sign-in')
    await page.getByLabel('Электронная почта').fill(demoCredentials.email)
    await page.getByLabel('Пароль').fill(demoCredentials.password)
    const submit = page.getByRole('button', { name: 'Войти' })
    await submit.click()

    const alert = page.getByRole('alert')
    await expect(alert).toHaveText('Слишком много попыток. Повторите через 12 с')
    await expect(submit).toBeDisabled()
    await expectNoSeriousA11yViolationsInLightAndDark(page)
    // However long axe took (on an idle machine, less than the first second), the count goes on down, one second at a time.
    const secondsShown = async () => Number(/через (\d+) с/.exec((await alert.textContent()) ?? '')?.[1])
    await expect.poll(secondsShown).toBeLessThan(12)
    const shown = await secondsShown()
    await expect(alert).toHaveText(`Слишком много попыток. Повторите через ${shown - 1} с`)
    await expect(alert).toHaveText('Слишком много попыток. Повторите через 1 с', { timeout: 12_000 })
    await expect(submit).toBeDisabled()
    await expect(page.getByLabel('Электронная почта')).toHaveValue(demoCredentials.email)
    await expect(page.getByLabel('Пароль')).toHaveValue(demoCredentials.password)

    await expect(submit).toBeEnabled()
    await expect(alert).toHaveCount(0)
    await page.unroute('**/v1/admin/auth/signin/')
    await submit.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()
  })

  test('a 429 on a list is waited out once for its Retry-After, and explained when it comes again', async ({ page }) => {
    await signIn(page)
    let asked = 0
    let throttleAll = false
    await page.route(
      (url) => url.pathname === benchmarksPath,
      (route) => {
        asked += 1
        if (!throttleAll && asked > 1) return route.continue()
        return route.fulfill({
          status: 429,
          headers: { 'Retry-After': '1' },
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'Слишком много запросов', code: 'throttled' }),
        })
      },
    )

    await page.goto('/benchmarks')
    await expect.poll(() => asked).toBe(2)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)

    throttleAll = true
    asked = 0
    await page.reload()
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('Слишком много запросов. Повторите через 1 с.')
    await expect(alert.getByRole('button', { name: 'Повторить' })).toBeVisible()
    expect(asked).toBe(2)
  })

  test('a 413 says which field is too large, on that field, with what was typed kept', async ({ page, request }) => {
    const uuid = await firstCustomerUuid(request)
    await signIn(page)
    const drawer = await openTopUp(page, uuid)
    await page.route(`**${topUpPath(uuid)}`, (route) =>
      route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ detail: 'Request body too large' }) }),
    )
    const comment = drawer.getByRole('textbox', { name: 'Комментарий' })
    await drawer.getByRole('textbox', { name: /Сумма/ }).fill('5')
    await comment.fill('Длинный комментарий. '.repeat(20))
    await drawer.getByRole('button', { name: 'Пополнить' }).click()

    await expect(comment).toHaveAccessibleDescription(/Слишком длинное значение: сервер его не принимает/)
    await expect(comment).toHaveValue('Длинный комментарий. '.repeat(20))
  })
})

for (const timezoneId of ['Asia/Tokyo', 'America/Los_Angeles']) {
  test.describe(`in the ${timezoneId} time zone`, () => {
    test.use({ timezoneId })

    test('the day typed in a filter is the day asked for, and times show in the browser zone', async ({ page, request }) => {
      await signIn(page, { at: '/operations' })
      await expect(page.locator('main tbody tr').first()).toBeVisible()

      const asked = page.waitForRequest((sent) => new URL(sent.url()).searchParams.get('date_from') === '2026-03-10')
      // Typed as staff type it (дд.мм.гггг), each day taken on Enter.
      await page.getByLabel('Период с').fill('10.03.2026')
      await page.getByLabel('Период с').press('Enter')
      await page.getByLabel('Период по').fill('12.03.2026')
      await page.getByLabel('Период по').press('Enter')
      const sent = new URL((await asked).url())
      expect(sent.searchParams.get('date_from')).toBe('2026-03-10')
      await expect(page).toHaveURL(/date_from=2026-03-10&date_to=2026-03-12/)
      await expect.poll(() => new URL(page.url()).searchParams.get('date_to')).toBe('2026-03-12')

      // The first operation of the unfiltered list, its moment shown in this zone.
      await page.goto('/operations')
      const access = await apiAccess(request)
      const response = await request.get('/v1/admin/finances/operations/', {
        params: { page_size: 1, ordering: '-created_at' },
        headers: { Authorization: `Bearer ${access}` },
      })
      const { results } = (await response.json()) as { results: { created_at: string }[] }
      const createdAt = results[0]?.created_at ?? ''
      const shown = new Intl.DateTimeFormat('ru-RU', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: timezoneId,
      }).format(new Date(createdAt))
      await expect(page.locator('main tbody tr').first()).toContainText(shown)
    })

    test('a period of the statistics ends on whole days of this zone', async ({ page }) => {
      await signIn(page)
      const asked = page.waitForRequest(
        (sent) => new URL(sent.url()).pathname.startsWith('/v1/admin/stats/') && new URL(sent.url()).searchParams.has('date_from'),
      )
      await page.goto('/stats?range=7d')
      const sent = new URL((await asked).url())
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date())
      const weekAgo = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(
        new Date(Date.parse(`${today}T12:00:00Z`) - 6 * 86_400_000),
      )
      expect(sent.searchParams.get('date_to')).toBe(today)
      expect(sent.searchParams.get('date_from')).toBe(weekAgo)
    })
  })
}
