import type { Page } from '@playwright/test'
import {
  apiCall,
  apiGet,
  customersPath,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  signIn,
  support,
  test,
  type ListedCustomer,
} from './fixtures'

const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Команды' })
const recentGroup = (page: Page) => page.getByRole('group', { name: 'Недавние', exact: true })

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+k')
  await expect(paletteInput(page)).toBeFocused()
}

test('a customer topped up comes back first in «Недавние» and among matches; Enter opens the top-up again; another person sees none of it', async ({
  page,
  request,
}) => {
  const { results } = await apiGet<{ results: ListedCustomer[] }>(request, customersPath, { page_size: 20, ordering: '-email' })
  const customer = results.find((candidate) => candidate.last_name !== '')!
  const name = `${customer.first_name} ${customer.last_name}`
  await signIn(page, { at: '/dashboard' })

  await openPalette(page)
  await page.keyboard.type('Пополнить баланс')
  await expect(page.getByRole('option').first()).toHaveText('Пополнить баланс')
  await page.keyboard.press('Enter')
  await page.keyboard.type(customer.email)
  await expect(page.getByRole('option').first()).toContainText(customer.email)
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await openPalette(page)
  const first = recentGroup(page).getByRole('option').first()
  await expect(first).toContainText(`${name} — Пополнить баланс`)
  await expect(first).toContainText('Пользователь')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`drawer=top-up&customer=${customer.customer_uuid}`))
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  // Among the customers the last name matches, the one acted on comes first.
  await openPalette(page)
  await page.keyboard.type(customer.last_name)
  await expect(page.getByRole('option').first()).toContainText(name)
  await page.keyboard.press('Escape')

  // Another person on this browser sees nothing of it; the first finds it again after signing back in.
  await signIn(page, { as: support, at: '/dashboard' })
  await openPalette(page)
  await expect(page.getByRole('option').first()).toBeVisible()
  await expect(recentGroup(page)).toHaveCount(0)
  await expect(page.getByRole('option', { name: new RegExp(name) })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await signIn(page, { at: '/dashboard' })
  await openPalette(page)
  await expect(recentGroup(page).getByRole('option').first()).toContainText(`${name} — Пополнить баланс`)
  await recentGroup(page).getByRole('option', { name: 'Очистить недавние' }).click()
  await openPalette(page)
  await expect(page.getByRole('option').first()).toBeVisible()
  await expect(recentGroup(page)).toHaveCount(0)
})

test('Shift+↓ six times from row 3 selects 7 requests, «В работе» from the palette changes exactly those, a Shift+click clears a range', async ({
  page,
  request,
}) => {
  const prefix = `Диапазон ${Date.now().toString(36)}`
  const account = await apiCall(request, 'POST', '/v1/admin/client-requests-accounts/create/', {
    name: prefix,
    contact_email: 'range@example.ru',
  })
  for (let index = 1; index <= 10; index += 1) {
    await apiCall(request, 'POST', '/v1/admin/client-requests/create/', {
      client_request_account_uuid: String(account?.client_request_account_uuid),
      title: `${prefix} ${index}`,
    })
  }
  await signIn(page, { at: `/requests?search=${encodeURIComponent(prefix)}` })
  const grid = page.getByRole('grid', { name: 'Запросы клиентов' })
  const rows = grid.locator('tbody tr[data-index]')
  await expect(rows).toHaveCount(10)
  const titleOf = async (index: number) => (await rows.nth(index).textContent())?.match(new RegExp(`${prefix} \\d+`))?.[0]
  const expected = await Promise.all([2, 3, 4, 5, 6, 7, 8].map(titleOf))

  await rows.nth(2).focus()
  for (let press = 0; press < 6; press += 1) await page.keyboard.press('Shift+ArrowDown')
  const bar = page.getByRole('region', { name: 'Выбранные записи' })
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 7')
  await expect(rows.nth(8)).toBeFocused()
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await openPalette(page)
  await page.keyboard.type('в работу')
  await expect(page.getByRole('option').first()).toHaveText('Выбранные: В работе')
  await page.keyboard.press('Enter')
  const question = page.getByRole('alertdialog', { name: 'Изменить статус: 7 запросов?' })
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Изменить статус' }).press('Enter')
  await expect(page.getByRole('region', { name: 'Статус «В работе»' })).toContainText('выполнено 7 из 7')
  const after = await apiGet<{ results: { title: string; status: string }[] }>(request, '/v1/admin/client-requests/', {
    search: prefix,
    page_size: 50,
  })
  const changed = after.results.filter((row) => row.status === 'in_progress').map((row) => row.title)
  expect(changed.sort()).toEqual([...expected].sort())

  // x makes row 1 the anchor, Shift+↓ twice extends to row 3, a Shift+click on row 3 clears the range.
  // The bulk action keeps its selection: Escape on the list clears it.
  await rows.nth(0).focus()
  await page.keyboard.press('Escape')
  await expect(bar).toBeHidden()
  await page.keyboard.press('x')
  await page.keyboard.press('Shift+ArrowDown')
  await page.keyboard.press('Shift+ArrowDown')
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 3')
  await rows
    .nth(2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] })
  await expect(bar).toBeHidden()
  // Escape on the list clears a selection.
  await rows.nth(4).focus()
  await page.keyboard.press('x')
  await expect(bar.getByRole('status')).toHaveText('Выбрано: 1')
  await page.keyboard.press('Escape')
  await expect(bar).toBeHidden()
})
