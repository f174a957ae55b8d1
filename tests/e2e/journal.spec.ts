import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { startServer, type RunningServer } from '../../server/start'
import { distDir } from './build-console'
import {
  apiGet,
  customersPath,
  demoCredentials,
  e2eAccessTokenTtl,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  signIn,
  test,
  type RequestLog,
} from './fixtures'

// The journal in the console (issue 18): «Журнал», «История», «Последние действия», the browser's
// own journal for a backend without one, and the guards on money of the top-up drawer.

const browserOnly = 'Только действия из этого браузера'

interface CustomerJson {
  customer_uuid: string
  email: string
}

/** A customer no other spec tops up (they use the first few), so that the guards see only this spec's top-ups. */
async function customerAt(request: APIRequestContext, index: number): Promise<CustomerJson> {
  const body = await apiGet<{ results: CustomerJson[] }>(request, customersPath, { page_size: 40, ordering: 'email' })
  const customer = body.results[index]
  if (!customer) throw new Error(`No customer at ${index}`)
  return customer
}

/** An amount no earlier run used, in rubles with kopecks: «1 234,57». */
function uniqueAmount(): { typed: string; api: string } {
  const kopecks = 100_000 + Math.floor(Math.random() * 800_000)
  const rubles = Math.floor(kopecks / 100)
  const cents = String(kopecks % 100).padStart(2, '0')
  return { typed: `${rubles},${cents}`, api: `${rubles}.${cents}` }
}

function topUpRequests(log: RequestLog, customerUuid: string): number {
  return log.count('PATCH', `${customersPath}${customerUuid}/fill_up_balance/`)
}

/** Tops up through the drawer over the customer's page, as a person does. */
async function topUpThroughDrawer(page: Page, customer: CustomerJson, amount: string, comment: string) {
  await page.goto(`/users/${customer.customer_uuid}?drawer=top-up&customer=${customer.customer_uuid}`)
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await expect(drawer).toContainText('Текущий баланс')
  await drawer.getByRole('textbox', { name: /Сумма/ }).fill(amount)
  await drawer.getByRole('textbox', { name: 'Комментарий' }).fill(comment)
  await drawer.getByRole('button', { name: 'Пополнить', exact: true }).click()
  await expect(drawer).toBeHidden()
}

