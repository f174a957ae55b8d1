import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../e2e/chromium'
import type { MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { figureFromSamples, type Figure } from './figures'
import { demoCredentials } from './page-timing'

const categories = [
  { id: 'performance', budget: budgets.lighthousePerformance },
  { id: 'accessibility', budget: budgets.lighthouseAccessibility },
  { id: 'best-practices', budget: budgets.lighthouseBestPractices },
] as const

interface LighthouseRun {
  scores: Record<(typeof categories)[number]['id'], number>
  largestContentfulPaintMs: number
}

/**
 * Staff use the console on desktops: Lighthouse's desktop preset by default; BENCH_LIGHTHOUSE_PRESET=mobile
 * switches to its mobile defaults (a slow phone on 4G).
 */
const preset = process.env.BENCH_LIGHTHOUSE_PRESET === 'mobile' ? 'mobile' : 'desktop'

/** BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full JSON report there, to read what a score is made of. */
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS
let savedReports = 0

function saveReport(url: string, build: string, report: object): void {
  if (!reportDir) return
  mkdirSync(reportDir, { recursive: true })
  savedReports += 1
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'
  writeFileSync(join(reportDir, `${build}-${String(savedReports).padStart(2, '0')}-${page}.json`), JSON.stringify(report))
}

/**
 * Lighthouse's own failures to record a trace ("Please run Lighthouse again"): the first navigation
 * of a fresh Chrome sometimes misses its navigation start. Such a run is made again, not scored.
 */
const retriedErrors = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST'])
const attemptsPerRun = 3

class LighthouseRetry extends Error {}

interface LighthouseTarget {
  /** The Chrome's debugging port. */
  port: number
  keepStorage: boolean
  /** Which build is measured (the folder it was built in): names the saved reports. */
  build: string
  log: (message: string) => void
}

/** One Lighthouse navigation on a Chrome already listening, made again after a trace it failed to record. */
async function runLighthouse(url: string, target: LighthouseTarget): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, target)
    } catch (error) {
      if (!(error instanceof LighthouseRetry) || attempt === attemptsPerRun) throw error
      target.log(`lighthouse: ${error.message}; running it again`)
    }
  }
}

async function lighthouseOnce(url: string, { port, keepStorage, build }: LighthouseTarget): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories.map((category) => category.id),
      disableStorageReset: keepStorage,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    const message = `Lighthouse failed on ${url}: ${lhr.runtimeError.message}`
    throw retriedErrors.has(lhr.runtimeError.code) ? new LighthouseRetry(message) : new Error(message)
  }
  // A redirect (to sign-in, say) would score another page than the one named.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse was sent from ${url} to ${lhr.finalDisplayedUrl}`)
  }
  saveReport(url, build, lhr)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
    largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  }
}

/** Signs in through the form in the Chrome that Lighthouse uses, so that the profile holds the tokens. */
async function signInThroughCdp(port: number, baseUrl: string): Promise<Browser> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const page = await context.newPage()
  await page.goto(`${baseUrl}/sign-in`)
  await page.getByLabel('Электронная почта').fill(demoCredentials.email)
  await page.getByLabel('Пароль').fill(demoCredentials.password)
  await page.getByRole('button', { name: 'Войти' }).click()
  await page.getByRole('heading', { level: 1, name: 'Пользователи' }).waitFor()
  await page.close()
  return browser
}

/** Lighthouse keeps the signed-in storage (disableStorageReset), so the HTTP cache is emptied here instead. */
async function clearHttpCache(browser: Browser): Promise<void> {
  const context = browser.contexts()[0]
  if (!context) return
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  await session.send('Network.clearBrowserCache')
  await page.close()
}

function pageFigures(pageName: string, pageLabel: string, runs: LighthouseRun[]): Figure[] {
  return [
    ...categories.map((category) =>
      figureFromSamples(
        {
          name: `lighthouse.${pageName}.${category.id.replace('-', '_')}`,
          label: `Lighthouse ${category.id} (${preset}), ${pageLabel}`,
          unit: 'score',
          budget: category.budget,
        },
        runs.map((run) => run.scores[category.id]),
      ),
    ),
    figureFromSamples(
      { name: `lighthouse.${pageName}.lcp_ms`, label: `Lighthouse largest contentful paint (${preset}), ${pageLabel}`, unit: 'ms' },
      runs.map((run) => run.largestContentfulPaintMs),
    ),
  ]
}

const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3

export const lighthouseScores: MeasurementGroup = {
  name: 'lighthouse',
  async measure(context) {
    const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [...chromiumArgs, '--headless=new'],
      userDataDir,
      logLevel: 'silent',
    })
    const target = { port: chrome.port, build: basename(dirname(context.distDir)), log: context.log }
    try {
      const signInRuns: LighthouseRun[] = []
      for (let run = 0; run < lighthouseRuns; run += 1) {
        context.log(`lighthouse: sign-in page, run ${run + 1}/${lighthouseRuns}`)
        signInRuns.push(await runLighthouse(`${context.baseUrl}/sign-in`, { ...target, keepStorage: false }))
      }

      const browser = await signInThroughCdp(chrome.port, context.baseUrl)
      const usersRuns: LighthouseRun[] = []
      for (let run = 0; run < lighthouseRuns; run += 1) {
        context.log(`lighthouse: users list, run ${run + 1}/${lighthouseRuns}`)
        await clearHttpCache(browser)
        usersRuns.push(await runLighthouse(`${context.baseUrl}/users`, { ...target, keepStorage: true }))
      }
      await browser.close()

      return {
        figures: [...pageFigures('sign_in', 'sign-in page', signInRuns), ...pageFigures('users', 'users list', usersRuns)],
        unmeasured: [],
      }
    } finally {
      chrome.kill()
      rmSync(userDataDir, { recursive: true, force: true })
    }
  },
}
