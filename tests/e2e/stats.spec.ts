import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

const chartHosts = (page: Page) => page.locator('main [data-drawn-points]')

/** Pixels drawn on each chart's canvas (not transparent): axes, grid and lines. */
async function paintedPixels(page: Page): Promise<number[]> {
  return chartHosts(page).evaluateAll((hosts) =>
    hosts.map((host) => {
      const canvas = host.querySelector('canvas')
      const context = canvas?.getContext('2d')
      if (!canvas || !context) return 0
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      let painted = 0
      for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) painted += 1
      return painted
    }),
  )
}

test('«Статистика» draws every chart, follows a period change, and its table view shows what the API gave', async ({ page }) => {
  await signIn(page)
  const newUsersAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/admin/stats/new-users/')
  await page.goto('/stats')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Статистика')
  await expect(chartHosts(page)).toHaveCount(8)
  for (const host of await chartHosts(page).all()) await expect(host).toHaveAttribute('data-drawn-points', '30')
  for (const pixels of await paintedPixels(page)) expect(pixels).toBeGreaterThan(1000)
  await expect(page.getByRole('region', { name: 'Удержание пользователей' }).getByRole('cell').first()).toBeVisible()

  // The table view: the numbers of the answer, day by day.
  const answer = (await (await newUsersAnswer).json()) as { dates: string[]; series: { new_users: number[] } }
  const chart = page.getByRole('region', { name: 'Новые пользователи' })
  await chart.getByRole('button', { name: 'Таблица' }).click()
  const rows = chart.getByRole('grid', { name: 'Новые пользователи, по дням, таблица' }).locator('tbody tr[data-index]')
  await expect(rows).toHaveCount(answer.dates.length)
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)))
  // The last day is today: not over yet, so marked as such.
  const last = answer.dates.length - 1
  expect(shown).toEqual(
    answer.dates.map((day, index) => [
      `${day.split('-').reverse().join('.')}${index === last ? ' (неполный период)' : ''}`,
      String(answer.series.new_users[index]),
    ]),
  )
  await chart.getByRole('button', { name: 'Таблица' }).click()

  // Another period: every chart asks again and redraws.
  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === '/v1/admin/stats/finance-operations/' && url.searchParams.get('period') === 'week'
  })
  await page.getByRole('button', { name: 'Квартал' }).click()
  await page.getByLabel('Шаг', { exact: true }).selectOption('week')
  await asked
  await expect(page).toHaveURL(/range=quarter/)
  await expect(page).toHaveURL(/period=week/)
  for (const host of await chartHosts(page).all()) await expect(host).toHaveAttribute('data-drawn-points', /^1[34]$/)
  await expect(page.getByRole('img', { name: 'Финансовые операции по типам, по неделям' })).toBeVisible()
})

test('«Статистика» compared with the previous period, a chart as a table, passes axe in light and dark', async ({ page }) => {
  await signIn(page, { at: '/stats?range=7d&compare=on' })
  await expect(chartHosts(page)).toHaveCount(8)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const chart = page.getByRole('region', { name: 'Финансовые операции по типам' })
  await chart.getByRole('button', { name: 'Таблица' }).click()
  await expect(chart.getByRole('columnheader', { name: 'Пополнение, изменение' })).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('a palette command opens «Статистика» at its chart, focused', async ({ page }) => {
  await signIn(page)
  await page.keyboard.press('Control+k')
  // Playwright inserts Cyrillic text without key events, which the palette's held keys cannot catch.
  await expect(page.getByRole('combobox', { name: 'Команды' })).toBeFocused()
  await page.keyboard.type('Статистика: финансовые')
  await page.getByRole('option', { name: /Статистика: финансовые операции/ }).click()
  await expect(page).toHaveURL(/\/stats#chart-finance$/)
  await expect(page.getByRole('region', { name: 'Финансовые операции по типам' })).toBeFocused()
})

test('«Всё время» draws at most 120 points per chart by itself, and «Шаг» still overrides', async ({ page }) => {
  await signIn(page, { at: '/stats?range=all' })
  await expect(chartHosts(page)).toHaveCount(8)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // Two years of seeded history: by week.
  const step = page.getByLabel('Шаг', { exact: true })
  await expect(step.locator('option:checked')).toHaveText('Авто: неделя')
  await expect(page).not.toHaveURL(/period=/)
  const points = await chartHosts(page).evaluateAll((hosts) => hosts.map((host) => Number(host.getAttribute('data-drawn-points'))))
  expect(points).toHaveLength(8)
  for (const count of points) {
    expect(count).toBeGreaterThan(52)
    expect(count).toBeLessThanOrEqual(120)
  }
  await expect(page.getByRole('img', { name: 'Новые пользователи, по неделям' })).toBeVisible()

  const daily = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === '/v1/admin/stats/new-users/' && url.searchParams.get('period') === 'day'
  })
  await step.selectOption('day')
  await daily
  await expect(page).toHaveURL(/period=day/)
  await expect(page.getByRole('img', { name: 'Новые пользователи, по дням' })).toBeVisible()
  for (const host of await chartHosts(page).all()) await expect(host).toHaveAttribute('data-drawn-points', /^[1-9]\d{2,}$/)
})

test('compared with a period before any data, each chart says «Нет данных за прошлый период»; axe clean in light and dark', async ({
  page,
}) => {
  await signIn(page, { at: '/stats?range=all&compare=on' })
  await expect(chartHosts(page)).toHaveCount(8)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByText('Нет данных за прошлый период', { exact: true })).toHaveCount(8)
  await expect(page.getByText('Пунктир — прошлый период')).toHaveCount(0)
  // Its table: the previous period's column is empty, not zeros.
  const chart = page.getByRole('region', { name: 'Новые пользователи' })
  await chart.getByRole('button', { name: 'Таблица' }).click()
  const previous = await chart
    .getByRole('grid')
    .locator('tbody tr[data-index] td:nth-child(3)')
    .evaluateAll((cells) => [...new Set(cells.map((cell) => cell.textContent))])
  expect(previous).toEqual(['—'])
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // A recent week has data the week before: the dashed line is drawn and said so.
  await page.goto('/stats?range=30d&compare=on')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Новые пользователи' }).getByText('Пунктир — прошлый период')).toBeVisible()
})

test("retention shows every cohort in the page's own scroll, with no inner scroll box", async ({ page }) => {
  await signIn(page)
  const retention = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/admin/stats/user-retention/')
  await page.goto('/stats?range=all')
  const { cohorts } = (await (await retention).json()) as { cohorts: { cohort: string }[] }
  expect(cohorts.length).toBeGreaterThan(20)
  const table = page.getByRole('region', { name: 'Удержание по когортам, таблица' })
  await expect(table.getByRole('rowheader')).toHaveCount(cohorts.length)
  const box = await table.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }))
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight)
  // The last cohort is reached by scrolling the page itself.
  const last = table.getByRole('rowheader').last()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})
