import type { Page } from '@playwright/test'
import {
  customerScreen,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  firstCustomer,
  gridScreens,
  readableText,
  readStoredTokens,
  signIn,
  test,
} from './fixtures'

// Issue 17: every screen readable at 1280 px.
test.use({ viewport: { width: 1280, height: 800 } })
// Each test walks several screens and runs axe twice: room for a busy machine.
test.slow()

/** Every list screen, with what shows that its rows are in. */
const listScreens = [...gridScreens, { path: '/operations?view=all&date_from=2020-01-01', grid: 'Операции' }] as const

interface CellCheck {
  cut: number
  cutWithoutFullTitle: string[]
  cutDatesOrMoney: string[]
}

/**
 * Hovers each cut cell of the grid (a cell, or a part of it, wider inside than it shows) as a
 * pointer would, then answers which of them lack their full text as a title, and which cut cells
 * hold a date, a time or an amount.
 */
function checkCells(page: Page, grid: string): Promise<CellCheck> {
  return page.getByRole('grid', { name: grid }).evaluate((table) => {
    const isCut = (element: Element) => element.scrollWidth > element.clientWidth
    const cells = Array.from(table.querySelectorAll<HTMLTableCellElement>('tbody tr[data-index] td'))
    const cut = cells.filter((cell) => isCut(cell) || Array.from(cell.querySelectorAll('*')).some(isCut))
    for (const cell of cut) cell.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    const text = (cell: Element) => (cell.textContent ?? '').trim()
    const dateOrMoney = /^\d{2}\.\d{2}\.\d{4}|₽$/
    return {
      cut: cut.length,
      cutWithoutFullTitle: cut.filter((cell) => cell.title !== text(cell)).map(text),
      cutDatesOrMoney: cut.map(text).filter((value) => dateOrMoney.test(value)),
    }
  })
}

