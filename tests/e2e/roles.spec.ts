import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiGet,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  finance,
  firstCustomer,
  notices,
  signIn,
  support,
  test,
  type Credentials,
  type ListedCustomer,
} from './fixtures'

const customerPath = (customer: ListedCustomer) => `/v1/admin/users/customers/${customer.customer_uuid}/`
const balanceOf = async (request: APIRequestContext, customer: ListedCustomer) =>
  Number((await apiGet<{ balance: string }>(request, customerPath(customer))).balance)
const adminTopUps = async (request: APIRequestContext, customer: ListedCustomer) =>
  (
    await apiGet<{ count: number }>(request, '/v1/admin/finances/operations/', {
      customer_uuid: customer.customer_uuid,
      type: 'admin_top_up',
    })
  ).count
const labelOf = (customer: ListedCustomer) => `${customer.first_name} ${customer.last_name}`.trim() || customer.email

/** A top-up asked for over the API as `who`: from the threshold on it waits for approval. */
async function askForTopUp(request: APIRequestContext, who: Credentials, customer: ListedCustomer, amount: string): Promise<void> {
  const signedIn = await request.post('/v1/admin/auth/signin/', { data: who })
  const { access } = (await signedIn.json()) as { access: string }
  const response = await request.fetch(`${customerPath(customer)}fill_up_balance/`, {
    method: 'PATCH',
    data: { amount, comment: 'Оплата по счёту' },
    headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(response.status()).toBe(202)
}

const session = (page: Page) => page.getByRole('group', { name: 'Сеанс' })
const approvalsLink = (page: Page) => page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: /^Подтверждения/ })

