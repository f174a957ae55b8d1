/**
 * One measurement group in a process of its own, started by group-process.ts: launches Chromium,
 * measures, sends the report (or the failure) and waits for run.ts to end it with all it started.
 */
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../e2e/chromium'
import { budgets } from './budgets'
import type { GroupResult } from './figures'
import type { GroupMessage, GroupSettings } from './group-process'
import { groups } from './groups'
import { atRate, throttledBrowser, throttleRates } from './throttle'

const settings = JSON.parse(process.argv[2] ?? '{}') as GroupSettings

const send = (message: GroupMessage) => process.send?.(message)

// Nobody is left to read the figures.
process.on('disconnect', () => process.exit(1))

async function measure(): Promise<GroupMessage> {
  const group = groups.find((candidate) => candidate.name === settings.group)
  if (!group) throw new Error(`no measurement group is named «${settings.group}»`)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    const result: GroupResult = { figures: [], unmeasured: [] }
    const rates = group.timedInBrowser ? throttleRates() : [undefined]
    for (const rate of rates) {
      const measured = await group.measure({
        baseUrl: settings.baseUrl,
        distDir: settings.distDir,
        browser: rate === undefined ? browser : throttledBrowser(browser, rate),
        runs: settings.runs,
        customers: settings.customers,
        log: (message) => send({ kind: 'log', message: rate === undefined ? message : `[CPU ×${rate}] ${message}` }),
      })
      result.figures.push(...(rate === undefined ? measured.figures : measured.figures.map((figure) => atRate(figure, rate))))
      result.unmeasured.push(
        ...(rate === undefined ? measured.unmeasured : measured.unmeasured.map((item) => ({ ...item, name: `${item.name}@x${rate}` }))),
      )
    }
    const budgetsMeasured = Object.entries(budgets)
      .filter(([, budget]) => result.figures.some((figure) => figure.budget === budget))
      .map(([name]) => name)
    return { kind: 'result', result, chromium: browser.version(), budgetsMeasured }
  } finally {
    await browser.close()
  }
}

measure().then(send, (error: unknown) =>
  send({ kind: 'error', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
)
