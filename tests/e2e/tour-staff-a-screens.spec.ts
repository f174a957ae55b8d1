import type { APIRequestContext } from '@playwright/test'
import {
  apiGet,
  demoCredentials as demoAdmin,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  finance,
  firstCustomer,
  notices,
  signIn,
  support,
  test,
  type Credentials,
} from './fixtures'

// Issue 38, the rest of what support, finance and admin met: the dashboard by role, time to read a
// notice, values cut at 1280 px, files named by their period and downloads in the journal.

interface JournalEntry {
  actor_email: string
  action: string
  target_label: string
  changes: Record<string, [unknown, unknown]>
}

async function tokenOf(request: APIRequestContext, who: Credentials): Promise<string> {
  const response = await request.post('/v1/admin/auth/signin/', { data: who })
  return ((await response.json()) as { access: string }).access
}

test('the dashboard offers «Весь журнал» only to a role that may read it; «Сменить модель» says why it is unavailable', async ({
  page,
  browser,
}) => {
  await signIn(page, { as: support, at: '/dashboard' })
  const switchModel = page.getByRole('button', { name: 'Сменить модель' })
  await expect(switchModel).toHaveAttribute('aria-disabled', 'true')
  await expect(switchModel).toHaveAccessibleDescription('Недоступно для роли «Поддержка»')
  await expect(page.getByRole('link', { name: 'Весь журнал' })).toHaveCount(0)
  await switchModel.click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  const financeContext = await browser.newContext()
  try {
    const financePage = await financeContext.newPage()
    await signIn(financePage, { as: finance, at: '/dashboard' })
    await expect(financePage.getByRole('button', { name: 'Сменить модель' })).toHaveAccessibleDescription('Недоступно для роли «Финансы»')
    await expect(financePage.getByRole('link', { name: 'Весь журнал' })).toBeVisible()
  } finally {
    await financeContext.close()
  }
})

