import type { APIRequestContext, Page } from '@playwright/test'
import { apiGet, expect, expectNoSeriousA11yViolationsInLightAndDark, firstCustomer, signIn, tabTo, test } from './fixtures'

interface RequestJson {
  client_request_uuid: string
  title: string
  status: string
}

const requestsPath = '/v1/admin/client-requests/'

/** A seeded request still «Новый», whose title no other request shares. */
async function newRequest(request: APIRequestContext): Promise<RequestJson> {
  const page = await apiGet<{ results: RequestJson[] }>(request, requestsPath, { status: 'new', page_size: 100 })
  const found = page.results.find((candidate) => page.results.filter((other) => other.title === candidate.title).length === 1)
  if (!found) throw new Error('No seeded request is new')
  return found
}

const statusChange = 'Статус: Новый → В работе'

/** Moves a request from «Новый» to «В работе» in its drawer, saving with Ctrl+Enter from the status select. */
async function startWork(page: Page, clientRequest: RequestJson): Promise<void> {
  await page.goto(`/requests?drawer=client-request&client-request=${clientRequest.client_request_uuid}`)
  const drawer = page.getByRole('dialog', { name: `Запрос «${clientRequest.title}»` })
  const status = drawer.getByRole('combobox', { name: /^Статус/ })
  await status.click()
  await page.getByRole('option', { name: 'В работе' }).click()
  await expect(status).toBeFocused()
  await page.keyboard.press('Control+Enter')
  await expect(drawer).toBeHidden()
}

test('a status change reads in Russian in the record history, the journal (found by its search) and recent actions; axe clean', async ({
  page,
  request,
}) => {
  const clientRequest = await newRequest(request)
  await signIn(page)
  await startWork(page, clientRequest)

  // The record's history.
  await page.goto(`/requests?drawer=client-request&client-request=${clientRequest.client_request_uuid}`)
  const history = page.getByRole('list', { name: 'История' })
  await expect(history.getByRole('listitem').first()).toContainText(statusChange)
  await expect(history).not.toContainText('in_progress')

  // The journal, found by the record's title through its search, which `/` reaches.
  await page.goto('/journal')
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible()
  await page.locator('main').click({ position: { x: 2, y: 2 } })
  await page.keyboard.press('/')
  const search = page.getByRole('searchbox', { name: 'Поиск' })
  await expect(search).toBeFocused()
  await page.keyboard.type(clientRequest.title)
  await expect(page).toHaveURL(/[?&]q=/)
  const rows = page.getByRole('grid', { name: 'Журнал' }).locator('tbody tr[data-index]')
  await expect(rows.first()).toContainText(statusChange)
  await expect(rows.first()).toContainText(clientRequest.title)
  // Waited for as a whole: the newest entry leads the list before the search too, and a list of rows
  // taken then may meet the shorter, searched one.
  await expect(rows.filter({ hasNotText: clientRequest.title })).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // The dashboard's recent actions.
  await page.goto('/dashboard')
  await expect(page.getByRole('list', { name: 'Последние действия' }).getByRole('listitem').first()).toContainText(statusChange)
})

test('a top-up says the amount and the balance after, a code its expiry; model metrics explain themselves; one month form', async ({
  page,
  request,
}) => {
  const customer = await firstCustomer(request)
  await signIn(page, { at: `/users/${customer.customer_uuid}?drawer=top-up&customer=${customer.customer_uuid}` })
  const topUp = page.getByRole('dialog', { name: 'Пополнить баланс' })
  const amount = topUp.getByRole('textbox', { name: /Сумма/ })
  // A placeholder reads as an example, and an empty required field is not marked invalid.
  await expect(amount).toHaveAttribute('placeholder', 'например, 1 500')
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true')
  await amount.fill('150')
  await page.keyboard.press('Control+Enter')
  await expect(topUp).toBeHidden()
  await page.goto(`/users/${customer.customer_uuid}?drawer=issue-otp&customer=${customer.customer_uuid}`)
  const code = page.getByRole('dialog', { name: 'Выдать код' })
  await code.getByRole('button', { name: 'Выдать код' }).click()
  await code.getByRole('button', { name: 'Готово' }).click()
  await expect(code).toBeHidden()

  // The entries, each holding a list of its own lines.
  const history = page.getByRole('list', { name: 'История' })
  const entries = history.locator(':scope > li')
  await expect(entries.first()).toContainText(/Код действует до \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
  await expect(entries.nth(1)).toContainText(/Зачислено 150,00\s₽, баланс стал [\d\s\u00a0]+,\d{2}\s₽/)
  await expect(history).not.toContainText('Сумма: —')

  await page.goto('/dashboard')
  const model = page.locator('section', { has: page.getByRole('heading', { name: 'Активная модель' }) })
  const auc = model.getByText('AUC', { exact: true })
  await tabTo(page, auc)
  // The tooltip that closes may still be fading out beside the one that opens: each is found by its words.
  await expect(page.getByRole('tooltip').filter({ hasText: 'ROC-кривой' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tooltip').filter({ hasText: 'значимость' })).toBeVisible()
  await expect(model.locator('dd').first()).toHaveText(/^\d,\d{3}$/)
  await expect(page.getByRole('link', { name: /^Открыть отчёт за [а-я]+ \d{4}$/ })).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // The list of models names its metrics the same way, with the same precision.
  await page.getByRole('button', { name: 'Сменить модель' }).click()
  const models = page.getByRole('dialog', { name: 'Модели тепловых карт' })
  await expect(models.getByText('NSS', { exact: true }).first()).toBeVisible()
  for (const value of await models.locator('dd').allTextContents()) expect(value).toMatch(/^\d,\d{3}$/)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})
