import type { APIRequestContext, Page } from '@playwright/test'
import { apiCall, apiGet, expect, expectNoSeriousA11yViolationsInLightAndDark, notices, signIn, test } from './fixtures'

const benchmarksPath = '/v1/admin/benchmarks/'
const requestsPath = '/v1/admin/client-requests/'
const accountsPath = '/v1/admin/client-requests-accounts/'

interface Page_<T> {
  count: number
  results: T[]
}

/** A name no seeded record has, so that a search finds only what this test made. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

async function createBenchmarks(request: APIRequestContext, prefix: string, count: number) {
  const made: { uuid: string; name: string }[] = []
  for (let index = 1; index <= count; index += 1) {
    const name = `${prefix} ${index}`
    const body = { name, category: 'banner', metric: 'attention', min_value: 10, max_value: 20 }
    const created = await apiCall(request, 'POST', `${benchmarksPath}create/`, body)
    made.push({ uuid: String(created?.benchmark_uuid), name })
  }
  return made
}

const deletePath = (uuid: string) => `${benchmarksPath}${uuid}/delete/`
const gridOf = (page: Page, name: string) => page.getByRole('grid', { name })

test('selects rows by checkbox, Shift+click, x and the page; a bulk delete lists the record that vanished meanwhile', async ({
  page,
  request,
}) => {
  const prefix = unique('Пакет')
  const made = await createBenchmarks(request, prefix, 5)
  await signIn(page)
  await page.goto(`/benchmarks?search=${encodeURIComponent(prefix)}`)
  const grid = gridOf(page, 'Нормы')
  await expect(grid.locator('tbody tr[data-index]')).toHaveCount(5)

  await grid.getByRole('checkbox', { name: `Выбрать: ${prefix} 1` }).click()
  await grid.getByRole('checkbox', { name: `Выбрать: ${prefix} 3` }).click({ modifiers: ['Shift'] })
  const bar = page.getByRole('region', { name: 'Выбранные записи' })
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 3')
  await expect(grid.getByRole('checkbox', { name: `Выбрать: ${prefix} 2` })).toBeChecked()

  await grid.locator('tbody tr[data-index="3"]').focus()
  await page.keyboard.press('x')
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 4')
  await expect(grid.getByRole('checkbox', { name: `Выбрать: ${prefix} 4` })).toBeChecked()
  const header = grid.getByRole('checkbox', { name: 'Выбрать всё на странице' })
  expect(await header.evaluate((input) => (input as HTMLInputElement).indeterminate)).toBe(true)
  await header.click()
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 5')

  // One of them vanishes on the server meanwhile.
  const vanished = made[1]!
  await apiCall(request, 'DELETE', deletePath(vanished.uuid))

  await bar.getByRole('button', { name: 'Удалить' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Удалить 5 норм?' })
  await expect(confirm).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await confirm.getByRole('button', { name: 'Удалить' }).click()
  await expect(notices(page).getByText('Удалено записей: 5')).toBeVisible()
  await expect(grid.locator('tbody tr[data-index]')).toHaveCount(0)

  const ledger = page.getByRole('region', { name: 'Удаление' })
  await expect(ledger).toContainText('Удаление: выполнено 4 из 5')
  await expect(ledger.getByRole('list', { name: 'Не выполнено' }).getByRole('listitem')).toHaveText([`${vanished.name}: Норма не найдена.`])
  await expect(ledger.getByRole('button', { name: 'Повторить неудачные' })).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  const left = await apiGet<Page_<{ name: string }>>(request, benchmarksPath, { search: prefix })
  expect(left.count).toBe(0)
})

test('changes the status of every selected request, at most four at a time, with «N из M» and the result', async ({ page, request }) => {
  const prefix = unique('Статусы')
  const account = await apiCall(request, 'POST', `${accountsPath}create/`, { name: prefix, contact_email: 'bulk@example.ru' })
  const accountUuid = String(account?.client_request_account_uuid)
  for (let index = 1; index <= 6; index += 1) {
    await apiCall(request, 'POST', `${requestsPath}create/`, { client_request_account_uuid: accountUuid, title: `${prefix} ${index}` })
  }
  await signIn(page)
  await page.goto(`/requests?search=${encodeURIComponent(prefix)}`)
  const grid = gridOf(page, 'Запросы клиентов')
  await expect(grid.locator('tbody tr[data-index]')).toHaveCount(6)
  await grid.getByRole('checkbox', { name: 'Выбрать всё на странице' }).click()
  const bar = page.getByRole('region', { name: 'Выбранные записи' })
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 6')

  let inFlight = 0
  let maxInFlight = 0
  await page.route('**/edit/', async (route) => {
    inFlight += 1
    maxInFlight = Math.max(maxInFlight, inFlight)
    await new Promise((resolve) => setTimeout(resolve, 150))
    const response = await route.fetch()
    inFlight -= 1
    await route.fulfill({ response })
  })
  await bar.getByRole('combobox', { name: 'Новый статус' }).selectOption({ label: 'В работе' })
  await bar.getByRole('button', { name: 'Изменить статус' }).click()
  const question = page.getByRole('alertdialog', { name: 'Изменить статус: 6 запросов?' })
  await expect(question).toContainText(`Список по запросу: ${prefix}`)
  // A status change destroys nothing: its button is not painted as a deletion's.
  await expect(question.getByRole('button', { name: 'Изменить статус' })).not.toHaveClass(/tone_danger/)
  await question.getByRole('button', { name: 'Изменить статус' }).click()
  const ledger = page.getByRole('region', { name: 'Статус «В работе»' })
  await expect(ledger).toContainText('выполнено 6 из 6')
  expect(maxInFlight).toBe(4)
  const changed = await apiGet<Page_<{ status: string }>>(request, requestsPath, { search: prefix })
  expect(changed.results.map((item) => item.status)).toEqual(Array(6).fill('in_progress'))
  await expect(grid.getByText('В работе', { exact: true })).toHaveCount(6)
})

