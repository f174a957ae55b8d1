import type { Browser, Page } from '@playwright/test'
import {
  apiGet,
  demoCredentials,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  finance,
  firstCustomer,
  freshClientRequest,
  pushed,
  signIn,
  support,
  test,
  type Credentials,
  type ListedCustomer,
} from './fixtures'

/** Issue 36's gaps: presence on every record list and a customer's page, the drawer's key, leaving by closing the tab, polling without the stream. */

const admin: Credentials = demoCredentials

/** A page of its own browser (another person), signed in as `who` at `at`. */
async function personAt(browser: Browser, who: Credentials, at: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, { as: who, at })
  return page
}

const rowWith = (page: Page, text: string) => page.locator('main tbody tr', { hasText: text })

test('presence on the rows of Пользователи, Нормы and Кабинеты клиентов, and on a customer’s page', async ({ browser, request }) => {
  const customer: ListedCustomer = await firstCustomer(request)
  const benchmarks = await apiGet<{ results: { benchmark_uuid: string; name: string }[] }>(request, '/v1/admin/benchmarks/')
  const accounts = await apiGet<{ results: { client_request_account_uuid: string; name: string }[] }>(
    request,
    '/v1/admin/client-requests-accounts/',
  )
  const benchmark = benchmarks.results[0]
  const account = accounts.results[0]
  if (!benchmark || !account) throw new Error('the seed has benchmarks and accounts')

  const watcher = await personAt(browser, support, `/users?search=${encodeURIComponent(customer.email)}`)
  const viewer = await personAt(browser, finance, `/users/${customer.customer_uuid}`)
  const other = await personAt(browser, admin, `/users/${customer.customer_uuid}`)
  try {
    const row = rowWith(watcher, customer.email)
    await expect(row).toContainText('Смотрит: finance@example.com', pushed)
    await expect(row).toContainText('Смотрит: admin@example.com', pushed)
    // On the customer's page, each sees the other (not themselves).
    await expect(viewer.locator('main [data-presence]')).toContainText('Смотрит: admin@example.com', pushed)
    await expect(viewer.locator('main [data-presence]')).not.toContainText('finance@example.com')
    await expectNoSeriousA11yViolationsInLightAndDark(viewer)

    await other.goto(`/benchmarks?drawer=benchmark&benchmark=${benchmark.benchmark_uuid}`)
    await watcher.goto(`/benchmarks?search=${encodeURIComponent(benchmark.name)}`)
    await expect(rowWith(watcher, benchmark.name)).toContainText('Смотрит: admin@example.com', pushed)

    await other.goto(`/request-accounts?drawer=client-account&client-account=${account.client_request_account_uuid}`)
    await watcher.goto(`/request-accounts?search=${encodeURIComponent(account.name)}`)
    await expect(rowWith(watcher, account.name)).toContainText('Смотрит: admin@example.com', pushed)
    await expectNoSeriousA11yViolationsInLightAndDark(watcher)
  } finally {
    for (const page of [watcher, viewer, other]) await page.context().close()
  }
})

test('closing the tab takes the presence away at once (a keepalive request), not after its 45 s', async ({ browser, request }) => {
  const target = await freshClientRequest(request, 'Закрыл вкладку')
  const watcher = await personAt(browser, support, '/requests')
  const viewer = await personAt(browser, finance, `/requests?drawer=client-request&client-request=${target.client_request_uuid}`)
  try {
    const row = rowWith(watcher, target.title)
    await expect(row).toContainText('Смотрит: finance@example.com', pushed)
    await viewer.close({ runBeforeUnload: true })
    await expect(row).not.toContainText('finance@example.com', pushed)
  } finally {
    await watcher.context().close()
    await viewer.context().close()
  }
})

test('Alt+T in a request’s drawer takes it, or asks to take it over; its button and «?» say so', async ({ browser, request }) => {
  const target = await freshClientRequest(request, 'Клавиша')
  const drawerAt = `/requests?drawer=client-request&client-request=${target.client_request_uuid}`
  const first = await personAt(browser, support, drawerAt)
  const second = await personAt(browser, admin, drawerAt)
  try {
    const drawer = first.getByRole('dialog', { name: /^Запрос «/ })
    const take = drawer.getByRole('button', { name: 'Взять в работу', exact: true })
    await expect(take).toHaveAttribute('aria-keyshortcuts', 'Alt+T')
    await expect(take).toContainText('Alt')
    await take.focus()
    await first.keyboard.press('?')
    const sheet = first.getByRole('dialog', { name: 'Сочетания клавиш' })
    await expect(sheet.getByRole('listitem').filter({ hasText: 'Взять запрос в работу или перехватить (в панели запроса)' })).toContainText(
      /Alt\s*T/,
    )
    await first.keyboard.press('Escape')
    await expect(sheet).toBeHidden()

    // From a field of the form, too.
    await drawer.getByRole('textbox', { name: /Заголовок/ }).focus()
    await first.keyboard.press('Alt+KeyT')
    await expect(drawer).toContainText('В работе: support@example.com')

    const theirs = second.getByRole('dialog', { name: /^Запрос «/ })
    await expect(theirs).toContainText('В работе: support@example.com', pushed)
    await theirs.getByRole('textbox', { name: /Заголовок/ }).focus()
    await second.keyboard.press('Alt+KeyT')
    await expect(second.getByRole('dialog', { name: 'Перехватить запрос?' })).toBeVisible()
  } finally {
    await first.context().close()
    await second.context().close()
  }
})

test('a backend without the stream: the approvals poll, and no presence column shows', async ({ browser, request }) => {
  expect((await request.put('/__test__/live', { data: { enabled: false } })).status()).toBe(204)
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await page.clock.install()
    await signIn(page, { as: finance, at: '/approvals' })
    const decide = page.getByRole('button', { name: /^Подтвердить: / })
    // The list shown, its read is over: the jump of the clock below times out (15 s) a read still in
    // flight, and the poll then waits 30 s from that failure. Nothing reads the list again before its poll.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const before = await decide.count()

    const customer = await firstCustomer(request)
    const signedIn = await request.post('/v1/admin/auth/signin/', { data: support })
    const { access } = (await signedIn.json()) as { access: string }
    const asked = await request.fetch(`/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`, {
      method: 'PATCH',
      data: { amount: '70000.00', comment: 'Оплата по счёту' },
      headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(asked.status()).toBe(202)
    // Nothing is pushed: the list learns of it at its next read, 30 s on.
    await page.clock.fastForward('00:31')
    await expect(decide).toHaveCount(before + 1, pushed)

    await page.goto('/benchmarks')
    await expect(page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr').first()).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Кто здесь' })).toHaveCount(0)
  } finally {
    await context.close()
    await request.put('/__test__/live', { data: { enabled: true } })
  }
})