test('support asks for a large top-up, finance approves it in another session, and the money moves once', async ({
  page,
  browser,
  request,
}) => {
  const customer = await firstCustomer(request)
  const before = await balanceOf(request, customer)
  const operationsBefore = await adminTopUps(request, customer)
  // Other tests of this worker leave large top-ups waiting: the sidebar counts from there.
  const pendingBefore = (await apiGet<{ count: number }>(request, '/v1/admin/approvals/', { status: 'pending' })).count
  const pendingCount = (count: number) =>
    count === 0 ? /^Подтверждения$/ : `Подтверждения ${count} (${count % 10 === 1 && count % 100 !== 11 ? 'ждёт' : 'ждут'} решения)`

  await signIn(page, { as: support, at: `/users/${customer.customer_uuid}` })
  await expect(session(page)).toContainText('Поддержка')
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await drawer.getByLabel('Сумма').fill('60000')
  await expect(
    drawer.getByRole('status').filter({ hasText: /^Сумма от 50\s000,00\s₽ требует подтверждения другим сотрудником$/ }),
  ).toBeVisible()
  await drawer.getByRole('button', { name: 'Отправить на подтверждение' }).click()
  await expect(notices(page)).toContainText('Отправлено на подтверждение')
  await expect(notices(page)).toContainText(/до \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
  await expect(page.getByText('Ждут подтверждения')).toBeVisible()
  expect(await balanceOf(request, customer)).toBe(before)

  // Their own request: marked, and no «Подтвердить».
  await page.goto('/approvals')
  const own = page
    .getByRole('row')
    .filter({ hasText: labelOf(customer) })
    .first()
  await expect(own.getByText('Ждёт решения')).toBeVisible()
  await expect(own.getByText('Ваш запрос')).toBeVisible()
  await expect(own.getByRole('button', { name: /^Подтвердить/ })).toHaveCount(0)

  const financeContext = await browser.newContext()
  try {
    const financePage = await financeContext.newPage()
    await signIn(financePage, { as: finance, at: '/dashboard' })
    await expect(session(financePage)).toContainText('Финансы')
    await expect(approvalsLink(financePage)).toHaveAccessibleName(pendingCount(pendingBefore + 1))
    await financePage.keyboard.press('g')
    await financePage.keyboard.press('p')
    await expect(financePage.getByRole('heading', { level: 1, name: 'Подтверждения' })).toBeVisible()
    // This worker's other tests may leave a request of the same customer waiting: this one is 60 000.
    await financePage.getByRole('button', { name: new RegExp(`^Подтвердить: ${labelOf(customer)}, Пополнение 60\\s000,00`) }).click()
    const dialog = financePage.getByRole('alertdialog', { name: 'Подтвердить пополнение?' })
    await expect(dialog).toContainText('Баланс сейчас')
    await expect(dialog).toContainText('Баланс после')
    await expect(dialog.getByRole('button', { name: 'Подтвердить' })).toBeFocused()
    await financePage.keyboard.press('Enter')
    await expect(notices(financePage)).toContainText('Пополнение подтверждено')
    await expect(dialog).toBeHidden()
    await expect(approvalsLink(financePage)).toHaveAccessibleName(pendingCount(pendingBefore))
  } finally {
    await financeContext.close()
  }

  expect(await balanceOf(request, customer)).toBeCloseTo(before + 60_000, 2)
  expect(await adminTopUps(request, customer)).toBe(operationsBefore + 1)
  // The person who asked sees the decision by polling, within 30 s while the page is visible.
  await expect(own.getByText('Подтверждено')).toBeVisible({ timeout: 40_000 })
})

test('a role sees only what it may do; a 403 says «Недостаточно прав» and keeps the session', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await signIn(page, { as: finance, at: '/benchmarks' })
  const create = page.getByRole('button', { name: /^Создать/ })
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await expect(create).toHaveAccessibleDescription('Недоступно для роли «Финансы»')
  await create.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Недоступно для роли «Финансы»')
  await page.mouse.move(0, 0)
  await create.focus()
  await expect(page.getByRole('tooltip')).toHaveText('Недоступно для роли «Финансы»')
  await create.click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The palette offers only what the role may do.
  await page.keyboard.press('Control+k')
  const input = page.getByRole('combobox', { name: 'Команды' })
  await expect(input).toBeFocused()
  await page.keyboard.type('Скачать отчёт')
  await expect(page.getByRole('option', { name: /^Скачать отчёт eLama/ })).toBeVisible()
  await input.fill('Сменить активную модель')
  await expect(page.getByRole('option', { name: /^Сменить активную модель/ })).toHaveCount(0)
  await input.fill('Создать норму')
  await expect(page.getByRole('option', { name: /^Создать норму/ })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // A drawer opened by its address still asks the server, which refuses: said, and the session stays.
  await page.goto(`/users/${customer.customer_uuid}?drawer=issue-otp&customer=${customer.customer_uuid}`)
  const otp = page.getByRole('dialog', { name: 'Выдать код' })
  await otp.getByRole('button', { name: 'Выдать код' }).click()
  await expect(page.getByText('Недостаточно прав: Роль «Финансы» не может выдавать одноразовые коды.').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(otp).toBeHidden()
  // Behind the drawer (hidden from the accessibility tree while it was open), the page's own button is unavailable.
  await expect(page.getByRole('button', { name: 'Выдать код' })).toHaveAttribute('aria-disabled', 'true')
  await expect(session(page)).toContainText(finance.email)
  await page.goto('/users')
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()
  await expect(session(page)).toContainText('Финансы')
})

test('a backend without roles is today’s single admin: everything offered, no «Подтверждения», a large top-up credits at once', async ({
  page,
  request,
}) => {
  const customer = await firstCustomer(request)
  const switchRoles = async (enabled: boolean) => expect((await request.put('/__test__/roles', { data: { enabled } })).status()).toBe(204)
  await switchRoles(false)
  try {
    const before = await balanceOf(request, customer)
    await signIn(page, { as: support, at: `/users/${customer.customer_uuid}` })
    await expect(session(page)).not.toContainText('Поддержка')
    await expect(approvalsLink(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Журнал', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Выдать код' })).not.toHaveAttribute('aria-disabled', 'true')

    await page.getByRole('button', { name: 'Пополнить баланс' }).click()
    const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
    // Another amount than the first test's: the same one within 10 minutes would ask «Пополнить ещё раз?».
    await drawer.getByLabel('Сумма').fill('65000')
    await drawer.getByRole('button', { name: 'Пополнить' }).click()
    await expect(notices(page)).toContainText('Баланс пополнен')
    await expect(drawer.getByText(/требует подтверждения/)).toHaveCount(0)
    expect(await balanceOf(request, customer)).toBeCloseTo(before + 65_000, 2)

    await expect(drawer).toBeHidden()
    await page.keyboard.press('Control+k')
    const input = page.getByRole('combobox', { name: 'Команды' })
    await expect(input).toBeFocused()
    await page.keyboard.type('Сменить активную модель')
    await expect(page.getByRole('option', { name: /^Сменить активную модель/ })).toBeVisible()
    await input.fill('Подтвердить пополнение')
    await expect(page.getByRole('option', { name: /^Подтвердить пополнение/ })).toHaveCount(0)
  } finally {
    await switchRoles(true)
  }
})

test('«Подтверждения» and its dialogs have no serious accessibility violations in either theme', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await askForTopUp(request, support, customer, '70000.00')
  await signIn(page, { as: finance, at: '/approvals?status=pending' })
  await expect(page.getByRole('heading', { level: 1, name: 'Подтверждения' })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  const row = page.getByRole('row').filter({ hasText: '70 000,00' }).first()
  await row.getByRole('button', { name: /^Подтвердить/ }).click()
  const approve = page.getByRole('alertdialog', { name: 'Подтвердить пополнение?' })
  await expect(approve).toContainText('Баланс после')
  await expect(approve.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await approve.getByRole('button', { name: 'Отмена' }).click()
  await expect(approve).toBeHidden()

  await row.getByRole('button', { name: /^Отклонить/ }).click()
  const reject = page.getByRole('dialog', { name: 'Отклонить пополнение?' })
  await reject.getByRole('button', { name: 'Отклонить' }).click()
  await expect(reject.getByText('Укажите причину')).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await reject.getByLabel('Причина').fill('Нет оплаты')
  await page.keyboard.press('Enter')
  await expect(notices(page)).toContainText('Пополнение отклонено')
})
