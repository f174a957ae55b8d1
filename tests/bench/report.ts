import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BenchContext, MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { tracedThreadCpu } from './cpu-time'
import { exactFigure, figureFromSamples, median, type Figure } from './figures'
import { demoCredentials } from './page-timing'
import { papaparseAnchor, type AnchorRun } from './report-anchor'

const targetBytes = 50 * 1024 * 1024
const reportMonth = '2026-09'
const companies = ['ООО «Ромашка»', 'ИП Ёлкин', 'АО "Северсталь; Юг"', 'Студия «Пиксель»', '']

/** A 50 MB report in the reference server's dialect (UTF-8 with BOM, `;`, CRLF), Cyrillic and quoted cells included. */
function generatedReport(): Buffer {
  const lines = ['customer_uuid;email;company;registered_at;utm_source;utm_campaign;top_ups;spent;analyzed_images']
  let size = 3 + (lines[0]?.length ?? 0)
  for (let index = 0; size < targetBytes; index += 1) {
    const company = companies[index % companies.length] ?? ''
    const quoted = /[;"]/.test(company) ? `"${company.replaceAll('"', '""')}"` : company
    const line = [
      `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      `user${index}@example.ru`,
      quoted,
      `2025-0${(index % 9) + 1}-15T10:00:00+03:00`,
      index % 2 === 0 ? 'яндекс' : 'vk',
      index % 3 === 0 ? '' : 'осень-2026',
      `${(index % 5000) * 10}.50`,
      `${index % 977}.25`,
      String(index % 40),
    ].join(';')
    lines.push(line)
    size += Buffer.byteLength(line) + 2
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`)])
}

/**
 * Installed before the console's scripts on the report's page: a chain of zero-delay timers records
 * every stretch the main thread could not run one (the longest is the longest task, give or take
 * the browser's 4 ms timer clamp), and long-task entries are kept as a second witness.
 */
