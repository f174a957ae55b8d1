import type { APIRequestContext, Page } from '@playwright/test'
import {
  customerScreen,
  customersPath,
  demoCredentials,
  expect,
  expectNoSeriousA11yViolations,
  notices,
  signIn,
  test,
  type ListedCustomer,
} from './fixtures'

const modelsPath = '/v1/admin/heatmap-models/'

interface ApiCustomer extends ListedCustomer {
  balance: string
}

interface ApiModel {
  heatmap_model_uuid: string
  name: string
  version: string
  is_active: boolean
}

/** The API itself, signed in over HTTP: how the tests check what a flow did. */
async function api(request: APIRequestContext) {
  // Signed in anew for each call: the e2e server's access tokens live 20 s, less than a slow test takes.
  const authorized = async () => {
    const signInResponse = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
    const { access } = (await signInResponse.json()) as { access: string }
    return { Authorization: `Bearer ${access}` }
  }
  return {
    async customer(index: number): Promise<ApiCustomer> {
      const list = await request.get(customersPath, { params: { page_size: 20, ordering: 'email' }, headers: await authorized() })
      const found = ((await list.json()) as { results: ApiCustomer[] }).results[index]
      if (!found) throw new Error('Too few seeded customers')
      return found
    },
    async balance(uuid: string): Promise<string> {
      const detail = await request.get(`${customersPath}${uuid}/`, { headers: await authorized() })
      return ((await detail.json()) as ApiCustomer).balance
    },
    async models(): Promise<ApiModel[]> {
      const list = await request.get(modelsPath, { headers: await authorized() })
      return ((await list.json()) as { results: ApiModel[] }).results
    },
  }
}

const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Команды' })

/** From the dashboard: Ctrl+K, the action typed and chosen with Enter. */
async function startAction(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+k')
  await expect(paletteInput(page)).toBeFocused()
  await page.keyboard.type(label)
  await expect(page.getByRole('option').first()).toHaveText(label)
  await page.keyboard.press('Enter')
  await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
}

/** On a picker page: the customer's e-mail typed, their row chosen with Enter. */
async function pickCustomer(page: Page, email: string): Promise<void> {
  await page.keyboard.type(email)
  await expect(page.getByRole('option').first()).toContainText(email)
  await page.keyboard.press('Enter')
}

