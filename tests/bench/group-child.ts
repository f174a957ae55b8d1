/**
 * One measurement group in a process of its own, started by group-process.ts: launches Chromium,
 * measures, sends the report (or the failure) and waits for run.ts to end it with all it started.
 */
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../e2e/chromium'
import { budgets } from './budgets'
import type { GroupMessage, GroupSettings } from './group-process'
import { groups } from './groups'

const settings = JSON.parse(process.argv[2] ?? '{}') as GroupSettings

const send = (message: GroupMessage) => process.send?.(message)

// Nobody is left to read the figures.
process.on('disconnect', () => process.exit(1))

async function measure(): Promise<GroupMessage> {
  const group = groups.find((candidate) => candidate.name === settings.group)
  if (!group) throw new Error(`no measurement group is named «${settings.group}»`)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    const result = await group.measure({
      baseUrl: settings.baseUrl,
      distDir: settings.distDir,
      browser,
      runs: settings.runs,
      customers: settings.customers,
      log: (message) => send({ kind: 'log', message }),
    })
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
