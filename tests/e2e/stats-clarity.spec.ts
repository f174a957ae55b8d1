import type { Locator, Page } from '@playwright/test'
import { colourDistance } from '../support/colour-distance'
import { expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

// Issue 29: statistics that say what they show.
test.slow()

interface AxisTick {
  text: string
  at: number
}

const chartHosts = (page: Page) => page.locator('main [data-drawn-points]')

/** The labels each axis of a chart drew (the chart notes them on its host, a canvas holding no text). */
async function axisTicks(host: Locator): Promise<AxisTick[][]> {
  return JSON.parse((await host.getAttribute('data-axis-ticks')) ?? '[]') as AxisTick[][]
}

/** Adjacent x-axis labels whose boxes (their measured widths around their centres) touch or overlap. */
async function overlappingLabels(page: Page, ticks: readonly AxisTick[]): Promise<string[]> {
  return page.evaluate((labels) => {
    const context = document.createElement('canvas').getContext('2d')!
    context.font = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
    const boxes = labels.map((label) => {
      const width = context.measureText(label.text).width
      return { text: label.text, left: label.at - width / 2, right: label.at + width / 2 }
    })
    return boxes.slice(1).flatMap((box, index) => {
      const before = boxes[index]!
      return box.left < before.right + 2 ? [`${before.text} / ${box.text}`] : []
    })
  }, ticks)
}

async function openStats(page: Page, query: string): Promise<void> {
  await page.goto(`/stats${query}`)
  await expect(chartHosts(page)).toHaveCount(8, { timeout: 30_000 })
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
  for (const host of await chartHosts(page).all()) await expect(host).toHaveAttribute('data-axis-ticks', /text/)
}

/** `rgb(r, g, b)` as #rrggbb. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`

for (const width of [1024, 1280, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('no two axis labels run into each other, and a negative amount keeps its minus', async ({ page }) => {
      await signIn(page)
      for (const query of ['', '?range=quarter&period=day', '?range=quarter&period=week']) {
        await openStats(page, query)
        for (const host of await chartHosts(page).all()) {
          const [xTicks = [], yTicks = []] = await axisTicks(host)
          expect(xTicks.length, `${query}: x labels`).toBeGreaterThan(1)
          expect(await overlappingLabels(page, xTicks), `${query}: x labels over each other`).toEqual([])
          expect(yTicks.length).toBeGreaterThan(1)
        }
      }
      // Charges are negative: the finance chart's axis goes below zero and says so. Days before today
      // only: other tests of this worker top up today, and a large top-up lifts the scale past the charges.
      const yesterday = new Date(Date.now() - 86_400_000)
      const monthBefore = new Date(yesterday.getTime() - 29 * 86_400_000)
      const day = (date: Date) => date.toISOString().slice(0, 10)
      const query = `?date_from=${day(monthBefore)}&date_to=${day(yesterday)}`
      await openStats(page, query)
      const finance = page.getByRole('region', { name: 'Финансовые операции по типам' }).locator('[data-drawn-points]')
      const [, yTicks = []] = await axisTicks(finance)
      expect(
        yTicks.some((tick) => /^[−-]\d/.test(tick.text)),
        `${query}: ${yTicks.map((tick) => tick.text).join(' | ')}`,
      ).toBe(true)
    })
  })
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the overall figures say they are for all time, whatever the period', async ({ page }) => {
    await signIn(page)
    for (const query of ['?range=30d', '?range=all', '?range=7d']) {
      await page.goto(`/stats${query}`)
      const figures = page.getByRole('region', { name: 'Общие показатели за всё время' })
      await expect(figures).toBeVisible()
      await expect(figures).toContainText('Не зависят от выбранного периода')
      await expect(figures.locator('dd').first()).toHaveText(/\d/)
    }
  })

  test('the series of one chart get clearly different colours, «Пополнение» and «Пополнение сотрудником» included', async ({ page }) => {
    await signIn(page)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await openStats(page, '')
      for (const legend of await page.getByRole('list', { name: /^Ряды графика/ }).all()) {
        const colours = await legend
          .locator('button > span[aria-hidden]')
          .evaluateAll((swatches) => swatches.map((swatch) => getComputedStyle(swatch).borderTopColor))
        for (const [index, colour] of colours.entries()) {
          for (const other of colours.slice(index + 1)) {
            expect(colourDistance(hexOf(colour), hexOf(other)), `${colorScheme}: ${colour} / ${other}`).toBeGreaterThan(40)
          }
        }
      }
      const finance = page.getByRole('list', { name: 'Ряды графика «Финансовые операции по типам»' })
      const swatchOf = (name: string) =>
        finance
          .getByRole('button', { name, exact: true })
          .locator('span[aria-hidden]')
          .evaluate((swatch) => getComputedStyle(swatch).borderTopColor)
      expect(colourDistance(hexOf(await swatchOf('Пополнение')), hexOf(await swatchOf('Пополнение сотрудником')))).toBeGreaterThan(40)
    }
  })

  test('a last period that has not ended is marked «неполный период», in the chart and in its table; a past one is not', async ({
    page,
  }) => {
    await signIn(page)
    await openStats(page, '?range=quarter&period=month')
    const chart = page.getByRole('region', { name: 'Новые пользователи' })
    await expect(chart.getByText('Светлее — неполный период: он ещё идёт')).toBeVisible()
    await chart.getByRole('button', { name: 'Таблица' }).click()
    const rows = chart.getByRole('grid').locator('tbody tr[data-index]')
    await expect(rows.last().locator('td').first()).toHaveText(/ \(неполный период\)$/)
    await expect(rows.first().locator('td').first()).not.toHaveText(/неполный/)
    await expectNoSeriousA11yViolationsInLightAndDark(page)

    await openStats(page, '?date_from=2026-01-01&date_to=2026-01-31')
    await expect(page.getByText('Светлее — неполный период: он ещё идёт')).toHaveCount(0)
    await expectNoSeriousA11yViolationsInLightAndDark(page)
  })
})
