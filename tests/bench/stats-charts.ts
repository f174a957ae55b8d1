import { build } from 'esbuild'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { projectRoot } from '../e2e/build-console'
import type { BenchContext, MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { bundleSize } from './bundle-size'
import { exactFigure, figureFromSamples, median, type Figure } from './figures'
import { demoCredentials } from './page-timing'

const seriesCount = 4
const points = 100_000

interface ChartBenchWindow {
  chartBench: { prepare(series: number, points: number): void; bare(): Promise<number>; wrapped(): Promise<number> }
}

/** The harness (React, the wrapper, uPlot) as one script, minified as in production. */
async function harnessScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(projectRoot, 'tests/bench/chart-harness.tsx')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    tsconfig: join(projectRoot, 'tsconfig.app.json'),
    alias: { 'styled-system': join(projectRoot, 'styled-system') },
    resolveExtensions: ['.tsx', '.ts', '.mjs', '.js'],
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

/** First draw of 4 × 100,000 points in bare uPlot and in the wrapper, alternating, in one page. */
async function firstDraw(context: BenchContext): Promise<Figure[]> {
  const page = await context.browser.newPage()
  await page.setContent('<!doctype html><html><body></body></html>')
  await page.addScriptTag({ content: await harnessScript() })
  await page.evaluate((size) => (window as unknown as ChartBenchWindow).chartBench.prepare(size.series, size.points), { series: seriesCount, points })
  const bare: number[] = []
  const wrapped: number[] = []
  // One warm-up of each (JIT, fonts), then the runs alternate so that both see the same machine.
  await page.evaluate(() => (window as unknown as ChartBenchWindow).chartBench.bare())
  await page.evaluate(() => (window as unknown as ChartBenchWindow).chartBench.wrapped())
  for (let run = 0; run < context.runs; run += 1) {
    bare.push(await page.evaluate(() => (window as unknown as ChartBenchWindow).chartBench.bare()))
    wrapped.push(await page.evaluate(() => (window as unknown as ChartBenchWindow).chartBench.wrapped()))
  }
  await page.close()
  return [
    figureFromSamples({ name: 'chart.first_draw_bare_uplot_ms', label: `bare uPlot, ${seriesCount} × ${points} points, first draw`, unit: 'ms' }, bare),
    figureFromSamples({ name: 'chart.first_draw_wrapper_ms', label: `UPlotChart, ${seriesCount} × ${points} points, first draw`, unit: 'ms' }, wrapped),
    exactFigure(
      { name: 'chart.first_draw_ratio', label: 'UPlotChart first draw ÷ bare uPlot (medians)', unit: '×', budget: budgets.chartFirstDrawRatio },
      median(wrapped) / median(bare),
    ),
  ]
}

async function signedInPage(context: BenchContext): Promise<Page> {
  const page = await context.browser.newPage()
  // tsx compiles with esbuild's keepNames: functions named inside an evaluated one call a `__name` helper the page lacks.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target' })
  await page.goto(`${context.baseUrl}/sign-in`)
  await page.getByLabel('Электронная почта').fill(demoCredentials.email)
  await page.getByLabel('Пароль').fill(demoCredentials.password)
  await page.getByRole('button', { name: 'Войти' }).click()
  await page.getByRole('heading', { level: 1, name: 'Пользователи' }).waitFor()
  return page
}

/** A day `years` before today, YYYY-MM-DD. */
function yearsAgo(years: number): string {
  const date = new Date()
  date.setFullYear(date.getFullYear() - years)
  return date.toISOString().slice(0, 10)
}

/**
 * Navigation start of `/stats` over five years of daily data (about 1,826 points a series) to every
 * chart drawn with its points, the retention heatmap and the users table shown, and a frame painted.
 */
async function statsOpened(context: BenchContext, page: Page): Promise<number> {
  const url = `${context.baseUrl}/stats?date_from=${yearsAgo(5)}`
  await page.goto(url)
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const done = () => {
          const hosts = [...document.querySelectorAll<HTMLElement>('main [data-drawn-points]')]
          return (
            hosts.length === 8 &&
            hosts.every((host) => Number(host.dataset.drawnPoints) > 1800) &&
            document.querySelector('main [aria-label="Удержание по когортам, таблица"] td') !== null &&
            document.querySelector('main tbody tr[data-index]') !== null
          )
        }
        const check = () => {
          if (done()) {
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve(performance.now())
              channel.port2.postMessage(null)
            })
          } else requestAnimationFrame(check)
        }
        check()
      }),
  )
}

/** uPlot alone, minified and gzipped, as the statistics chunk carries it. */
async function uPlotGzipKiB(): Promise<number> {
  const result = await build({ entryPoints: ['uplot'], bundle: true, write: false, minify: true, format: 'esm', logLevel: 'silent' })
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length / 1024
}

/** The statistics route's own download (bundle-size's figure) less uPlot: DESIGN.md's budget is 50 KiB beyond uPlot. */
async function statsChunkFigures(context: BenchContext): Promise<Figure[]> {
  const route = (await bundleSize.measure(context)).figures.find((figure) => figure.name === 'route_chunk_gzip_kib.features/stats/stats-screen')
  const uPlotKiB = await uPlotGzipKiB()
  const figures = [exactFigure({ name: 'stats.uplot_gzip_kib', label: 'uPlot itself, minified, gzip', unit: 'KiB' }, uPlotKiB)]
  if (route) {
    figures.push(
      exactFigure(
        { name: 'stats.route_beyond_uplot_gzip_kib', label: 'lazy stats screen beyond entry, shell (with the shared chunks it prefetches) and uPlot, gzip', unit: 'KiB', budget: budgets.routeChunkGzipKiB },
        route.median - uPlotKiB,
      ),
    )
  }
  return figures
}

export const statsCharts: MeasurementGroup = {
  name: 'stats-charts',
  async measure(context) {
    const figures = [...(await statsChunkFigures(context)), ...(await firstDraw(context))]
    const page = await signedInPage(context)
    await statsOpened(context, page)
    const samples: number[] = []
    for (let run = 0; run < context.runs; run += 1) samples.push(await statsOpened(context, page))
    await page.close()
    figures.push(
      figureFromSamples(
        { name: 'stats.five_years_daily_all_charts_ms', label: '/stats, 5 years by day: navigation to every chart painted', unit: 'ms' },
        samples,
      ),
    )
    return { figures, unmeasured: [] }
  },
}
