import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Download, Page, Route } from '@playwright/test'
import Papa from 'papaparse'
import type { Benchmark } from '../../contract/schemas/benchmarks'
import type { FinanceOperationPage } from '../../contract/schemas/finance'
import { apiGet, demoCredentials, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

const operationsPath = '/v1/admin/finances/operations/'
const benchmarksPath = '/v1/admin/benchmarks/'
const operationHeaders = ['Дата и время', 'Пользователь', 'Тип', 'Сумма', 'Баланс после', 'Описание']

/** The saved file: its bytes, and its rows as a spreadsheet reads them (`;` between fields). */
async function savedCsv(download: Download): Promise<{ bytes: Buffer; text: string; rows: string[][] }> {
  const bytes = await readFile(await download.path())
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  const parsed = Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n', skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return { bytes, text, rows: parsed.data }
}

/** The export's status beside its button, at the end of the list's toolbar. */
const exportStatus = (page: Page) => page.getByRole('search').locator('xpath=following-sibling::*').getByRole('status')
const exportButton = (page: Page) => page.getByRole('button', { name: 'Экспорт', exact: true })

/** «Экспорт» of a filtered list: its question repeats the filters and the rows, then «Экспортировать». */
async function startExport(page: Page): Promise<void> {
  await exportButton(page).click()
  const question = page.getByRole('dialog', { name: /^Экспортировать / })
  await expect(question).toContainText('Список по запросу:')
  await question.getByRole('button', { name: 'Экспортировать' }).click()
  // Closed to the end (its backdrop gone), as a person sees it before going on: a colour scheme or reduced
  // motion emulated during its exit animation left the backdrop over the page, closed, taking the clicks.
  await expect(question).toBeHidden()
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0)
}

async function openOperations(page: Page, query: string): Promise<void> {
  await page.goto(`/operations?${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Операции' })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** The export's own pages (500 rows): all but the first are held until released, so an export stays half-way. */
async function holdPagesAfterFirst(page: Page): Promise<{ held: Route[]; release(): Promise<void> }> {
  const held: Route[] = []
  await page.route(`**${operationsPath}?**`, async (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.get('page_size') === '500' && url.searchParams.get('page') !== '1') held.push(route)
    else await route.continue()
  })
  return {
    held,
    release: async () => {
      // The console has aborted them: continuing an aborted request fails, which is what is expected.
      for (const route of held.splice(0)) await route.continue().catch(() => undefined)
    },
  }
}

async function apiCall(
  request: APIRequestContext,
  method: 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<Record<string, unknown> | null> {
  const signInResponse = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
  const { access } = (await signInResponse.json()) as { access: string }
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${access}` } })
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}`)
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>)
}

test('«Экспорт» of «Операции» saves every operation of the filter, over several pages of 500, in the list’s order, and passes axe', async ({
  page,
  request,
  requestLog,
}) => {
  const filter = { type: 'charge', ordering: 'amount' }
  const first = await apiGet<FinanceOperationPage>(request, operationsPath, { ...filter, page_size: 500 })
  expect(first.count).toBeGreaterThan(1000)
  await signIn(page)
  await openOperations(page, new URLSearchParams(filter).toString())
  requestLog.clear()

  const saving = page.waitForEvent('download')
  await startExport(page)
  const download = await saving

  expect(download.suggestedFilename()).toMatch(/^operations-\d{4}-\d{2}-\d{2}\.csv$/)
  const { bytes, text, rows } = await savedCsv(download)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(text.split('\r\n')[0]).toBe(operationHeaders.join(';'))
  const [headers, ...operations] = rows
  expect(headers).toEqual(operationHeaders)
  expect(operations).toHaveLength(first.count)
  expect(new Set(operations.map((row) => row[2]))).toEqual(new Set(['Списание']))
  // Money as a ru-RU spreadsheet reads it: a decimal comma, no grouping, no currency.
  const amounts = operations.map((row) => row[3] ?? '')
  expect(amounts.every((amount) => /^-\d+,\d{2}$/.test(amount))).toBe(true)
  expect(amounts.slice(0, 500)).toEqual(first.results.map((operation) => operation.amount.replace('.', ',')))
  const numbers = amounts.map((amount) => Number(amount.replace(',', '.')))
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  expect(operations.every((row) => /^\d+,\d{2}$|^-\d+,\d{2}$/.test(row[4] ?? ''))).toBe(true)

  // Read 500 at a time, each page with the list's filter and sort.
  const exportPages = requestLog.requests
    .map((sent) => new URL(sent.url()))
    .filter((url) => url.pathname === operationsPath && url.searchParams.get('page_size') === '500')
  const pageNumbers = exportPages.map((url) => Number(url.searchParams.get('page'))).sort((a, b) => a - b)
  expect(pageNumbers).toEqual(Array.from({ length: Math.ceil(first.count / 500) }, (_, index) => index + 1))
  for (const url of exportPages) {
    expect(url.searchParams.getAll('type')).toEqual(['charge'])
    expect(url.searchParams.get('ordering')).toBe('amount')
  }

  await expect(exportStatus(page)).toHaveText(/^Файл сохранён: [\d\s]+ строк[аи]?$/)
  expect((await exportStatus(page).textContent())?.replace(/\D/g, '')).toBe(String(first.count))
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('cells a spreadsheet would run as a formula (= + - @) are saved as text, on «Нормы» too', async ({ page, request }) => {
  const stamp = `экспорт ${Date.now()}`
  const made: { name: string; description: string }[] = [
    { name: `=1+2 ${stamp}`, description: '@SUM(A1:A2); "кавычки"' },
    { name: `+7 ${stamp}`, description: '-1+1' },
  ]
  const uuids: string[] = []
  try {
    for (const benchmark of made) {
      const body = { ...benchmark, category: 'banner', metric: 'attention', min_value: 12.5, max_value: 60 }
      uuids.push(String((await apiCall(request, 'POST', `${benchmarksPath}create/`, body))?.benchmark_uuid))
    }
    const listed = await apiGet<{ results: Benchmark[] }>(request, benchmarksPath, { search: stamp })
    expect(listed.results).toHaveLength(2)
    await signIn(page)
    await page.goto(`/benchmarks?search=${encodeURIComponent(stamp)}&ordering=name`)
    await expect(page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr[data-index]')).toHaveCount(2)

    const saving = page.waitForEvent('download')
    await startExport(page)
    const download = await saving

    expect(download.suggestedFilename()).toMatch(/^benchmarks-\d{4}-\d{2}-\d{2}\.csv$/)
    const { text, rows } = await savedCsv(download)
    expect(rows[0]).toEqual(['Название', 'Категория', 'Метрика', 'Минимум', 'Максимум', 'Описание', 'Создана', 'Изменена'])
    // An apostrophe before «=», «+», «-» and «@»: the spreadsheet shows the text and runs nothing.
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      [`'+7 ${stamp}`, 'Баннер', 'Внимание', '12,5', '60', "'-1+1"],
      [`'=1+2 ${stamp}`, 'Баннер', 'Внимание', '12,5', '60', `'@SUM(A1:A2); "кавычки"`],
    ])
    expect(text).toContain(`\r\n'=1+2 ${stamp};`)
    expect(text).toContain(`;"'@SUM(A1:A2); ""кавычки"""`)
    await expect(exportStatus(page)).toHaveText('Файл сохранён: 2 строки')
  } finally {
    for (const uuid of uuids) await apiCall(request, 'DELETE', `${benchmarksPath}${uuid}/delete/`)
  }
})

