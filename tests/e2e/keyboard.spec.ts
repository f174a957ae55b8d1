import { apiGet, demoCredentials, expect, firstCustomerUuid, signIn, test } from './fixtures'

interface ApiModel {
  heatmap_model_uuid: string
  name: string
  version: string
  is_active: boolean
}

test('a palette confirmation acts on the very first Enter, pressed at once after the page opens', async ({ page, request }) => {
  const models = (await apiGet<{ results: ApiModel[] }>(request, '/v1/admin/heatmap-models/')).results
  const target = models.find((model) => !model.is_active)
  if (!target) throw new Error('No inactive model seeded')
  await signIn(page, { at: '/dashboard' })
  await expect(page.getByRole('heading', { level: 1, name: 'Дэшбоард' })).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Команды' })).toBeFocused()
  await page.keyboard.type('Сменить активную модель')
  await expect(page.getByRole('option').first()).toHaveText('Сменить активную модель')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option').filter({ hasText: 'активна' })).toHaveCount(1)
  await page.keyboard.type(target.version)
  await expect(page.getByRole('option').first()).toContainText(`${target.name} ${target.version}`)
  // The pick and the confirmation in one go: no wait between the two Enters.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Команды' })).toBeHidden()
  await expect
    .poll(
      async () =>
        (await apiGet<{ results: ApiModel[] }>(request, '/v1/admin/heatmap-models/')).results.find((model) => model.is_active)
          ?.heatmap_model_uuid,
    )
    .toBe(target.heatmap_model_uuid)
})

test('a palette page shows its first row highlighted as it appears', async ({ page }) => {
  await signIn(page)
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Команды' })).toBeFocused()
  await page.keyboard.type('Сменить активную модель')
  await expect(page.getByRole('option').first()).toHaveText('Сменить активную модель')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
})

test('the one-time-code drawer opens with focus on «Выдать код», a form drawer on its first field', async ({ page, request }) => {
  const uuid = await firstCustomerUuid(request)
  await signIn(page, { at: `/users/${uuid}?drawer=issue-otp&customer=${uuid}` })
  await expect(page.getByRole('dialog', { name: 'Выдать код' }).getByRole('button', { name: 'Выдать код' })).toBeFocused()
  await page.goto(`/users/${uuid}?drawer=top-up&customer=${uuid}`)
  await expect(page.getByRole('dialog', { name: 'Пополнить баланс' }).getByRole('textbox', { name: /Сумма/ })).toBeFocused()
})

test('on a list: / focuses the search, ↓ the first row, Enter opens it, Escape in the rows returns to the search', async ({ page }) => {
  await signIn(page, { at: '/benchmarks' })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const search = page.getByRole('searchbox', { name: 'Поиск' })
  await page.keyboard.press('/')
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('')
  await page.keyboard.press('ArrowDown')
  const firstRow = page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr[data-index="0"]')
  await expect(firstRow).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr[data-index="1"]')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(search).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: /^Норма «/ })).toBeVisible()
  await expect(page).toHaveURL(/drawer=benchmark&benchmark=/)

  // The same keys on the users list, a list of another kind.
  await page.goto('/users')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/)
})

test('the ? sheet lists the list keys', async ({ page }) => {
  await signIn(page)
  await page.keyboard.press('?')
  const sheet = page.getByRole('dialog', { name: 'Сочетания клавиш' })
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Поиск по списку' })).toContainText('/')
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Из строк обратно к поиску' })).toBeVisible()
})

test('rows are real links: the href is the record, Ctrl+click opens a new tab, a plain click opens in place', async ({ page, context }) => {
  await signIn(page, { at: '/benchmarks' })
  const firstRow = page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr[data-index="0"]')
  const link = firstRow.getByRole('link')
  await expect(link).toHaveAttribute('href', /^\/benchmarks\?drawer=benchmark&benchmark=[0-9a-f-]{36}$/)
  const opened = context.waitForEvent('page')
  await link.click({ modifiers: ['Control'] })
  const tab = await opened
  await tab.waitForLoadState()
  await expect(tab.getByRole('dialog', { name: /^Норма «/ })).toBeVisible()
  await tab.close()
  await expect(page).toHaveURL(/\/benchmarks$/)
  await link.click()
  await expect(page.getByRole('dialog', { name: /^Норма «/ })).toBeVisible()

  await page.goto('/users')
  const userLink = page.getByRole('grid', { name: 'Пользователи' }).locator('tbody tr[data-index="0"]').getByRole('link')
  await expect(userLink).toHaveAttribute('href', /^\/users\/[0-9a-f-]{36}$/)
  const href = await userLink.getAttribute('href')
  await userLink.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('sign-in returns to the address asked for, query included; only to a path of this console', async ({ page }) => {
  await page.goto('/benchmarks?search=Баннер&page_size=50')
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await page.getByLabel('Электронная почта').fill(demoCredentials.email)
  await page.getByLabel('Пароль').fill(demoCredentials.password)
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page).toHaveURL(/\/benchmarks\?search=%D0%91%D0%B0%D0%BD%D0%BD%D0%B5%D1%80&page_size=50$/)
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Баннер')

  for (const next of ['https://example.com/users', '//example.com/users', 'javascript:alert(1)', '/\\example.com']) {
    await page.evaluate(() => localStorage.clear())
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`)
    await page.getByLabel('Электронная почта').fill(demoCredentials.email)
    await page.getByLabel('Пароль').fill(demoCredentials.password)
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()
    await expect(page).toHaveURL(/\/users$/)
  }
})

test('a signed-in visitor sent to sign-in with a return address goes there', async ({ page, request }) => {
  const uuid = await firstCustomerUuid(request)
  await signIn(page)
  await page.goto(`/sign-in?next=${encodeURIComponent(`/users/${uuid}?from=link`)}`)
  await expect(page).toHaveURL(new RegExp(`/users/${uuid}\\?from=link$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
