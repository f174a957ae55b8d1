import type { APIRequestContext, Locator, Page } from '@playwright/test'
import {
  customerScreen,
  customersPath,
  demoCredentials,
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  firstCustomer,
  gridScreens,
  signIn,
  test,
} from './fixtures'

// Issue 29: every width from 1024 px. Each test walks every list at one width.
test.slow()

/** Every list, the journal, the dashboard and a customer's page, with a grid each shows. */
const screens = [...gridScreens, { path: '/journal?date_from=2020-01-01', grid: 'Журнал' }] as const

/** Journal entries with long changes: a request's title and status edited, a top-up with a long comment. */
async function writeJournalEntries(request: APIRequestContext): Promise<void> {
  const signInResponse = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
  const { access } = (await signInResponse.json()) as { access: string }
  const headers = { Authorization: `Bearer ${access}` }
  const requests = (await (await request.get('/v1/admin/client-requests/', { headers })).json()) as {
    results: { client_request_uuid: string }[]
  }
  const target = requests.results[0]
  if (!target) throw new Error('No client request to edit')
  const edited = await request.patch(`/v1/admin/client-requests/${target.client_request_uuid}/edit/`, {
    headers,
    data: { status: 'in_progress', title: 'Баннеры осенней рекламной кампании: уточнённые размеры и подробный бриф' },
  })
  expect(edited.ok()).toBe(true)
  const customer = await firstCustomer(request)
  const toppedUp = await request.patch(`${customersPath}${customer.customer_uuid}/fill_up_balance/`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: '150.00', comment: 'Пополнение по договору оферты за рекламную кампанию в ноябре' },
  })
  expect(toppedUp.ok()).toBe(true)
  // A reversal of part of it: the top-up says «Сторнировано: …» and the reversal «Сторно пополнения от … на …», each ending in an amount.
  const operations = (await (
    await request.get('/v1/admin/finances/operations/', {
      headers,
      params: { customer_uuid: customer.customer_uuid, type: 'admin_top_up', ordering: '-created_at' },
    })
  ).json()) as { results: { operation_uuid: string }[] }
  const topUp = operations.results[0]
  if (!topUp) throw new Error('The top-up just made is not listed')
  const reversed = await request.post(`/v1/admin/finances/operations/${topUp.operation_uuid}/reverse/`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: '50.00', reason: 'Зачислено сверх договора по ошибке оператора' },
  })
  expect(reversed.status()).toBe(201)
}

interface GridCheck {
  /** Headers whose content runs out of their own cell (so over the next one). */
  overflowingHeaders: string[]
  /** Money, numbers, dates, phones and badges that do not fit their cell. */
  cutValues: string[]
  /** The grid is wider than its box: it scrolls sideways. */
  scrollsSideways: boolean
  /** Why the box does not let it scroll sideways, when it is wider. */
  clipped: boolean
}

/** What a grid shows at the current width: headers over one another, cut values, the box clipping the table. */
function checkGrid(grid: Locator): Promise<GridCheck> {
  return grid.evaluate((table) => {
    const contentWidth = (element: Element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return range.getBoundingClientRect()
    }
    // What a header shows: its text and controls, not a name kept for screen readers alone (absolutely placed, clipped).
    const shownParts = (cell: Element) =>
      Array.from(cell.childNodes).filter((node) => !(node instanceof Element) || getComputedStyle(node).position !== 'absolute')
    const overflowingHeaders = Array.from(table.querySelectorAll('thead th'))
      .filter((cell) => {
        const box = cell.getBoundingClientRect()
        return shownParts(cell).some((node) => {
          const range = document.createRange()
          range.selectNode(node)
          const content = range.getBoundingClientRect()
          return content.width > 0 && (content.left < box.left - 1 || content.right > box.right + 1)
        })
      })
      .map((cell) => (cell.textContent ?? '').trim())
    // A value: an amount, a count, a date or time, a phone; or a badge.
    const value = /^[+−-]?[\d\u00a0\u202f ,.:–-]+(₽)?$|₽$|^\d{2}\.\d{2}\.\d{4}|^\+\d/
    const isCut = (element: Element) => element.scrollWidth > element.clientWidth + 1
    const cutValues = Array.from(table.querySelectorAll('tbody tr[data-index] td'))
      .filter((cell) => {
        const text = (cell.textContent ?? '').trim()
        if (!value.test(text) && cell.querySelector('.badge') === null) return false
        const box = cell.getBoundingClientRect()
        const content = contentWidth(cell)
        return (
          isCut(cell) || Array.from(cell.querySelectorAll('*')).some(isCut) || content.right > box.right + 1 || content.left < box.left - 1
        )
      })
      .map((cell) => (cell.textContent ?? '').trim())
    const box = table.parentElement!
    const scrollsSideways = box.scrollWidth > box.clientWidth + 1
    const overflowX = getComputedStyle(box).overflowX
    return { overflowingHeaders, cutValues, scrollsSideways, clipped: scrollsSideways && !['auto', 'scroll'].includes(overflowX) }
  })
}