test('«Остановить» half-way: progress until then, a status that says so, and no file', async ({ page, request }) => {
  const { count } = await apiGet<FinanceOperationPage>(request, operationsPath, { type: 'charge', page_size: 1 })
  const downloads: Download[] = []
  page.on('download', (download) => downloads.push(download))
  const aborted: string[] = []
  page.on('requestfailed', (failed) => aborted.push(failed.url()))
  await signIn(page)
  await openOperations(page, 'type=charge')
  const pages = await holdPagesAfterFirst(page)

  await startExport(page)
  await expect(exportStatus(page)).toHaveText(/^Выгружено 500 из [\d\s]+$/)
  expect((await exportStatus(page).textContent())?.replace(/^Выгружено 500 из /, '').replace(/\D/g, '')).toBe(String(count))
  const stop = page.getByRole('button', { name: 'Остановить' })
  await expect(stop).toBeVisible()
  await expect.poll(() => pages.held.length).toBeGreaterThan(0)
  // The controls as they are while an export runs.
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await stop.click()

  await expect(exportStatus(page)).toHaveText('Выгрузка остановлена, файл не сохранён')
  await expect(exportButton(page)).toBeFocused()
  // The pages still on their way were cancelled; letting them through now changes nothing.
  await expect.poll(() => aborted.filter((url) => url.includes('page_size=500')).length).toBeGreaterThan(0)
  await pages.release()
  await page.unroute(`**${operationsPath}?**`)

  // A new export runs whole and saves the one file.
  const saving = page.waitForEvent('download')
  await startExport(page)
  const { rows } = await savedCsv(await saving)
  expect(rows).toHaveLength(count + 1)
  expect(downloads).toHaveLength(1)
})

test('leaving the screen during an export saves nothing', async ({ page }) => {
  const downloads: Download[] = []
  page.on('download', (download) => downloads.push(download))
  const aborted: string[] = []
  page.on('requestfailed', (failed) => aborted.push(failed.url()))
  await signIn(page)
  await openOperations(page, 'type=charge')
  const pages = await holdPagesAfterFirst(page)

  await startExport(page)
  await expect(exportStatus(page)).toHaveText(/^Выгружено 500 из [\d\s]+$/)
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Нормы', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Нормы' })).toBeVisible()

  await expect.poll(() => aborted.filter((url) => url.includes('page_size=500')).length).toBeGreaterThan(0)
  await pages.release()
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Операции', exact: true }).click()
  await expect(exportButton(page)).toBeVisible()
  await expect(exportStatus(page)).toHaveText('')
  expect(downloads).toHaveLength(0)
})
