import type { APIRequestContext, Page } from '@playwright/test'
import { formatMoney } from '../../src/lib/format'
import { apiGet, customersPath, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

interface Operation {
  operation_uuid: string
  customer_uuid: string
  customer_email: string
  amount: string
  balance_after: string
  created_at: string
}

interface Item {
  kind: string
  title: string
  text: string | null
}

/** A customer with several operations (the newest operation's), and all their operations, newest first. */
async function customerWithOperations(request: APIRequestContext, skip = 0) {
  const newest = await apiGet<{ results: Operation[] }>(request, '/v1/admin/finances/operations/', { page_size: 50 })
  const uuids = [...new Set(newest.results.map((operation) => operation.customer_uuid))]
  const uuid = uuids[skip]
  if (!uuid) throw new Error('The seed has too few operations')
  const all = await apiGet<{ results: Operation[] }>(request, '/v1/admin/finances/operations/', {
    customer_uuid: uuid,
    ordering: '-created_at',
    page_size: 500,
  })
  const [first] = all.results
  if (!first) throw new Error('no operations')
  return { uuid, email: first.customer_email, operations: all.results }
}

const feed = (page: Page) => page.getByRole('grid', { name: 'Лента' })
const feedRows = (page: Page) => feed(page).locator('tbody tr[data-index]')

test('«Лента»: days, kinds in the address, j/k/Enter, a note written by keyboard kept through a reload; axe in both themes', async ({
  page,
  request,
}) => {
  const customer = await customerWithOperations(request)
  await signIn(page, { at: `/users/${customer.uuid}` })
  await expect(feedRows(page).first()).toBeVisible()
  // grouped by day, дд.мм.гггг
  await expect(feed(page).locator('th[scope="colgroup"]').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)

  await page.getByRole('group', { name: 'Что показывать в ленте' }).getByRole('button', { name: 'Заметки' }).click()
  await page.getByRole('group', { name: 'Что показывать в ленте' }).getByRole('button', { name: 'Операции' }).click()
  await expect(page).toHaveURL(/[?&]feed=operation%2Cnote(&|$)/)
  await expect(page.getByRole('button', { name: 'Операции', pressed: true })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // n opens the note field; what is typed survives a reload; Ctrl+Enter saves
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('n')
  const drawer = page.getByRole('dialog', { name: 'Заметка о пользователе' })
  await expect(drawer.getByRole('textbox', { name: /Текст заметки/ })).toBeVisible()
  await drawer.getByRole('textbox', { name: /Текст заметки/ }).focus()
  await page.keyboard.type('Звонил: пропали деньги')
  await page.reload()
  await expect(drawer.getByRole('textbox', { name: /Текст заметки/ })).toHaveValue('Звонил: пропали деньги')
  await drawer.getByRole('textbox', { name: /Текст заметки/ }).focus()
  await page.keyboard.press('Control+Enter')
  await expect(drawer).toBeHidden()
  const noteRow = feedRows(page).filter({ hasText: 'Звонил: пропали деньги' })
  await expect(noteRow).toBeVisible()
  await expect(noteRow.getByRole('button', { name: 'Изменить' })).toBeVisible()
  const saved = await apiGet<{ results: Item[] }>(request, `${customersPath}${customer.uuid}/timeline/`, { kind: 'note' })
  expect(saved.results.map((item) => item.text)).toContain('Звонил: пропали деньги')

  // j/k move through the items, Enter opens the item's record
  await noteRow.focus()
  await page.keyboard.press('j')
  await expect(feedRows(page).nth(1)).toBeFocused()
  await page.keyboard.press('k')
  await expect(noteRow).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/journal\?target=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Журнал')
})

test('«Заметка о пользователе…» from Ctrl+K on any screen: a customer picked, a note written, in the API', async ({ page, request }) => {
  const customer = await customerWithOperations(request, 1)
  await signIn(page, { at: '/dashboard' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Команды' })).toBeFocused()
  await page.keyboard.type('Заметка о пользователе')
  await expect(page.getByRole('option').first()).toHaveText('Заметка о пользователе…')
  await page.keyboard.press('Enter')
  await page.keyboard.type(customer.email)
  await expect(page.getByRole('option').first()).toContainText(customer.email)
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Заметка о пользователе' })
  await expect(drawer).toContainText(customer.email)
  await drawer.getByRole('textbox', { name: /Текст заметки/ }).focus()
  await page.keyboard.type('Обещали перезвонить')
  await page.keyboard.press('Control+Enter')
  await expect(drawer).toBeHidden()
  await expect
    .poll(async () =>
      (await apiGet<{ results: Item[] }>(request, `${customersPath}${customer.uuid}/timeline/`, { kind: 'note' })).results.map(
        (item) => item.text,
      ),
    )
    .toContain('Обещали перезвонить')
})

/** The browser's zone is Moscow's (playwright.config): a day there is UTC+3. */
const moscowDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3600 * 1000).toISOString().slice(0, 10)

test('«Баланс на дату» is the balance after the day’s last operation, as the API lists them', async ({ page, request }) => {
  const customer = await customerWithOperations(request, 2)
  const older = customer.operations.at(Math.min(3, customer.operations.length - 1))
  if (!older) throw new Error('no operation')
  const day = moscowDay(older.created_at)
  const expected = customer.operations.find((operation) => moscowDay(operation.created_at) <= day)
  if (!expected) throw new Error('no operation by then')
  await signIn(page, { at: `/users/${customer.uuid}` })
  const field = page.getByRole('textbox', { name: 'День' })
  await field.fill(day.split('-').reverse().join('.'))
  await field.press('Enter')
  const answer = page.locator('[data-balance-on-day]')
  await expect(answer).toContainText(`Баланс на конец дня: ${formatMoney(expected.balance_after)}`)
  await expect(answer).toContainText(formatMoney(expected.amount, { signed: true }))
})

test('a backend without the timeline (404): the feed from operations, referrals and the journal, and no notes', async ({
  page,
  request,
  testControls,
}) => {
  const customer = await customerWithOperations(request, 3)
  await testControls.addFault({ method: 'GET', path: `${customersPath}${customer.uuid}/timeline/`, status: 404 })
  try {
    await signIn(page, { at: `/users/${customer.uuid}?feed=operation` })
    await expect(page.getByText('Заметки недоступны: сервер их не поддерживает')).toBeVisible()
    await expect(page.getByRole('button', { name: /Написать заметку/ })).toHaveCount(0)
    const [newest] = customer.operations
    if (!newest) throw new Error('no operation')
    await expect(feedRows(page).first()).toContainText(formatMoney(newest.amount, { signed: true }))
    await expect(feedRows(page).first()).toContainText(formatMoney(newest.balance_after))
    await expect(feedRows(page)).toHaveCount(Math.min(25, customer.operations.length))
  } finally {
    await testControls.clearFaults()
  }
})