/** Scrolled to its right end, the grid's first column is still in view, over an opaque background. */
async function expectFirstColumnKeptInView(grid: Locator): Promise<void> {
  const box = grid.locator('xpath=..')
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  const firstColumn = await grid.evaluate((table) => {
    const boxLeft = table.parentElement!.getBoundingClientRect().left
    const cells = [table.querySelector('thead th'), table.querySelector('tbody tr[data-index] td')].filter((cell) => cell !== null)
    return cells.map((cell) => ({
      offset: Math.round(cell.getBoundingClientRect().left - boxLeft),
      background: getComputedStyle(cell).backgroundColor,
    }))
  })
  expect(firstColumn).toHaveLength(2)
  for (const cell of firstColumn) {
    expect(Math.abs(cell.offset)).toBeLessThanOrEqual(2)
    // Opaque: rgb(), or rgba()/color() with alpha 1.
    expect(cell.background).not.toMatch(/rgba\(.*, 0(\.\d+)?\)|transparent/)
  }
  await box.evaluate((element) => element.scrollTo({ left: 0 }))
}

async function openGrid(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path)
  const grid = page.getByRole('grid', { name }).first()
  await expect(grid).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
  await expect(grid.locator('tbody tr[data-index]').first()).toBeVisible()
  return grid
}

for (const width of [1024, 1280, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('no header runs over another, no amount, number, date or badge is cut, and a table too wide scrolls sideways with its first column in view', async ({
      page,
      request,
    }) => {
      await writeJournalEntries(request)
      await signIn(page)
      const customer = customerScreen(await firstCustomer(request))
      let scrolled = 0
      for (const screen of [...screens, { path: customer.path, grid: 'Последние операции' }]) {
        const grid = await openGrid(page, screen.path, screen.grid)
        const check = await checkGrid(grid)
        expect(check.overflowingHeaders, `${screen.path}: headers over their neighbours`).toEqual([])
        expect(check.cutValues, `${screen.path}: cut values`).toEqual([])
        expect(check.clipped, `${screen.path}: the table is wider than its box, which clips it`).toBe(false)
        if (check.scrollsSideways) {
          scrolled += 1
          await expectFirstColumnKeptInView(grid)
        }
      }
      // At 1024 px the widest lists do need the sideways scroll (and the rule above was exercised).
      if (width === 1024) expect(scrolled).toBeGreaterThan(0)
    })
  })
}

test.describe('the sidebar', () => {
  test.use({ viewport: { width: 1440, height: 800 } })

  test('narrows to named icons on its button, and stays so after a reload', async ({ page }) => {
    await signIn(page)
    const sidebar = page.locator('aside')
    const wide = await sidebar.evaluate((element) => element.getBoundingClientRect().width)
    await page.getByRole('button', { name: 'Свернуть боковую панель' }).click()
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(80)
    const users = page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Пользователи' })
    await expect(users).toBeVisible()
    await users.hover()
    await expect(page.getByRole('tooltip', { name: 'Пользователи' })).toBeVisible()
    // The screen takes the room.
    const grid = page.getByRole('grid', { name: 'Пользователи' })
    expect(await grid.evaluate((table) => table.getBoundingClientRect().width)).toBeGreaterThan(1440 - wide - 80)

    await page.reload()
    await expect(page.getByRole('button', { name: 'Развернуть боковую панель' })).toBeVisible()
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(80)
    await expectNoSeriousA11yViolationsInLightAndDark(page)

    await page.getByRole('button', { name: 'Развернуть боковую панель' }).click()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Свернуть боковую панель' })).toBeVisible()
    expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBeCloseTo(wide, 0)
  })

  test('narrows by itself below 1280 px, and widens on its button', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await signIn(page)
    const sidebar = page.locator('aside')
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(80)
    await expect(page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Журнал' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Команды' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Сеанс' }).getByRole('button', { name: 'Выйти' })).toBeVisible()
    await expectNoSeriousA11yViolationsInLightAndDark(page)

    await page.getByRole('button', { name: 'Развернуть боковую панель' }).click()
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(150)
    await page.setViewportSize({ width: 1440, height: 800 })
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(150)
  })
})

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test('the journal and the operations read whole: changes wrap, the search placeholder shows whole', async ({ page, request }) => {
    await writeJournalEntries(request)
    await signIn(page)
    const journal = await openGrid(page, '/journal?date_from=2020-01-01', 'Журнал')
    const changes = await journal.evaluate((table) =>
      Array.from(table.querySelectorAll('tbody tr[data-index] li')).map((item) => ({
        cut: item.scrollWidth > item.clientWidth + 1,
        width: item.getBoundingClientRect().width,
      })),
    )
    for (const change of changes) {
      expect(change.cut).toBe(false)
      // The column keeps its readable minimum (8rem, less its padding): never a sliver.
      expect(change.width).toBeGreaterThanOrEqual(80)
    }
    await expectNoSeriousA11yViolationsInLightAndDark(page)

    await openGrid(page, '/users', 'Пользователи')
    const search = page.getByRole('searchbox').first()
    expect(
      await search.evaluate((input: HTMLInputElement) => {
        const probe = document.createElement('span')
        probe.style.font = getComputedStyle(input).font
        probe.style.whiteSpace = 'pre'
        probe.textContent = input.placeholder
        document.body.append(probe)
        const needed = probe.getBoundingClientRect().width
        probe.remove()
        const style = getComputedStyle(input)
        return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) >= needed
      }),
    ).toBe(true)
    await expectNoSeriousA11yViolationsInLightAndDark(page)
  })
})
