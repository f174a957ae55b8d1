import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  apiGet,
  expect,
  finance,
  firstCustomer,
  notices,
  pushed,
  signIn,
  support,
  test,
  type Credentials,
  type ListedCustomer,
} from './fixtures'

/** Issue 36: one event stream per browser; what others do shows without a reload, and a backend without it works as before. */

const eventsPath = '/v1/admin/events/'

/** A page of its own browser (another person), signed in as `who` at `at`. */
async function personAt(browser: Browser, who: Credentials, at: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, { as: who, at })
  return page
}

async function accessOf(request: APIRequestContext, who: Credentials): Promise<string> {
  const response = await request.post('/v1/admin/auth/signin/', { data: who })
  return ((await response.json()) as { access: string }).access
}

/** A top-up from the threshold on, asked for over the API by `who`: it waits for approval. Answers the approval's uuid. */
async function askForTopUp(request: APIRequestContext, who: Credentials, customer: ListedCustomer, amount: string): Promise<string> {
  const response = await request.fetch(`/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`, {
    method: 'PATCH',
    data: { amount, comment: 'Оплата по счёту' },
    headers: { Authorization: `Bearer ${await accessOf(request, who)}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(response.status()).toBe(202)
  return ((await response.json()) as { approval_uuid: string }).approval_uuid
}

const approvalsLink = (page: Page) => page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: /^Подтверждения/ })
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

test('an approval is pushed both ways: finance sees the request, the person who asked hears the decision and the new balance', async ({
  browser,
  request,
}) => {
  const customer = await firstCustomer(request)
  const supportPage = await personAt(browser, support, `/users/${customer.customer_uuid}`)
  const financePage = await personAt(browser, finance, '/approvals')
  try {
    const balanceBefore = await fact(supportPage, 'Баланс').textContent()
    const countBefore = (await approvalsLink(financePage).getAttribute('aria-label')) ?? ''
    const rows = financePage.getByRole('button', { name: /^Подтвердить: / })
    const rowsBefore = await rows.count()
    const approval = await askForTopUp(request, support, customer, '75000.00')
    await expect(rows).toHaveCount(rowsBefore + 1, pushed)
    await expect(approvalsLink(financePage)).not.toHaveAccessibleName(countBefore, pushed)

    const financeAccess = await accessOf(request, finance)
    const decided = await request.post(`/v1/admin/approvals/${approval}/approve/`, {
      headers: { Authorization: `Bearer ${financeAccess}` },
    })
    expect(decided.status()).toBe(200)
    await expect(notices(supportPage)).toContainText(/Пополнение подтверждено: 75[\s\u00a0\u202f]000,00[\s\u00a0]₽/, pushed)
    await expect(fact(supportPage, 'Баланс')).not.toHaveText(balanceBefore ?? '', pushed)

    const rejected = await askForTopUp(request, support, customer, '60000.00')
    await request.post(`/v1/admin/approvals/${rejected}/reject/`, {
      headers: { Authorization: `Bearer ${financeAccess}` },
      data: { reason: 'Нет оплаты' },
    })
    await expect(notices(supportPage)).toContainText('Причина: Нет оплаты', pushed)
  } finally {
    await supportPage.context().close()
    await financePage.context().close()
  }
})

test("a colleague's edit shows on an open list without a reload, and nothing polls", async ({ page, request, requestLog }) => {
  await signIn(page, { at: '/requests' })
  const firstRow = page.locator('main tbody tr').first()
  await expect(firstRow).toBeVisible()
  const list = await apiGet<{ results: { client_request_uuid: string; title: string }[] }>(request, '/v1/admin/client-requests/', {
    ordering: '-created_at',
  })
  const first = list.results[0]
  if (!first) throw new Error('the seed has client requests')
  await expect(firstRow).toContainText(first.title)
  const title = `Правка коллеги ${Date.now()}`
  const edited = await request.patch(`/v1/admin/client-requests/${first.client_request_uuid}/edit/`, {
    headers: { Authorization: `Bearer ${await accessOf(request, support)}` },
    data: { title },
  })
  expect(edited.status()).toBe(200)
  await expect(firstRow).toContainText(title, pushed)
  expect(requestLog.count('GET', eventsPath)).toBe(1)
})

test('a backend without the stream: the console polls as before, says nothing is wrong and shows no presence or claims', async ({
  page,
  request,
}) => {
  expect((await request.put('/__test__/live', { data: { enabled: false } })).status()).toBe(204)
  try {
    const events = page.waitForResponse((response) => new URL(response.url()).pathname === eventsPath)
    await signIn(page, { at: '/requests' })
    expect((await events).status()).toBe(404)
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByText('Нет соединения.')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Следующая заявка' })).toHaveCount(0)
    await expect(page.locator('[data-presence]')).toHaveCount(0)
  } finally {
    await request.put('/__test__/live', { data: { enabled: true } })
  }
})