function installTaskProbe(): void {
  const stalls: { start: number; end: number }[] = []
  let last = performance.now()
  const tick = () => {
    const now = performance.now()
    if (now - last > 8) stalls.push({ start: last, end: now })
    last = now
    setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) stalls.push({ start: entry.startTime, end: entry.startTime + entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  Object.assign(window, { benchStalls: stalls })
}

interface ReportRun {
  previewMs: number
  parseMs: number
  longestTaskMs: number
  /** The same by CPU time (the trace's thread time), which the machine's load does not stretch. */
  longestTaskCpuMs: number
  /** CPU time the worker's thread spent (the parse). */
  workerCpuMs: number
  /** CPU time of the page's main thread meanwhile. */
  mainCpuMs: number
  /** The longest stalls, as «duration@start» in ms from the parse's start, for the log. */
  worstStalls: string
}

async function measureOnce(context: BenchContext, body: Buffer): Promise<ReportRun> {
  const browserContext = await context.browser.newContext()
  await browserContext.addInitScript({ content: 'globalThis.__name = (target) => target' })
  await browserContext.addInitScript(installTaskProbe)
  const page = await browserContext.newPage()
  try {
    await page.route('**/v1/admin/elama/monthly-report/**', (route) =>
      route.fulfill({
        status: 200,
        body,
        headers: {
          // Not text/csv: with a text type, Chromium's DevTools network agent (the driver's) decodes the
          // whole body on the page's main thread (a 40-60 ms task no browser without DevTools runs).
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename="elama-report-${reportMonth}.csv"`,
        },
      }),
    )
    await page.goto(`${context.baseUrl}/sign-in`)
    await page.getByLabel('Электронная почта').fill(demoCredentials.email)
    await page.getByLabel('Пароль').fill(demoCredentials.password)
    await page.getByRole('button', { name: 'Войти' }).click()
    await page.getByRole('heading', { level: 1, name: 'Пользователи' }).waitFor()
    // Opened in the page (the router follows popstate), so the trace holds the drawer, not the boot.
    const threads = await tracedThreadCpu(
      page,
      async () => {
        await page.evaluate((search) => {
          history.pushState(null, '', `/users?${search}`)
          dispatchEvent(new PopStateEvent('popstate'))
        }, `drawer=report&month=${reportMonth}`)
        await page.waitForFunction(() => performance.getEntriesByName('report:parse').length > 0, undefined, { timeout: 180_000 })
      },
      'report:preview:start',
    )
    const main = threads.get('CrRendererMain')
    const worker = [...threads].find(([name]) => /worker/i.test(name))?.[1]
    if (!main || !worker) throw new Error(`the trace holds no main or worker thread: ${[...threads.keys()].join(', ')}`)
    const timed = await page.evaluate(() => {
      const [preview] = performance.getEntriesByName('report:preview')
      const [parse] = performance.getEntriesByName('report:parse')
      if (!preview || !parse) throw new Error('the report drawer left no performance measures')
      const parseEnd = parse.startTime + parse.duration
      const stalls = (window as unknown as { benchStalls: { start: number; end: number }[] }).benchStalls
      const during = stalls.filter((stall) => stall.end > parse.startTime && stall.start < parseEnd)
      return {
        previewMs: preview.duration,
        parseMs: parse.duration,
        longestTaskMs: Math.max(0, ...during.map((stall) => stall.end - stall.start)),
        worstStalls: during
          .sort((a, b) => b.end - b.start - (a.end - a.start))
          .slice(0, 3)
          .map((stall) => `${Math.round(stall.end - stall.start)}@${Math.round(stall.start - parse.startTime)}`)
          .join(' '),
      }
    })
    return { ...timed, longestTaskCpuMs: main.longestTaskMs, workerCpuMs: worker.totalMs, mainCpuMs: main.totalMs }
  } finally {
    await browserContext.close()
  }
}

function workerGzipKiB(distDir: string): number {
  const worker = readdirSync(join(distDir, 'assets')).find((file) => /^csv\.worker-.*\.js$/.test(file))
  if (!worker) throw new Error('dist has no csv.worker chunk')
  return gzipSync(readFileSync(join(distDir, 'assets', worker))).length / 1024
}

/** The report drawer over a generated 50 MB CSV: first rows, whole parse in the worker, the page's longest task. */
export const reportPreview: MeasurementGroup = {
  name: 'report',
  timedInBrowser: true,
  async measure(context) {
    const body = generatedReport()
    const mib = body.length / (1024 * 1024)
    context.log(`report: ${mib.toFixed(1)} MiB generated`)
    await measureOnce(context, body)
    await papaparseAnchor(context, body)
    const runs: ReportRun[] = []
    const anchors: AnchorRun[] = []
    // The console's parse and the anchor in turn: the same machine load for both.
    for (let run = 0; run < Math.min(context.runs, 5); run += 1) {
      const measured = await measureOnce(context, body)
      const anchor = await papaparseAnchor(context, body)
      context.log(
        `report run ${run + 1}: parse ${Math.round(measured.parseMs)} ms (CPU: worker ${Math.round(measured.workerCpuMs)} ms, page ${Math.round(measured.mainCpuMs)} ms), ` +
          `longest task ${Math.round(measured.longestTaskCpuMs)} ms CPU, longest stalls (ms@offset) ${measured.worstStalls || 'none'}; ` +
          `papaparse's worker: ${Math.round(anchor.parseMs)} ms (worker CPU ${Math.round(anchor.workerCpuMs)} ms, ${anchor.rows} records)`,
      )
      runs.push(measured)
      anchors.push(anchor)
    }
    const parseSpeed = median(runs.map((run) => mib / (run.parseMs / 1000)))
    const anchorSpeed = median(anchors.map((anchor) => mib / (anchor.parseMs / 1000)))
    const figures: Figure[] = [
      figureFromSamples(
        {
          name: 'report.first_rows_ms',
          label: 'first 100 preview rows of a 50 MB report (main thread)',
          unit: 'ms',
          budget: budgets.reportPreviewFirstRowsMs,
        },
        runs.map((run) => run.previewMs),
      ),
      figureFromSamples(
        { name: 'report.parse_ms', label: 'whole 50 MB report parsed in the worker', unit: 'ms' },
        runs.map((run) => run.parseMs),
      ),
      figureFromSamples(
        { name: 'report.parse_mib_per_s', label: 'whole-report parse throughput', unit: 'MiB/s', budget: budgets.reportParseMiBPerSecond },
        runs.map((run) => mib / (run.parseMs / 1000)),
      ),
      figureFromSamples(
        {
          name: 'report.longest_task_ms',
          label: 'longest main-thread task during the parse',
          unit: 'ms',
          budget: budgets.reportParseLongestTaskMs,
        },
        runs.map((run) => run.longestTaskMs),
      ),
      figureFromSamples(
        { name: 'report.parse_cpu_mib_per_s', label: 'whole-report parse per CPU second of the worker’s thread', unit: 'MiB/s' },
        runs.map((run) => mib / (run.workerCpuMs / 1000)),
      ),
      figureFromSamples(
        {
          name: 'report.longest_task_cpu_ms',
          label: 'longest main-thread task from the first rows to the parsed file, CPU time',
          unit: 'ms',
        },
        runs.map((run) => run.longestTaskCpuMs),
      ),
      figureFromSamples(
        { name: 'report.papaparse_worker_mib_per_s', label: "papaparse's stock worker: streamed parse of the same file", unit: 'MiB/s' },
        anchors.map((anchor) => mib / (anchor.parseMs / 1000)),
      ),
      exactFigure(
        {
          name: 'report.parse_to_papaparse_ratio',
          label: "whole-report parse throughput ÷ papaparse's stock worker (medians)",
          unit: '×',
          budget: budgets.reportParseToPapaparseRatio,
        },
        Math.round((parseSpeed / anchorSpeed) * 100) / 100,
      ),
      exactFigure(
        {
          name: 'report.parse_to_papaparse_cpu_ratio',
          label: "papaparse's worker CPU time ÷ the console's worker CPU time (medians)",
          unit: '×',
        },
        Math.round((median(anchors.map((anchor) => anchor.workerCpuMs)) / median(runs.map((run) => run.workerCpuMs))) * 100) / 100,
      ),
      exactFigure(
        { name: 'report.worker_gzip_kib', label: 'the CSV worker (papaparse inside), gzip', unit: 'KiB' },
        workerGzipKiB(context.distDir),
      ),
    ]
    return { figures, unmeasured: [] }
  },
}