async function openDashboard(page: Page): Promise<void> {
  await signIn(page, { at: '/dashboard' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')
}

test('«Пополнить баланс» from Ctrl+K: the picker, the amount focused, the balance changed in the API', async ({ page, request }) => {
  const server = await api(request)
  const customer = await server.customer(3)
  const before = Number(await server.balance(customer.customer_uuid))
  await openDashboard(page)
  await startAction(page, 'Пополнить баланс')
  await expectNoSeriousA11yViolations(page)
  await pickCustomer(page, customer.email)
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?drawer=top-up&customer=${customer.customer_uuid}$`))
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await expect(drawer.getByRole('textbox', { name: /Сумма/ })).toBeFocused()
  await page.keyboard.type('123,45')
  await page.keyboard.press('Enter')
  await expect(drawer).toBeHidden()
  await expect.poll(async () => Number(await server.balance(customer.customer_uuid))).toBeCloseTo(before + 123.45, 2)
})

test('«Выдать одноразовый код» from Ctrl+K: the picker, then a code issued by the API', async ({ page, request }) => {
  const customer = await (await api(request)).customer(4)
  await openDashboard(page)
  await startAction(page, 'Выдать одноразовый код')
  await pickCustomer(page, customer.email)
  const drawer = page.getByRole('dialog', { name: 'Выдать код' })
  await expect(drawer).toBeVisible()
  const issued = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`${customer.customer_uuid}/issue-otp/`),
  )
  await drawer.getByRole('button', { name: 'Выдать код' }).focus()
  await page.keyboard.press('Enter')
  const response = await issued
  expect(response.status()).toBeLessThan(300)
  const { code } = (await response.json()) as { code: string }
  await expect(drawer).toContainText(code)
})

test('«Найти пользователя» from Ctrl+K opens the customer; focus returns where it was when the palette closes', async ({
  page,
  request,
}) => {
  const customer = await (await api(request)).customer(5)
  await openDashboard(page)
  const button = page.getByRole('button', { name: 'Сменить модель' })
  await button.focus()
  await page.keyboard.press('Control+k')
  await expect(paletteInput(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()

  await startAction(page, 'Найти пользователя')
  await expectNoSeriousA11yViolations(page)
  await pickCustomer(page, customer.email)
  await expect(page).toHaveURL(new RegExp(`/users/${customer.customer_uuid}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customerScreen(customer).heading)
})

test('«Сменить активную модель» from Ctrl+K: a confirmation page, then the model active in the API and on the dashboard', async ({
  page,
  request,
}) => {
  const server = await api(request)
  const target = (await server.models()).find((model) => !model.is_active)
  if (!target) throw new Error('No inactive model seeded')
  await openDashboard(page)
  await startAction(page, 'Сменить активную модель')
  await expect(page.getByRole('option').filter({ hasText: 'активна' })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.type(target.version)
  await expect(page.getByRole('option').first()).toContainText(`${target.name} ${target.version}`)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option')).toHaveText([/Сделать активной/])
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Enter')
  await expect(notices(page).getByText(`Активная модель: ${target.name} ${target.version}`)).toBeVisible()
  await expect
    .poll(async () => (await server.models()).find((model) => model.is_active)?.heatmap_model_uuid)
    .toBe(target.heatmap_model_uuid)
  await expect(page.locator('section').filter({ hasText: 'Активная модель' }).first()).toContainText(`версия ${target.version}`)
})

test('«Скачать отчёт eLama» from Ctrl+K: the month page puts the report drawer in the URL', async ({ page }) => {
  const now = new Date()
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1)
  const month = `${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}`
  await openDashboard(page)
  await startAction(page, 'Скачать отчёт eLama')
  await expect(page.getByRole('option')).toHaveCount(24)
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.type(month)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?drawer=report&month=${month}$`))
})

test('the heatmap-model drawer from the dashboard: models with metrics, a confirmation, axe clean, focus back on close', async ({
  page,
}) => {
  await openDashboard(page)
  const button = page.getByRole('button', { name: 'Сменить модель' })
  await button.click()
  const drawer = page.getByRole('dialog', { name: 'Модели тепловых карт' })
  await expect(drawer.getByText(/AUC/).first()).toBeVisible()
  await expect(drawer.getByText('активна', { exact: true })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)
  await drawer
    .getByRole('button', { name: /^Сделать активной: / })
    .first()
    .click()
  await expect(drawer.getByRole('region', { name: /^Сделать активной модель / })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await drawer.getByRole('button', { name: 'Отмена' }).click()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(button).toBeFocused()
})

test('a customer search under way is said below the rows already found, which stay where they are and take a click', async ({
  page,
  testControls,
}) => {
  await signIn(page, { at: '/benchmarks' })
  // The palette's customer search never answers: «Поиск…» stays for as long as the test looks.
  await testControls.addFault({ method: 'GET', path: customersPath, hang: true })
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Команды' })).toBeFocused()
  await page.keyboard.type('Статистика: финансовые')

  const palette = page.getByRole('dialog', { name: 'Команды' })
  const option = palette.getByRole('option', { name: /Статистика: финансовые операции/ })
  const searching = palette.getByText('Поиск…')
  await expect(searching).toBeVisible()
  const [optionBox, searchingBox] = [await option.boundingBox(), await searching.boundingBox()]
  expect(optionBox?.y ?? Infinity).toBeLessThan(searchingBox?.y ?? -Infinity)

  await option.click()
  await expect(page).toHaveURL(/\/stats#chart-finance$/)
})