test('«Отменить» keeps a delete from ever being sent; leaving the page or the screen sooner sends it at once', async ({
  page,
  request,
  requestLog,
  testControls,
}) => {
  const prefix = unique('Отмена')
  const [kept, leftByReload, leftByRoute] = await createBenchmarks(request, prefix, 3)
  await signIn(page)
  await page.goto(`/benchmarks?search=${encodeURIComponent(prefix)}`)
  const grid = gridOf(page, 'Нормы')
  await expect(grid.locator('tbody tr[data-index]')).toHaveCount(3)
  await testControls.clearRequests()
  requestLog.clear()

  async function deleteRow(name: string) {
    await grid.getByRole('button', { name: `Удалить: ${name}` }).click()
    await page.getByRole('alertdialog', { name: 'Удалить норму?' }).getByRole('button', { name: 'Удалить' }).click()
    await expect(grid.getByRole('row', { name: new RegExp(name) })).toBeHidden()
  }

  // Within the window nothing is sent; a reload (pagehide) sends it then, with keepalive. First, while
  // the access token is young: a reload as the console renews it ahead (at 15 s of a 20-second token)
  // would lose the new pair with the page, and the next page would find its refresh token spent.
  await deleteRow(leftByReload!.name)
  await page.waitForTimeout(1_000)
  expect(await testControls.requestCount(deletePath(leftByReload!.uuid))).toBe(0)
  await page.reload()
  await expect.poll(() => testControls.requestCount(deletePath(leftByReload!.uuid)), { timeout: 3_000 }).toBe(1)
  await expect(grid.locator('tbody tr[data-index]')).toHaveCount(2)

  await deleteRow(kept!.name)
  const notice = page.getByRole('region', { name: /Уведомления/ }).getByText('Норма удалена')
  await expect(notice).toBeVisible()
  await page.getByRole('button', { name: 'Отменить' }).click()
  await expect(grid.getByRole('row', { name: new RegExp(kept!.name) })).toBeVisible()
  await page.waitForTimeout(6_000)
  expect(requestLog.count('DELETE', deletePath(kept!.uuid))).toBe(0)
  expect(await testControls.requestCount(deletePath(kept!.uuid))).toBe(0)

  // A route change sends it at once too.
  await deleteRow(leftByRoute!.name)
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Пользователи' }).click()
  await expect.poll(() => testControls.requestCount(deletePath(leftByRoute!.uuid)), { timeout: 3_000 }).toBe(1)
  const left = await apiGet<Page_<{ name: string }>>(request, benchmarksPath, { search: prefix })
  expect(left.results.map((item) => item.name)).toEqual([kept!.name])
})

test('«Выбрать все N» acts on every account matching the filters, read 500 at a time; a new filter clears the selection', async ({
  page,
  request,
  requestLog,
}) => {
  const prefix = unique('Все кабинеты')
  for (let index = 1; index <= 27; index += 1) {
    await apiCall(request, 'POST', `${accountsPath}create/`, { name: `${prefix} ${index}`, contact_email: `all${index}@example.ru` })
  }
  await signIn(page)
  await page.goto(`/request-accounts?search=${encodeURIComponent(prefix)}&page_size=25`)
  const grid = gridOf(page, 'Кабинеты клиентов')
  await expect(grid.locator('tbody tr[data-index]')).toHaveCount(25)
  await grid.getByRole('checkbox', { name: 'Выбрать всё на странице' }).click()
  const bar = page.getByRole('region', { name: 'Выбранные записи' })
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 25')
  await bar.getByRole('button', { name: 'Выбрать все 27' }).click()
  await expect(bar.getByRole('status')).toHaveText('Выбраны все: 27')
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  requestLog.clear()
  await bar.getByRole('button', { name: 'Отключить' }).click()
  await page
    .getByRole('alertdialog', { name: /^Отключить: 27 / })
    .getByRole('button', { name: 'Отключить' })
    .click()
  await expect(page.getByRole('region', { name: 'Отключение' })).toContainText('выполнено 27 из 27', { timeout: 20_000 })
  const reads = requestLog.requests.filter((sent) => sent.method() === 'GET' && new URL(sent.url()).pathname === accountsPath)
  expect(reads.some((sent) => new URL(sent.url()).searchParams.get('page_size') === '500')).toBe(true)
  const accounts = await apiGet<Page_<{ is_active: boolean }>>(request, accountsPath, { search: prefix, page_size: 100 })
  expect(accounts.results.filter((account) => account.is_active)).toEqual([])

  await bar.getByRole('button', { name: 'Снять выделение' }).click()
  await expect(bar).toBeHidden()
  await grid.getByRole('checkbox', { name: `Выбрать: ${prefix} 1`, exact: true }).click()
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 1')
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(`${prefix} 2`)
  await expect(bar).toBeHidden()
})
