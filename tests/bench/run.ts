/**
 * `npm run bench`: builds the console, serves it from the reference server over a large seeded
 * database, drives Debian's Chromium, and prints one JSON object of named figures (stdout) and a
 * short table with DESIGN.md's budgets (stderr). A measurement, not a test: figures over budget are
 * flagged, and the exit code is 0 unless a group could not measure.
 *
 * The JSON is also written to bench-results/latest.json (`npm run -s bench` keeps npm's banner off stdout).
 *
 * Environment: SEED_CUSTOMERS (100000), SEED (1), BENCH_RUNS (7, timed figures), BENCH_LIGHTHOUSE_RUNS (3),
 * BENCH_LIGHTHOUSE_REPORTS (a directory for Lighthouse's JSON reports), BENCH_ONLY (comma-separated group
 * names), CHROME_PATH.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startServer } from '../../server/start'
import { buildConsole, distDir, projectRoot } from '../e2e/build-console'
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../e2e/chromium'
import { auditLogReads } from './audit-log-reads'
import type { BenchContext, MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { bundleSize } from './bundle-size'
import { exportGroup } from './export'
import { formatTable, toJson, type Figure, type Unmeasured } from './figures'
import { lighthouseScores } from './lighthouse'
import { longList } from './long-list'
import { pageTiming } from './page-timing'
import { paletteTiming } from './palette-timing'
import { reportPreview } from './report'
import { serverThroughput } from './server-throughput'
import { statsCharts } from './stats-charts'

/** The registry: a new group of figures (palette, statistics, report) is one file and one line here. */
const groups: MeasurementGroup[] = [bundleSize, pageTiming, paletteTiming, longList, lighthouseScores, serverThroughput, statsCharts, reportPreview, auditLogReads, exportGroup]

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)

async function main(): Promise<number> {
  const customers = Number(process.env.SEED_CUSTOMERS) || 100_000
  const seed = Number(process.env.SEED) || 1
  const runs = Math.max(5, Number(process.env.BENCH_RUNS) || 7)
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
  const selected = groups.filter((group) => !only || only.includes(group.name))

  assertChromiumInstalled()
  log('building the console (skipped when dist is fresh)')
  buildConsole()

  const resultsDir = join(projectRoot, 'bench-results')
  mkdirSync(resultsDir, { recursive: true })
  // Seeding 100,000 customers takes a while: the database file is kept between runs.
  const databaseFile = join(resultsDir, `bench-seed${seed}-${customers}.sqlite`)
  log(`starting the reference server on ${databaseFile} (seeded on first use)`)
  const serverStarted = performance.now()
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseFile, seed, customers, staticDir: distDir })
  log(`server up at ${server.url} in ${Math.round(performance.now() - serverStarted)} ms`)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  const chromiumVersion = browser.version()

  const context: BenchContext = { baseUrl: server.url, browser, runs, customers, log }
  const figures: Figure[] = []
  const unmeasured: Unmeasured[] = []
  const failures: { group: string; error: string }[] = []
  try {
    for (const group of selected) {
      log(`measuring ${group.name}`)
      const started = performance.now()
      try {
        const result = await group.measure(context)
        figures.push(...result.figures)
        unmeasured.push(...result.unmeasured)
      } catch (error) {
        failures.push({ group: group.name, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
      }
      log(`${group.name} took ${Math.round((performance.now() - started) / 1000)} s`)
    }
  } finally {
    await browser.close()
    await server.close()
  }

  // A budget of DESIGN.md that no figure carries yet: its group (palette, statistics, report, long lists) is still to come.
  for (const [name, budget] of Object.entries(budgets)) {
    if (!figures.some((figure) => figure.budget === budget)) {
      unmeasured.push({ name: `budget.${name}`, reason: 'no measurement group measures it yet' })
    }
  }

  const report = {
    environment: {
      chromium: chromiumVersion,
      node: process.version,
      cpus: cpus().length,
      customers,
      runs,
      date: new Date().toISOString(),
    },
    figures: toJson(figures),
    unmeasured: Object.fromEntries(unmeasured.map((item) => [item.name, item.reason])),
    ...(failures.length > 0 ? { failures: Object.fromEntries(failures.map((failure) => [failure.group, failure.error])) } : {}),
  }
  const json = JSON.stringify(report, null, 2)
  writeFileSync(join(resultsDir, 'latest.json'), `${json}\n`)
  process.stderr.write(`\n${formatTable(figures)}\n\n`)
  for (const item of unmeasured) process.stderr.write(`not measured: ${item.name}: ${item.reason}\n`)
  for (const failure of failures) process.stderr.write(`could not measure ${failure.group}:\n${failure.error}\n`)
  process.stdout.write(`${json}\n`)
  return failures.length > 0 ? 1 : 0
}

process.exitCode = await main()