test('«Журнал» shows a real top-up: who, what, the record linked, when, the change and the comment; axe clean', async ({
  page,
  request,
}) => {
  const customer = await customerAt(request, 21)
  const amount = uniqueAmount()
  const comment = `Журнал ${amount.typed}`
  await signIn(page)
  await topUpThroughDrawer(page, customer, amount.typed, comment)

  await page.goto('/journal')
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible()
  const row = page.getByRole('grid', { name: 'Журнал' }).locator('tbody tr', { hasText: comment })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(demoCredentials.email)
  await expect(row).toContainText('Пополнение баланса')
  await expect(row).toContainText(/Зачислено [\d\s\u00a0]+,\d{2}\s₽, баланс стал [\d\s\u00a0]+,\d{2}\s₽/)
  await expect(row.getByRole('link', { name: customer.email })).toHaveAttribute('href', `/users/${customer.customer_uuid}`)
  await expect(page.getByText(browserOnly)).toHaveCount(0)

  // Filters live in the address.
  await page.getByRole('combobox', { name: 'Действие' }).selectOption({ label: 'Пополнение баланса' })
  await expect(page).toHaveURL(/action=top_up/)
  await expect(page.getByRole('grid', { name: 'Журнал' }).locator('tbody tr', { hasText: comment })).toHaveCount(1)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Действие' })).toHaveValue('top_up')

  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('«История» in a benchmark’s drawer names the edit and who made it; the customer’s page has its own', async ({ page, request }) => {
  await signIn(page, { at: '/benchmarks' })
  await page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr[data-index]').first().click()
  const drawer = page.getByRole('dialog', { name: /^Норма «/ })
  const description = drawer.getByRole('textbox', { name: /Описание/ })
  await expect(description).toBeVisible()
  const text = `Описание из журнала ${Date.now()}`
  const drawerUrl = page.url()
  await description.fill(text)
  await drawer.getByRole('button', { name: 'Сохранить' }).click()
  await expect(drawer).toBeHidden()

  await page.goto(drawerUrl)
  const reopened = page.getByRole('dialog', { name: /^Норма «/ })
  const history = reopened.getByRole('list', { name: 'История' })
  const latest = history.locator(':scope > li').first()
  await expect(latest).toContainText('Изменение')
  await expect(latest).toContainText(demoCredentials.email)
  await expect(latest).toContainText(text)

  const customer = await customerAt(request, 22)
  const amount = uniqueAmount()
  await topUpThroughDrawer(page, customer, amount.typed, 'Для истории')
  const customerHistory = page.getByRole('list', { name: 'История' })
  await expect(customerHistory.locator(':scope > li').first()).toContainText('Пополнение баланса')
  await expect(customerHistory.locator(':scope > li').first()).toContainText('Для истории')
})

test('«Последние действия» on the dashboard: the last 10 entries with who made them', async ({ page, request }) => {
  const customer = await customerAt(request, 23)
  const amount = uniqueAmount()
  await signIn(page)
  await topUpThroughDrawer(page, customer, amount.typed, `Последнее ${amount.typed}`)

  await page.goto('/dashboard')
  const recent = page.getByRole('list', { name: 'Последние действия' })
  const entries = recent.locator(':scope > li')
  await expect(entries).toHaveCount(10)
  await expect(entries.first()).toContainText(`Последнее ${amount.typed}`)
  await expect(entries.first()).toContainText(demoCredentials.email)
  await expect(page.getByText(browserOnly)).toHaveCount(0)
})

test('the same amount within 10 minutes asks first; nothing is sent until «Пополнить ещё раз»', async ({ page, request, requestLog }) => {
  const customer = await customerAt(request, 24)
  const amount = uniqueAmount()
  await signIn(page)
  await topUpThroughDrawer(page, customer, amount.typed, 'Первое')

  await page.goto(`/users/${customer.customer_uuid}?drawer=top-up&customer=${customer.customer_uuid}`)
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await expect(drawer.getByRole('list', { name: 'Пополнения за 24 часа' })).toContainText('Первое')
  requestLog.clear()
  await drawer.getByRole('textbox', { name: /Сумма/ }).fill(amount.typed)
  await drawer.getByRole('button', { name: 'Пополнить', exact: true }).click()
  const question = drawer.getByRole('alert')
  await expect(question).toContainText(/Такое же пополнение уже было в \d{2}:\d{2}\. Пополнить ещё раз\?/)
  expect(topUpRequests(requestLog, customer.customer_uuid)).toBe(0)

  await question.getByRole('button', { name: 'Пополнить ещё раз' }).click()
  await expect(drawer).toBeHidden()
  expect(topUpRequests(requestLog, customer.customer_uuid)).toBe(1)
  const operations = await apiGet<{ results: { amount: string }[] }>(request, '/v1/admin/finances/operations/', {
    customer_uuid: customer.customer_uuid,
    type: 'admin_top_up',
  })
  expect(operations.results.filter((operation) => operation.amount === amount.api)).toHaveLength(2)
})

test('100 000 ₽ or more is typed twice; nothing is sent until both match, then once', async ({ page, request, requestLog }) => {
  const customer = await customerAt(request, 25)
  await signIn(page, { at: `/users/${customer.customer_uuid}?drawer=top-up&customer=${customer.customer_uuid}` })
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await expect(drawer).toContainText('Текущий баланс')
  requestLog.clear()
  await drawer.getByRole('textbox', { name: /Сумма/ }).fill('150 000')
  const repeat = drawer.getByRole('textbox', { name: /Повторите сумму/ })
  await repeat.fill('15 000')
  // From 50 000 ₽ the money waits for a second person, and the button says so.
  await drawer.getByRole('button', { name: 'Отправить на подтверждение' }).click()
  await expect(drawer.getByText('Суммы не совпадают')).toBeVisible()
  await expect(repeat).toBeFocused()
  expect(topUpRequests(requestLog, customer.customer_uuid)).toBe(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await repeat.fill('150000,00')
  await drawer.getByRole('button', { name: 'Отправить на подтверждение' }).click()
  await expect(drawer).toBeHidden()
  // From 50 000 ₽ a second person approves (issue 25): sent once, for approval.
  await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Отправлено на подтверждение: 150 000,00 ₽')).toBeVisible()
  expect(topUpRequests(requestLog, customer.customer_uuid)).toBe(1)
})

test.describe('a backend without the journal', () => {
  let server: RunningServer
  let databaseDirectory: string

  test.beforeAll(async () => {
    databaseDirectory = mkdtempSync(join(tmpdir(), 'console-e2e-no-journal-'))
    // Passed through a variable: the option belongs to the reference server of the journal (issue 18).
    const journalOff = { auditLog: false }
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseFile: join(databaseDirectory, 'no-journal.sqlite'),
      seed: 2,
      customers: 30,
      accessTokenTtl: e2eAccessTokenTtl,
      staticDir: distDir,
      ...journalOff,
    })
  })

  test.afterAll(async () => {
    await server.close()
    rmSync(databaseDirectory, { recursive: true, force: true })
  })

  test('keeps this browser’s own entries and says so in every journal view; axe clean', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url })
    const page = await context.newPage()
    await signIn(page)

    const customers = await apiGet<{ results: CustomerJson[] }>(context.request, customersPath, { page_size: 5 })
    const customer = customers.results[2]
    if (!customer) throw new Error('The seeded database has no customers')
    const signedIn = await context.request.post('/v1/admin/auth/signin/', { data: demoCredentials })
    const { access } = (await signedIn.json()) as { access: string }
    const journal = await context.request.get('/v1/admin/audit-log/', { headers: { Authorization: `Bearer ${access}` } })
    expect(journal.status()).toBe(404)

    await topUpThroughDrawer(page, customer, '321,09', 'Без журнала на сервере')
    const history = page.getByRole('list', { name: 'История' })
    await expect(history.locator(':scope > li').first()).toContainText('Пополнение баланса')
    await expect(history.locator(':scope > li').first()).toContainText(demoCredentials.email)
    await expect(page.getByText(browserOnly)).toBeVisible()

    await page.goto('/journal')
    const row = page.getByRole('grid', { name: 'Журнал' }).locator('tbody tr', { hasText: 'Без журнала на сервере' })
    await expect(row).toContainText(demoCredentials.email)
    await expect(row).toContainText('Пополнение баланса')
    await expect(row.getByRole('link', { name: customer.email })).toBeVisible()
    await expect(page.getByText(browserOnly)).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectNoSeriousA11yViolationsInLightAndDark(page)

    // Filters work on this browser's entries too; they survive a reload (IndexedDB).
    await page.goto('/journal?action=delete')
    await expect(page.getByText('Записей не найдено')).toBeVisible()
    await page.goto(`/journal?action=top_up&target_type=customer`)
    await expect(page.getByRole('grid', { name: 'Журнал' }).locator('tbody tr', { hasText: 'Без журнала на сервере' })).toHaveCount(1)

    await page.goto('/dashboard')
    await expect(page.getByRole('list', { name: 'Последние действия' }).locator(':scope > li').first()).toContainText('321,09')
    await expect(page.getByText(browserOnly)).toBeVisible()
    await context.close()
  })
})