/** Opens a list screen and waits for its rows (or its empty state): the grid no longer busy. */
async function openList(page: Page, path: string, grid: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('grid', { name: grid })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('on every list at 1280 px a cut cell shows its full text on hover, and dates, times and money are never cut', async ({
  page,
  request,
}) => {
  await signIn(page)
  let cutSeen = 0
  const screens = [...listScreens, { path: customerScreen(await firstCustomer(request)).path, grid: 'Последние операции' }]
  for (const screen of screens) {
    await openList(page, screen.path, screen.grid)
    const check = await checkCells(page, screen.grid)
    expect(check.cutWithoutFullTitle, `${screen.path}: cut cells without their text as a title`).toEqual([])
    expect(check.cutDatesOrMoney, `${screen.path}: cut dates or amounts`).toEqual([])
    cutSeen += check.cut
  }
  // The rule was exercised: some lists do cut long e-mails, titles and descriptions at this width.
  expect(cutSeen).toBeGreaterThan(0)
})

test('a real pointer over a cut cell gets its full text as the tooltip; keyboard focus shows the row whole', async ({ page }) => {
  await signIn(page)
  await openList(page, '/users', 'Пользователи')
  const grid = page.getByRole('grid', { name: 'Пользователи' })
  // The e-mail column shares what the columns sized to their content leave: long e-mails are cut there.
  const [cutIndex, cutCell] = await grid.evaluate((table) => {
    const isCut = (element: Element) => element.scrollWidth > element.clientWidth
    const rows = Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]'))
    for (const [index, row] of rows.entries()) {
      const cell = Array.from(row.cells).find((candidate) => isCut(candidate) || Array.from(candidate.querySelectorAll('*')).some(isCut))
      if (cell) return [index, cell.cellIndex]
    }
    return [-1, -1]
  })
  expect(cutIndex).toBeGreaterThanOrEqual(0)
  const row = grid.locator(`tbody tr[data-index="${cutIndex}"]`)
  const cutOne = row.locator('td').nth(cutCell)
  const fullText = await readableText(cutOne)
  await cutOne.hover()
  await expect(cutOne).toHaveAttribute('title', fullText)
  await page.mouse.move(0, 0)
  const heightUnfocused = await row.evaluate((element) => element.getBoundingClientRect().height)

  // Keyboard: from the first row down to that one; the focused row wraps its cells instead of cutting them.
  await grid.locator('tbody tr[data-index="0"]').focus()
  for (let index = 0; index < cutIndex; index += 1) await page.keyboard.press('ArrowDown')
  await expect(row).toBeFocused()
  expect(
    await cutOne.evaluate((cell) => [cell, ...cell.querySelectorAll('*')].every((element) => element.scrollWidth <= element.clientWidth)),
  ).toBe(true)
  expect(await row.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(heightUnfocused)
})

test('lists scroll with the page, the header row stays in view, and «Все за период» virtualizes on the window', async ({ page }) => {
  await signIn(page)
  await openList(page, '/users?page_size=100', 'Пользователи')
  const users = page.getByRole('grid', { name: 'Пользователи' })
  // No inner box: the grid's container does not scroll, the page does.
  expect(await users.evaluate((table) => table.parentElement!.scrollHeight <= table.parentElement!.clientHeight + 1)).toBe(true)
  await page.evaluate(() => window.scrollTo(0, 2000))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await expect.poll(() => users.locator('thead').evaluate((head) => head.getBoundingClientRect().top)).toBeCloseTo(0, 0)
  await expect(users.getByRole('columnheader', { name: /Электронная почта/ })).toBeInViewport()

  await page.goto('/operations?view=all&date_from=2020-01-01')
  const status = page.getByText(/^Загружено [\d\s]+ из [\d\s]+$/)
  await expect(status).toBeVisible({ timeout: 30_000 })
  const [loaded, total] = ((await status.textContent()) ?? '').replace(/\s/g, '').match(/\d+/g) ?? []
  expect(loaded).toBe(total)
  expect(Number(total)).toBeGreaterThan(300)
  const operations = page.getByRole('grid', { name: 'Операции' })
  const rows = operations.locator('tbody tr[data-index]')
  expect(await operations.evaluate((table) => table.parentElement!.scrollHeight <= table.parentElement!.clientHeight + 1)).toBe(true)

  // Halfway down the page: the rows there are rendered, few others are, and the header is at the top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  const middle = Math.floor(Number(total) / 2)
  await expect
    .poll(() =>
      rows.evaluateAll((elements) =>
        elements
          .filter((row) => {
            const box = row.getBoundingClientRect()
            return box.bottom > 0 && box.top < window.innerHeight
          })
          .map((row) => Number((row as HTMLElement).dataset.index)),
      ),
    )
    .toContainEqual(expect.any(Number))
  const inView = await rows.evaluateAll((elements) =>
    elements
      .filter((row) => {
        const box = row.getBoundingClientRect()
        return box.bottom > 40 && box.top < window.innerHeight
      })
      .map((row) => Number((row as HTMLElement).dataset.index)),
  )
  expect(inView.length).toBeGreaterThan(10)
  expect(Math.abs((inView[0] ?? 0) - middle)).toBeLessThan(Number(total) / 10)
  expect(await rows.count()).toBeLessThan(80)
  await expect.poll(() => operations.locator('thead').evaluate((head) => head.getBoundingClientRect().top)).toBeCloseTo(0, 0)
  // The rows in view sit just under the header, with no gap left by the virtualizer's spacers.
  const firstTop = await rows.evaluateAll((elements) =>
    Math.min(...elements.map((row) => row.getBoundingClientRect().bottom).filter((bottom) => bottom > 40)),
  )
  expect(firstTop).toBeLessThan(40 + 40)
})

test('e-mails and phones copy on one click with a toast; phones read +7 999 123-45-67', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page)
  await openList(page, '/users', 'Пользователи')
  const firstRow = page.getByRole('grid', { name: 'Пользователи' }).locator('tbody tr[data-index="0"]')
  const copyEmail = firstRow.getByRole('button', { name: /^Скопировать почту / })
  const email = ((await copyEmail.getAttribute('aria-label')) ?? '').replace('Скопировать почту ', '')
  await copyEmail.click()
  const toast = page.getByRole('status').filter({ hasText: 'Скопировано' })
  await expect(toast).toContainText(email)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email)
  // The click copied; it did not open the customer.
  await expect(page).toHaveURL(/\/users$/)

  await openList(page, '/request-accounts', 'Кабинеты клиентов')
  const accounts = page.getByRole('grid', { name: 'Кабинеты клиентов' })
  const copyPhone = accounts.getByRole('button', { name: /^Скопировать телефон / }).first()
  const phone = ((await copyPhone.getAttribute('aria-label')) ?? '').replace('Скопировать телефон ', '')
  await copyPhone.click()
  await expect(page.getByRole('status').filter({ hasText: phone })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phone)
  const phoneColumn = (await accounts.locator('thead th').allTextContents()).findIndex((text) => text.includes('Телефон')) + 1
  expect(phoneColumn).toBeGreaterThan(0)
  const phoneCells = await accounts.locator(`tbody tr[data-index] td:nth-child(${phoneColumn})`).allTextContents()
  const russian = phoneCells.filter((text) => text.startsWith('+7'))
  expect(russian.length).toBeGreaterThan(0)
  for (const text of russian) expect(text).toMatch(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/)

  // The customer's page: the phone grouped, and copied as the server wrote it.
  const customers = (await (await request.get('/v1/admin/users/customers/?page_size=50', { headers: await authHeader(page) })).json()) as {
    results: { customer_uuid: string; phone: string | null }[]
  }
  const withPhone = customers.results.find((customer) => customer.phone !== null && /^\+7\d{10}$/.test(customer.phone))
  expect(withPhone).toBeDefined()
  await page.goto(`/users/${withPhone!.customer_uuid}`)
  const phoneFact = page.locator('dt:text-is("Телефон") + dd')
  await expect(phoneFact).toHaveText(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/)
  await phoneFact.getByRole('button', { name: /^Скопировать телефон / }).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(withPhone!.phone)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

