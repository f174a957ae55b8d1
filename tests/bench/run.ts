/**
 * `npm run bench`: builds the console, serves it from the reference server over a large seeded
 * database, and measures each group of figures in a process of its own with its own Debian
 * Chromium; prints one JSON object of named figures (stdout) and a short table with docs/testing.md's
 * budgets (stderr). A measurement, not a test: figures over budget are flagged, and the exit code
 * is 0 unless a group could not measure.
 *
 * Each group has a time limit: past it, the group's process and all it started are killed, the
 * group is reported under `failures` with its last step, and the next group runs.
 *
 * The JSON is also written to bench-results/latest.json (`npm run -s bench` keeps npm's banner off stdout).
 *
 * Environment: SEED_CUSTOMERS (100000), SEED (1), BENCH_RUNS (7, timed figures), BENCH_LIGHTHOUSE_RUNS (3),
 * BENCH_LIGHTHOUSE_REPORTS (a directory for Lighthouse's JSON reports), BENCH_ONLY (comma-separated group
 * names), BENCH_GROUP_TIMEOUT_S (every group's time limit, seconds; else the group's own, else 300), CHROME_PATH,
 * BENCH_AGAINST (a commit: its console is built in a worktree of its own and each group runs against
 * both builds in turn; the JSON gains `against` with its figures and this build's ratio to them), BENCH_THROTTLE
 * (CPU slowdowns the groups timed in the browser run under, comma-separated; 1,2.5: each figure named `…@x1`, `…@x2.5`).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../server/start'
import { buildConsole, distDir, projectRoot } from '../e2e/build-console'
import { assertChromiumInstalled } from '../e2e/chromium'
import { buildOtherCommit } from './against'
import type { MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { comparisonRatios, formatComparison } from './comparison'
import { formatTable, toJson, type Figure, type Unmeasured } from './figures'
import { measureInOwnProcess } from './group-process'
import { groups } from './groups'
import { throttleRates } from './throttle'

const defaultTimeLimitSeconds = 300

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)

/** The groups BENCH_ONLY names (all without it); a name of no group stops the run before anything starts. */
function selectedGroups(): readonly MeasurementGroup[] {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
  if (!only) return groups
  const unknown = only.filter((name) => !groups.some((group) => group.name === name))
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY names no group: ${unknown.join(', ')} (the groups: ${groups.map((group) => group.name).join(', ')})`)
  }
  return groups.filter((group) => only.includes(group.name))
}

/** A group timed in the browser runs once per rate of BENCH_THROTTLE, its limit as many times over. */
function timeLimitSeconds(group: MeasurementGroup): number {
  const once = Number(process.env.BENCH_GROUP_TIMEOUT_S) || group.timeLimitSeconds || defaultTimeLimitSeconds
  return group.timedInBrowser ? once * throttleRates().length : once
}

async function main(): Promise<number> {
  const customers = Number(process.env.SEED_CUSTOMERS) || 100_000
  const seed = Number(process.env.SEED) || 1
  const runs = Math.max(5, Number(process.env.BENCH_RUNS) || 7)
  const selected = selectedGroups()

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

  const against = process.env.BENCH_AGAINST ? buildOtherCommit(process.env.BENCH_AGAINST, log) : undefined
  // The other build's server shares the database (already seeded by the first).
  const otherServer = against
    ? await startServer({ port: 0, host: '127.0.0.1', databaseFile, seed, customers, staticDir: against.distDir })
    : undefined
  const figures: Figure[] = []
  const otherFigures: Figure[] = []
  const unmeasured: Unmeasured[] = []
  const budgetsMeasured = new Set<string>()
  const failures: { group: string; error: string }[] = []
  let chromiumVersion: string | null = null
  // Each group against this build, then against the other, in turn: the same machine load for both.
  const builds = [
    { label: 'this build', url: server.url, distDir, into: figures },
    ...(against && otherServer ? [{ label: against.name, url: otherServer.url, distDir: against.distDir, into: otherFigures }] : []),
  ]
  try {
    for (const group of selected) {
      const limit = timeLimitSeconds(group)
      for (const build of builds) {
        const name = builds.length > 1 ? `${group.name} (${build.label})` : group.name
        log(`measuring ${name} (time limit ${limit} s)`)
        const started = performance.now()
        const outcome = await measureInOwnProcess(
          { group: group.name, baseUrl: build.url, distDir: build.distDir, runs, customers },
          limit,
          log,
        )
        if (outcome.kind === 'result') {
          build.into.push(...outcome.result.figures)
          if (build.into === figures) {
            unmeasured.push(...outcome.result.unmeasured)
            for (const budget of outcome.budgetsMeasured) budgetsMeasured.add(budget)
          }
          chromiumVersion ??= outcome.chromium
        } else {
          failures.push({ group: name, error: outcome.error })
        }
        log(`${name} ${outcome.kind === 'result' ? 'took' : 'failed after'} ${Math.round((performance.now() - started) / 1000)} s`)
      }
    }
  } finally {
    await server.close()
    await otherServer?.close()
  }

  // A budget no figure of this run carries: its group failed, was left out, or is still to come.
  for (const name of Object.keys(budgets)) {
    if (!budgetsMeasured.has(name)) unmeasured.push({ name: `budget.${name}`, reason: 'no group measured it in this run' })
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
    ...(against
      ? { against: { commit: against.commit, figures: toJson(otherFigures), ratios: comparisonRatios(figures, otherFigures) } }
      : {}),
    ...(failures.length > 0 ? { failures: Object.fromEntries(failures.map((failure) => [failure.group, failure.error])) } : {}),
  }
  const json = JSON.stringify(report, null, 2)
  writeFileSync(join(resultsDir, 'latest.json'), `${json}\n`)
  process.stderr.write(`\n${formatTable(figures)}\n\n`)
  if (against) process.stderr.write(`${formatComparison(figures, otherFigures, against.name)}\n\n`)
  for (const item of unmeasured) process.stderr.write(`not measured: ${item.name}: ${item.reason}\n`)
  for (const failure of failures) process.stderr.write(`could not measure ${failure.group}:\n${failure.error}\n`)
  process.stdout.write(`${json}\n`)
  return failures.length > 0 ? 1 : 0
}

process.exitCode = await main()