test('a notice stays at least 6 s, and while the pointer is on it', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  await signIn(page, { at: `/users/${customer.customer_uuid}` })
  const writeNote = async (text: string) => {
    await page.getByRole('button', { name: /Написать заметку/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Заметка о пользователе' })
    await drawer.getByRole('textbox', { name: /Текст заметки/ }).fill(text)
    await page.keyboard.press('Control+Enter')
    await expect(drawer).toBeHidden()
  }
  const toast = notices(page).getByRole('status').filter({ hasText: 'Заметка сохранена' })
  // Timed by the page's own clock, from the notice's first frame on: a busy machine may look late.
  await page.evaluate(() => {
    const times: { shown?: number; gone?: number } = {}
    Object.assign(window, { noticeTimes: times })
    const saved = () =>
      [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes('Заметка сохранена'))
    new MutationObserver(() => {
      const now = performance.now()
      if (times.shown === undefined && saved()) times.shown = now
      else if (times.shown !== undefined && times.gone === undefined && !saved()) times.gone = now
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await writeNote('Проверка времени уведомления')
  await expect(toast).toBeVisible()
  await expect(toast).toBeHidden({ timeout: 20_000 })
  const { shown = 0, gone = 0 } = await page.evaluate(
    () => (window as unknown as { noticeTimes: { shown?: number; gone?: number } }).noticeTimes,
  )
  // It left after two seconds before.
  expect(gone - shown).toBeGreaterThanOrEqual(6_000)

  // While the pointer is on it, it stays past its time.
  await writeNote('Вторая заметка')
  await toast.hover()
  await page.waitForTimeout(7_000)
  await expect(toast).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(toast).toBeHidden({ timeout: 15_000 })
})

test('at 1280 px: the undo-time select shows «5 секунд» whole, the dashboard’s money is not cut, a chart’s tooltip stays inside', async ({
  page,
  request,
}) => {
  // The widest row «Последние операции» shows: a large staff top-up, approved.
  const customer = await firstCustomer(request)
  const topUp = await request.fetch(`/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`, {
    method: 'PATCH',
    data: { amount: '75000.00', comment: 'Крупная оплата' },
    headers: { Authorization: `Bearer ${await tokenOf(request, demoAdmin)}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(topUp.status()).toBe(202)
  const { approval_uuid } = (await topUp.json()) as { approval_uuid: string }
  const approved = await request.post(`/v1/admin/approvals/${approval_uuid}/approve/`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, finance)}` },
  })
  expect(approved.status()).toBe(200)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, { at: '/dashboard' })
  const select = page.getByRole('combobox', { name: 'Время на отмену' })
  await expect(select).toHaveValue('5000')
  const [shown, natural] = await select.evaluate((element: HTMLSelectElement) => {
    const width = element.getBoundingClientRect().width
    const probe = element.cloneNode(true) as HTMLSelectElement
    probe.style.cssText = 'position:absolute;visibility:hidden;width:max-content;flex:none'
    document.body.append(probe)
    const wanted = probe.getBoundingClientRect().width
    probe.remove()
    return [width, wanted]
  })
  expect(shown).toBeGreaterThanOrEqual(natural - 0.5)

  const latest = page.getByRole('grid', { name: 'Последние операции' })
  await expect(latest).toContainText('+75 000,00')
  const cutMoney = await page
    .getByRole('main')
    .locator('td[data-fit], dd')
    .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent))
  expect(cutMoney).toEqual([])
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // A chart of five series has a wide tooltip: just left of the middle and at the right edge, it stays inside.
  await page.goto('/stats')
  const chart = page.getByRole('region', { name: 'Финансовые операции по типам' })
  const host = chart.locator('[data-drawn-points]')
  await expect(host).toHaveAttribute('data-drawn-points', /\d+/)
  await chart.locator('.u-over').scrollIntoViewIfNeeded()
  const box = await chart.locator('.u-over').boundingBox()
  if (!box) throw new Error('no plot')
  const tooltip = host.locator('xpath=..').locator('> div[aria-hidden="true"]')
  for (const at of [0.45, 0.99]) {
    await page.mouse.move(box.x + box.width * at, box.y + box.height / 2)
    await expect(tooltip).toBeVisible()
    const root = await host.locator('xpath=..').boundingBox()
    const tip = await tooltip.boundingBox()
    expect(root && tip && tip.x + tip.width <= root.x + root.width + 0.5 && tip.x >= root.x - 0.5, `the tooltip at ${at}`).toBe(true)
  }
})

test('an export is named by its period; report and archive downloads are in the journal with who and what', async ({ page, request }) => {
  await signIn(page, { at: '/operations?date_from=2026-11-01&date_to=2026-11-15' })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const saving = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Экспорт', exact: true }).click()
  await page
    .getByRole('dialog', { name: /^Экспортировать / })
    .getByRole('button', { name: 'Экспортировать' })
    .click()
  expect((await saving).suggestedFilename()).toBe('operations-2026-11-01--2026-11-15.csv')

  const financeToken = await tokenOf(request, finance)
  const report = await request.get('/v1/admin/elama/monthly-report/?month=2026-10', {
    headers: { Authorization: `Bearer ${financeToken}` },
  })
  expect(report.status()).toBe(200)
  const requests = await apiGet<{ results: { client_request_uuid: string; title: string; images_count: number }[] }>(
    request,
    '/v1/admin/client-requests/',
    { page_size: 100 },
  )
  const withImages = requests.results.find((row) => row.images_count > 0)
  if (!withImages) throw new Error('The seeded database has no request with images')
  const adminToken = await tokenOf(request, demoAdmin)
  const archive = await request.get(`/v1/admin/client-requests/${withImages.client_request_uuid}/download-images/`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  })
  expect(archive.status()).toBe(200)

  const journal = await apiGet<{ results: JournalEntry[] }>(request, '/v1/admin/audit-log/', { page_size: 20 })
  const reportEntry = journal.results.find((entry) => entry.action === 'report_downloaded')
  expect(reportEntry).toMatchObject({ actor_email: finance.email, target_label: 'elama-report-2026-10.csv' })
  expect(reportEntry?.changes.period).toEqual([null, '2026-10'])
  const archiveEntry = journal.results.find((entry) => entry.action === 'archive_downloaded')
  expect(archiveEntry).toMatchObject({ actor_email: demoAdmin.email, target_label: withImages.title })
  expect(archiveEntry?.changes.images).toEqual([null, withImages.images_count])

  await page.goto('/journal')
  const main = page.getByRole('main')
  const entries = main.locator('tbody')
  await expect(entries.getByText('Скачан отчёт').first()).toBeVisible()
  await expect(entries.getByText('Период: октябрь 2026').first()).toBeVisible()
  await expect(entries.getByText('Скачан архив изображений').first()).toBeVisible()
  await expect(main).not.toContainText(/report_downloaded|archive_downloaded/)
})