async function authHeader(page: Page): Promise<Record<string, string>> {
  const { access } = await readStoredTokens(page)
  return { Authorization: `Bearer ${access ?? ''}` }
}

for (const timezoneId of ['America/Los_Angeles', 'Pacific/Kiritimati'] as const) {
  test.describe(`date fields under an English browser in ${timezoneId}`, () => {
    test.use({ locale: 'en-US', timezoneId })

    test('are typed and shown as дд.мм.гггг and send the day typed; the calendar opens on a key and with the mouse', async ({ page }) => {
      await signIn(page)
      await openList(page, '/operations', 'Операции')
      const from = page.getByRole('textbox', { name: 'Период с' })
      await expect(from).toHaveAttribute('placeholder', 'дд.мм.гггг')

      const sent = page.waitForRequest((request) => new URL(request.url()).searchParams.get('date_from') === '2026-03-05')
      await from.fill('05.03.2026')
      await from.press('Enter')
      await sent
      await expect(page).toHaveURL(/date_from=2026-03-05/)
      await expect(from).toHaveValue('05.03.2026')

      // A day that does not exist keeps what was typed and says why; nothing is sent.
      await from.fill('31.02.2026')
      await from.press('Enter')
      await expect(page.getByText('Такого дня нет: в феврале 2026 года 28 дней')).toBeVisible()
      await expect(from).toHaveValue('31.02.2026')
      await expect(page).toHaveURL(/date_from=2026-03-05/)
      // The keyboard: ↓ takes the day typed and opens the calendar on it, → moves a day, Enter picks it.
      await from.fill('05.03.2026')
      await from.press('ArrowDown')
      await expect(page.getByText('Такого дня нет')).toBeHidden()
      const calendar = page.getByRole('application', { name: 'Календарь' })
      await expect(calendar).toBeVisible()
      await expect(calendar).toContainText('март 2026')
      // Focus is in the calendar, on the day of the field.
      await expect(calendar.locator('[data-part="table-cell-trigger"]:focus')).toHaveText('5')
      await page.keyboard.press('ArrowRight')
      const picked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('date_from') === '2026-03-06')
      await page.keyboard.press('Enter')
      await picked
      await expect(from).toHaveValue('06.03.2026')
      await expect(calendar).toBeHidden()

      // The mouse: the button beside «Период по», then a day.
      const to = page.getByRole('textbox', { name: 'Период по' })
      const toTrigger = to.locator('xpath=..').getByRole('button', { name: 'Открыть календарь' })
      await expect(toTrigger).toHaveAccessibleDescription('Период по')
      await toTrigger.click()
      await expect(calendar).toBeVisible()
      await expectNoSeriousA11yViolationsInLightAndDark(page)
      const day = calendar.locator('[data-part="table-cell-trigger"]:not([data-outside-range])', { hasText: /^20$/ })
      const to20 = page.waitForRequest((request) => /date_to=\d{4}-\d{2}-20/.test(request.url()))
      await day.click()
      await to20
      await expect(to).toHaveValue(/^20\.\d{2}\.\d{4}$/)
      const [, month, year] = ((await to.inputValue()) ?? '').split('.')
      await expect(page).toHaveURL(new RegExp(`date_to=${year}-${month}-20`))

      // Escape closes the calendar and leaves the day as it was.
      await from.press('Alt+ArrowDown')
      await expect(calendar).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(calendar).toBeHidden()
      await expect(from).toHaveValue('06.03.2026')
    })
  })
}

