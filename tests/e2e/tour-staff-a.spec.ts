import type { APIRequestContext, Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  finance,
  firstCustomer,
  signIn,
  support,
  test,
  type ListedCustomer,
} from './fixtures'

// Issue 38 as support, finance and admin met it: approvals that fit, decisions told, words, the feed.

const customerPath = (customer: ListedCustomer) => `/v1/admin/users/customers/${customer.customer_uuid}/`

/** A top-up asked for over the API as support: from the threshold (50 000 ₽) on it waits for approval. */
async function askForTopUp(request: APIRequestContext, customer: ListedCustomer, amount: string): Promise<void> {
  const signedIn = await request.post('/v1/admin/auth/signin/', { data: support })
  const { access } = (await signedIn.json()) as { access: string }
  const response = await request.fetch(`${customerPath(customer)}fill_up_balance/`, {
    method: 'PATCH',
    data: { amount, comment: 'Оплата по счёту №1234 от 20.11.2026' },
    headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(response.status()).toBe(202)
}

const approvalRow = (page: Page, amount: string) => page.getByRole('row').filter({ hasText: amount })
const isFocusedRow = (page: Page, amount: string) =>
  approvalRow(page, amount).evaluate((row) => row === document.activeElement && row.tagName === 'TR')

test('«Подтверждения» fits at 1024, 1280 and 1440: the amount, «Подтвердить», «Отклонить» and «Решение» on screen together', async ({
  page,
  request,
}) => {
  const customer = await firstCustomer(request)
  await askForTopUp(request, customer, '71000.00')
  await signIn(page, { as: finance, at: '/approvals?status=pending' })
  const row = approvalRow(page, '71 000,00')
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(row.getByRole('button', { name: /^Подтвердить/ })).toBeInViewport({ ratio: 1 })
    await expect(row.getByRole('button', { name: /^Отклонить/ })).toBeInViewport({ ratio: 1 })
    await expect(row.getByRole('gridcell').nth(1)).toHaveText(/^71\s000,00\s₽$/)
    await expect(row.getByRole('gridcell').nth(1)).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('columnheader', { name: 'Решение' })).toBeInViewport({ ratio: 1 })
    // Nothing to scroll sideways, so no sticky column ever lies over «Сумма».
    const overflow = await page.getByRole('grid', { name: 'Подтверждения' }).evaluate((grid) => {
      const box = grid.closest('[class*="table__root"]') ?? grid.parentElement
      return box ? box.scrollWidth - box.clientWidth : 0
    })
    expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0)
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('a decision is told in its row as text (who, when, why), and focus comes back to the row or the button', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await askForTopUp(request, customer, '72000.00')
  await askForTopUp(request, customer, '73000.00')
  await signIn(page, { as: finance, at: '/approvals' })

  // Cancelled: back on the button that opened the dialog.
  const approve = approvalRow(page, '72 000,00').getByRole('button', { name: /^Подтвердить/ })
  await approve.click()
  await page.getByRole('alertdialog', { name: 'Подтвердить пополнение?' }).getByRole('button', { name: 'Отмена' }).click()
  await expect(approve).toBeFocused()

  // Rejected: the button is gone with the decision, so focus is on its row; the row says who, when and why.
  await approvalRow(page, '72 000,00')
    .getByRole('button', { name: /^Отклонить/ })
    .click()
  const reject = page.getByRole('dialog', { name: 'Отклонить пополнение?' })
  await reject.getByLabel('Причина').fill('Нет оплаты по счёту')
  await page.keyboard.press('Enter')
  await expect(reject).toBeHidden()
  const rejected = approvalRow(page, '72 000,00').getByRole('gridcell').last()
  await expect(rejected).toContainText('Отклонено')
  await expect(rejected).toContainText(/Отклонил\(а\) finance@example\.com \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
  await expect(rejected).toContainText('Причина: Нет оплаты по счёту')
  // Told as text, not in a title (the pointer left over the row may title a cut cell beside it, which is another matter).
  await expect(rejected).not.toHaveAttribute('title')
  await expect(rejected.locator('[title]')).toHaveCount(0)
  await expect.poll(() => isFocusedRow(page, '72 000,00')).toBe(true)

  await approvalRow(page, '73 000,00')
    .getByRole('button', { name: /^Подтвердить/ })
    .click()
  await page.keyboard.press('Enter')
  const approved = approvalRow(page, '73 000,00').getByRole('gridcell').last()
  await expect(approved).toContainText(/Подтвердил\(а\) finance@example\.com \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
  await expect.poll(() => isFocusedRow(page, '73 000,00')).toBe(true)
})

test('a day picked in the calendar gives focus back to the calendar button', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await signIn(page, { at: `/users/${customer.customer_uuid}` })
  const open = page.getByRole('button', { name: 'Открыть календарь' }).first()
  await open.click()
  const calendar = page.locator('[aria-roledescription="календарь"]')
  await expect(calendar).toBeVisible()
  await calendar.locator('[data-part="table-cell-trigger"]:not([data-disabled]):not([data-unavailable])').first().click()
  await expect(calendar).toBeHidden()
  await expect(open).toBeFocused()
})

test('«Лента» and the journal speak Russian: no action codes, no field keys', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await askForTopUp(request, customer, '74000.00')
  await signIn(page, { at: `/users/${customer.customer_uuid}` })
  const feed = page.getByRole('grid', { name: 'Лента' })
  await expect(feed).toContainText('Запрос на пополнение')
  await expect(feed).not.toContainText(/top_up_\w+|в журнале.*top_up/)

  // A note written and its entry in the journal: «Текст: …», never «text: …».
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('n')
  const drawer = page.getByRole('dialog', { name: 'Заметка о пользователе' })
  await drawer.getByRole('textbox', { name: /Текст заметки/ }).fill('Просил перезвонить после обеда')
  await page.keyboard.press('Control+Enter')
  await expect(drawer).toBeHidden()
  await page.goto('/journal')
  const entry = page.getByRole('main').getByText('Текст: Просил перезвонить после обеда')
  await expect(entry.first()).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(/\btext: |top_up_requested|top_up_approved|top_up_rejected/)
})

test('a note’s «Изменить» and «Удалить» fit at 1440 px, and its text has more room than «Кто»', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, { at: `/users/${customer.customer_uuid}?feed=note` })
  await page.getByRole('button', { name: /Написать заметку/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Заметка о пользователе' })
  await drawer
    .getByRole('textbox', { name: /Текст заметки/ })
    .fill('Клиент просит счёт на март; выставить до пятницы и отправить на почту бухгалтерии')
  await page.keyboard.press('Control+Enter')
  await expect(drawer).toBeHidden()
  const feed = page.getByRole('grid', { name: 'Лента' })
  const row = feed.getByRole('row').filter({ hasText: 'Клиент просит счёт на март' })
  const grid = await feed.boundingBox()
  for (const name of ['Изменить', 'Удалить']) {
    const button = await row.getByRole('button', { name }).boundingBox()
    expect(button && grid && button.x + button.width <= grid.x + grid.width + 0.5, `«${name}» inside the table`).toBe(true)
    const cut = await row.getByRole('button', { name }).evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(cut, `«${name}» cut`).toBe(false)
  }
  const width = (header: string) => feed.getByRole('columnheader', { name: header }).evaluate((cell) => cell.getBoundingClientRect().width)
  expect(await width('Что произошло')).toBeGreaterThan(await width('Кто'))
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('support’s top-up: «Отправить на подтверждение» from the threshold on; a credit is «Пополнение сотрудником»', async ({
  page,
  request,
}) => {
  const customer = await firstCustomer(request)
  await signIn(page, { as: support, at: `/users/${customer.customer_uuid}` })
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const drawer = page.getByRole('dialog', { name: 'Пополнить баланс' })
  const amount = drawer.getByRole('textbox', { name: /Сумма/ })
  await amount.fill('60000')
  await expect(drawer.getByRole('button', { name: 'Отправить на подтверждение' })).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Пополнить', exact: true })).toHaveCount(0)
  await amount.fill('321')
  await drawer.getByRole('button', { name: 'Пополнить', exact: true }).click()
  await expect(drawer).toBeHidden()
  const feed = page.getByRole('grid', { name: 'Лента' })
  await expect(feed.getByRole('row').filter({ hasText: '+321,00' })).toContainText('Пополнение сотрудником')
  await expect(page.getByRole('main')).not.toContainText('администратором')
})

test('«Лента»: «Всё» is pressed while every kind shows; `n` is in «?» there; a new one-time code is announced', async ({
  page,
  request,
}) => {
  const customer = await firstCustomer(request)
  await signIn(page, { as: support, at: `/users/${customer.customer_uuid}` })
  const kinds = page.getByRole('group', { name: 'Что показывать в ленте' })
  await expect(kinds.getByRole('button', { name: 'Всё' })).toHaveAttribute('aria-pressed', 'true')
  await kinds.getByRole('button', { name: 'Заметки' }).click()
  await expect(kinds.getByRole('button', { name: 'Всё' })).toHaveAttribute('aria-pressed', 'false')
  await expect(kinds.getByRole('button', { name: 'Заметки' })).toHaveAttribute('aria-pressed', 'true')
  await kinds.getByRole('button', { name: 'Всё' }).click()
  await expect(kinds.getByRole('button', { name: 'Заметки' })).toHaveAttribute('aria-pressed', 'false')
  await expect(page).not.toHaveURL(/feed=/)

  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Shift+?')
  const sheet = page.getByRole('dialog', { name: 'Сочетания клавиш' })
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Написать заметку о пользователе' })).toContainText('N')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await page.goto('/users')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Shift+?')
  await expect(sheet).toBeVisible()
  await expect(sheet).not.toContainText('Написать заметку')
  await page.keyboard.press('Escape')

  await page.goto(`/users/${customer.customer_uuid}`)
  await page.getByRole('button', { name: 'Выдать код' }).click()
  const drawer = page.getByRole('dialog', { name: 'Выдать код' })
  await drawer.getByRole('button', { name: 'Выдать код' }).click()
  await expect(page.locator('[data-announcer=polite]')).toContainText(/Код выдан: (\d ){3,}\d\. Действует до \d{2}\.\d{2}\.\d{4}/)
})
