import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiGet,
  customersPath,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  finance,
  firstCustomer,
  notices,
  signIn,
  support,
  test,
  type ListedCustomer,
} from './fixtures'

// Issue 38, items 10, 15, 19, 20 and 21: what support, finance and admin met with keys and names.

/** A top-up from the threshold on, asked for by support: it waits for approval and counts in the sidebar. */
async function askForApproval(request: APIRequestContext, customer: ListedCustomer): Promise<void> {
  const signedIn = await request.post('/v1/admin/auth/signin/', { data: support })
  const { access } = (await signedIn.json()) as { access: string }
  const response = await request.fetch(`${customersPath}${customer.customer_uuid}/fill_up_balance/`, {
    method: 'PATCH',
    data: { amount: '51000.00', comment: 'Оплата по счёту' },
    headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(response.status()).toBe(202)
}

const sheetOf = (page: Page) => page.getByRole('dialog', { name: 'Сочетания клавиш' })
const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Команды' })

test('item 10: `g j` as support says why the journal does not open, and the «?» sheet marks it unavailable', async ({ page }) => {
  await signIn(page, { as: support, at: '/users' })
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()

  await page.keyboard.press('g')
  await page.keyboard.press('j')
  await expect(notices(page)).toContainText('Недостаточно прав')
  await expect(notices(page)).toContainText('Раздел «Журнал» недоступен для роли «Поддержка»')
  await expect(page).toHaveURL(/\/users$/)

  await page.keyboard.press('?')
  const jump = sheetOf(page).getByRole('listitem').filter({ hasText: 'Перейти: Журнал' })
  await expect(jump).toContainText('Недоступно для роли «Поддержка»')
  // A section the role may open is listed as before.
  await expect(sheetOf(page).getByRole('listitem').filter({ hasText: 'Перейти: Пользователи' })).not.toContainText('Недоступно')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Escape')
  await expect(sheetOf(page)).toBeHidden()

  // The palette still offers only what the role may do.
  await page.keyboard.press('Control+k')
  await paletteInput(page).fill('Перейти: Журнал')
  await expect(page.getByRole('option', { name: /^Перейти: Журнал/ })).toHaveCount(0)
})

test('item 15: a customer’s actions keep their order whatever is typed, and the list is named in Russian', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await signIn(page, { at: '/dashboard' })
  await page.keyboard.press('Control+k')
  const list = page.getByRole('listbox', { name: 'Варианты' })
  await expect(list).toBeVisible()

  const actionsFor = async (query: string): Promise<string[]> => {
    await paletteInput(page).fill(query)
    // The customer's own actions (not the offer to run the text as a list's query, «Найти: …»).
    const options = list
      .getByRole('option')
      .filter({ hasText: customer.email })
      .filter({ hasNotText: /^Найти: / })
    await expect(options).toHaveCount(3)
    return (await options.allTextContents()).map((text) => text.split(':')[0] ?? '')
  }
  const byName = await actionsFor(customer.last_name)
  expect(byName).toEqual(['Открыть', 'Пополнить баланс', 'Выдать код'])
  expect(await actionsFor(customer.email)).toEqual(byName)
  expect(await actionsFor(`${customer.first_name} ${customer.last_name}`)).toEqual(byName)

  // ↓ from the input highlights the same action for either query.
  await paletteInput(page).fill(customer.email)
  await expect(list.getByRole('option', { selected: true })).toContainText('Открыть')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('item 19: `?`, Escape and Ctrl+K in quick succession leave no sheet behind, and Escape still closes it after', async ({ page }) => {
  await signIn(page, { at: '/users' })
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()

  // The sheet on screen, then Escape and the palette's first Ctrl+K while the sheet is still fading out.
  await page.keyboard.press('?')
  await expect(sheetOf(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Control+k')
  await expect(paletteInput(page)).toBeFocused()
  await expect(sheetOf(page)).toHaveCount(0)
  await expect(page.locator('[data-shortcut-sheet]')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(paletteInput(page)).toBeHidden()

  await page.keyboard.press('?')
  await expect(sheetOf(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheetOf(page)).toHaveCount(0)
})

test('item 20: the sidebar count’s name begins with what it shows, «Подтверждения 2 (ждут решения)»', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await askForApproval(request, customer)
  const pending = (await apiGet<{ count: number }>(request, '/v1/admin/approvals/', { status: 'pending' })).count
  await signIn(page, { as: finance, at: '/dashboard' })
  const link = page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: /^Подтверждения/ })
  // What a person sees: the title, then the count in its badge.
  const visible = `Подтверждения ${pending}`
  await expect(link).toHaveText(visible)
  await expect(link.getByText(String(pending), { exact: true })).toBeVisible()
  await expect(link).toHaveAccessibleName(new RegExp(`^${visible} \\((ждёт|ждут) решения\\)$`))

  // axe's rule of WCAG 2.5.3 is experimental: run on its own.
  const results = await new AxeBuilder({ page }).include('nav[aria-label="Разделы"]').withRules(['label-content-name-mismatch']).analyze()
  expect(results.violations).toEqual([])
  expect(results.passes.map((rule) => rule.id)).toContain('label-content-name-mismatch')
})

test('item 21: `j` pressed from nowhere on a customer’s page lands in «Лента», not «Последние операции»', async ({ page, request }) => {
  // A customer with operations: both tables have rows, «Последние операции» first on the page.
  const newest = await apiGet<{ results: { customer_uuid: string }[] }>(request, '/v1/admin/finances/operations/', { page_size: 1 })
  const uuid = newest.results[0]?.customer_uuid
  if (uuid === undefined) throw new Error('The seed has no operations')
  await signIn(page, { at: `/users/${uuid}` })
  const feed = page.getByRole('grid', { name: 'Лента' })
  await expect(feed.locator('tbody tr[data-index]').first()).toBeVisible()
  await expect(page.getByRole('grid', { name: 'Последние операции' }).locator('tbody tr[data-index]').first()).toBeVisible()
  await page.locator('main h1').click()

  await page.keyboard.press('j')
  await expect(feed.locator('tbody tr[data-index="0"]')).toBeFocused()
})