test("the report preview: Russian headers over the file's names, columns of 64 px and more scrolling sideways together, money «1 234,50»", async ({
  page,
}) => {
  const previous = new Date()
  previous.setDate(1)
  previous.setMonth(previous.getMonth() - 1)
  const month = `${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}`
  await signIn(page, { at: `/users?drawer=report&month=${month}` })
  const drawer = page.getByRole('dialog', { name: 'Отчёт eLama' })
  const grid = drawer.getByRole('grid', { name: 'Строки отчёта' })
  await expect(grid.locator('tbody tr[data-index="0"]')).toBeVisible({ timeout: 30_000 })

  for (const [russian, file] of [
    ['ID пользователя', 'customer_uuid'],
    ['Электронная почта', 'email'],
    ['Пополнения, ₽', 'top_ups'],
    ['Списания, ₽', 'spent'],
  ]) {
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${escapeRegExp(russian ?? '')}\\s*${file ?? ''}`) })).toBeVisible()
  }
  const widths = await grid.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(64)
  // No cell wraps letter by letter: every body row is one line high.
  const heights = await grid.locator('tbody tr[data-index]').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
  expect(Math.max(...heights)).toBeLessThan(48)

  // Wider than the drawer: header and rows scroll sideways together.
  const scroller = grid.locator('xpath=..')
  expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
  const headerBefore = await grid
    .locator('thead th')
    .nth(1)
    .evaluate((cell) => cell.getBoundingClientRect().left)
  const cellBefore = await grid
    .locator('tbody tr[data-index="0"] td')
    .nth(1)
    .evaluate((cell) => cell.getBoundingClientRect().left)
  await scroller.evaluate((box) => box.scrollBy({ left: 200 }))
  const headerAfter = await grid
    .locator('thead th')
    .nth(1)
    .evaluate((cell) => cell.getBoundingClientRect().left)
  const cellAfter = await grid
    .locator('tbody tr[data-index="0"] td')
    .nth(1)
    .evaluate((cell) => cell.getBoundingClientRect().left)
  expect(headerBefore - headerAfter).toBeGreaterThan(100)
  expect(cellBefore - cellAfter).toBeCloseTo(headerBefore - headerAfter, 0)

  const headers = await grid.locator('thead th').allTextContents()
  const spentColumn = headers.findIndex((text) => text.startsWith('Списания'))
  const amounts = await grid.locator(`tbody tr[data-index] td:nth-child(${spentColumn + 1})`).allTextContents()
  expect(amounts.length).toBeGreaterThan(0)
  for (const amount of amounts) expect(amount).toMatch(/^-?\d{1,3}(\u00a0\d{3})*,\d{2}$/)

  // The facts stay: the row count and the formula flags.
  await expect(drawer.locator('dt:text-is("Строк") + dd')).toHaveText(/^\d[\d\u00a0]*$/)
  await expect(drawer.locator('dt:text-is("Возможных формул") + dd')).toBeVisible()

  // The current month is marked «неполный».
  const picker = drawer.getByLabel('Месяц')
  await expect(picker.locator('option').first()).toHaveText(/\(неполный\)$/)
  await expect(picker.locator('option').nth(1)).not.toHaveText(/неполный/)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('a malformed month in the report link says what is wrong with it', async ({ page }) => {
  await signIn(page, { at: '/users?drawer=report&month=2026-13' })
  const drawer = page.getByRole('dialog', { name: 'Отчёт eLama' })
  await expect(drawer.getByRole('alert')).toContainText('Неверный месяц в ссылке')
  await expect(drawer.getByRole('alert')).toContainText('Месяца «13» нет: месяц от 01 до 12')
  await page.goto('/users?drawer=report&month=03.2026')
  await expect(drawer.getByRole('alert')).toContainText('«03.2026» — не месяц: нужен вид ГГГГ-ММ')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})
