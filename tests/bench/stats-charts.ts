import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { build } from 'esbuild'
import { addDays, type DaySpan } from '../../src/lib/chart-data'
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
  await page.evaluate((size) => (window as unknown as ChartBenchWindow).chartBench.prepare(size.series, size.points), {
    series: seriesCount,
    points,
  })
  const bare: number[] = []
  const wrapped: number[] = []
  // One warm-up of each (JIT, fonts), then the runs alternate so that both see the same machine.
  await page.evaluate(() => (window as unknown as ChartBenchWindow).chartBench.bare())
  await page.evaluate(() => (window as unknown as ChartBenchWindow).chartBench.wrapped())
  // A draw takes tens of milliseconds: three times the runs keep a loaded machine's noise out of the ratio's medians.
  for (let run = 0; run < context.runs * 3; run += 1) {
    bare.push(await page.evaluate(() => (window as unknown as ChartBenchWindow).chartBench.bare()))
    wrapped.push(await page.evaluate(() => (window as unknown as ChartBenchWindow).chartBench.wrapped()))
  }
  await page.close()
  return [
    figureFromSamples(
      { name: 'chart.first_draw_bare_uplot_ms', label: `bare uPlot, ${seriesCount} × ${points} points, first draw`, unit: 'ms' },
      bare,
    ),
    figureFromSamples(
      { name: 'chart.first_draw_wrapper_ms', label: `UPlotChart, ${seriesCount} × ${points} points, first draw`, unit: 'ms' },
      wrapped,
    ),
    exactFigure(
      {
        name: 'chart.first_draw_ratio',
        label: 'UPlotChart first draw ÷ bare uPlot (medians)',
        unit: '×',
        budget: budgets.chartFirstDrawRatio,
      },
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

/** Today in UTC, YYYY-MM-DD: the screen is given both ends, so its own time zone moves no day. */
const today = () => new Date().toISOString().slice(0, 10)

/** Calendar months a span touches: the buckets of a by-month chart over it. */
function monthsTouched(span: DaySpan): number {
  const month = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7))
  return month(span.to) - month(span.from) + 1
}

/** A span of /stats left to pick its own step, and the points that step draws in every chart. */
interface StatsSpan {
  figure: string
  label: string
  span: DaySpan
  points: number
}

/**
 * The most points the screen draws in a chart when it picks the step (maxChartPoints of
 * features/stats); should that change, statsOpened says the charts drew other than expected.
 */
const mostPointsByItself = 120

/** The longest span the screen draws by day, and five years, which it draws by month. */
function statsSpans(): StatsSpan[] {
  const byDay = { from: addDays(today(), 1 - mostPointsByItself), to: today() }
  const fiveYears = { from: addDays(today(), -5 * 365), to: today() }
  return [
    {
      figure: 'stats.120_days_by_day_all_charts_ms',
      label: `/stats, ${mostPointsByItself} days by day (as many points a series): navigation to every chart painted`,
      span: byDay,
      points: mostPointsByItself,
    },
    {
      figure: 'stats.five_years_by_month_all_charts_ms',
      label: `/stats, 5 years by month (${monthsTouched(fiveYears)} points a series): navigation to every chart painted`,
      span: fiveYears,
      points: monthsTouched(fiveYears),
    },
  ]
}

/** The time charts of the screen (charts.ts), each a uPlot host that says how many points it drew. */
const chartsOnScreen = 8

/**
 * Navigation start of `/stats` over the span (the step left to the screen) to every chart drawn and
 * settled, the retention heatmap and the users table shown, and a frame painted. Throws when a
 * chart drew other than the span's points: the figure would then time another screen.
 */
async function statsOpened(context: BenchContext, page: Page, shown: StatsSpan): Promise<number> {
  await page.goto(`${context.baseUrl}/stats?date_from=${shown.span.from}&date_to=${shown.span.to}`)
  const opened = await page.evaluate(
    (charts) =>
      new Promise<{ at: number; points: number[] }>((resolve) => {
        const drawnPoints = () => {
          const hosts = [...document.querySelectorAll<HTMLElement>('main [data-drawn-points]')]
          const settled =
            hosts.length === charts &&
            hosts.every((host) => host.closest('[aria-busy="true"]') === null) &&
            document.querySelector('main [aria-label="Удержание по когортам, таблица"] td') !== null &&
            document.querySelector('main tbody tr[data-index]') !== null
          return settled ? hosts.map((host) => Number(host.dataset.drawnPoints)) : null
        }
        const check = () => {
          const points = drawnPoints()
          if (points) {
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve({ at: performance.now(), points })
              channel.port2.postMessage(null)
            })
          } else requestAnimationFrame(check)
        }
        check()
      }),
    chartsOnScreen,
  )
  if (opened.points.some((points) => points !== shown.points)) {
    throw new Error(`${shown.label}: the charts drew ${opened.points.join(', ')} points, not ${shown.points} each`)
  }
  return opened.at
}

/** uPlot alone, minified and gzipped, as the statistics chunk carries it. */
async function uPlotGzipKiB(): Promise<number> {
  const result = await build({ entryPoints: ['uplot'], bundle: true, write: false, minify: true, format: 'esm', logLevel: 'silent' })
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length / 1024
}

/** The statistics route's own download (bundle-size's figure) less uPlot: the budget is 50 KiB beyond uPlot. */
async function statsChunkFigures(context: BenchContext): Promise<Figure[]> {
  const route = (await bundleSize.measure(context)).figures.find(
    (figure) => figure.name === 'route_chunk_gzip_kib.features/stats/stats-screen',
  )
  const uPlotKiB = await uPlotGzipKiB()
  const figures = [exactFigure({ name: 'stats.uplot_gzip_kib', label: 'uPlot itself, minified, gzip', unit: 'KiB' }, uPlotKiB)]
  if (route) {
    figures.push(
      exactFigure(
        {
          name: 'stats.route_beyond_uplot_gzip_kib',
          label: 'lazy stats screen beyond entry, shell (with the shared chunks it prefetches) and uPlot, gzip',
          unit: 'KiB',
          budget: budgets.routeChunkGzipKiB,
        },
        route.median - uPlotKiB,
      ),
    )
  }
  return figures
}

export const statsCharts: MeasurementGroup = {
  name: 'stats-charts',
  timedInBrowser: true,
  async measure(context) {
    context.log('stats: the route chunk, then the first draw of 4 × 100,000 points in a blank page')
    const figures = [...(await statsChunkFigures(context)), ...(await firstDraw(context))]
    const page = await signedInPage(context)
    for (const shown of statsSpans()) {
      context.log(
        `stats: ${shown.label}, a warm-up and ${context.runs} runs, each waiting for ${chartsOnScreen} charts drawn with ` +
          `${shown.points} points a series, the retention heatmap and the users table`,
      )
      await statsOpened(context, page, shown)
      const samples: number[] = []
      for (let run = 0; run < context.runs; run += 1) samples.push(await statsOpened(context, page, shown))
      figures.push(figureFromSamples({ name: shown.figure, label: shown.label, unit: 'ms' }, samples))
    }
    await page.close()
    return { figures, unmeasured: [] }
  },
}
