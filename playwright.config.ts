import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/e2e/chromium'

/**
 * End-to-end tests in Debian's Chromium. tests/e2e/global-setup.ts builds the console; each worker
 * runs its own reference server (tests/e2e/fixtures.ts), so workers never see each other's faults,
 * revocations or records. Two, one per core: four kept the machine's two cores saturated (load 13) and
 * went no faster.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // A ceiling for a test that hangs: with both workers busy on a shared machine a whole test took over a minute.
  timeout: 180_000,
  // The bounds on every wait for what the page shows, on a click and on a load. The console is built
  // for production, but the machine may be shared with busy processes that slow each step several
  // times over: generous, so only what never comes fails. A test that waits on a product promise
  // ('within 3 s', 'after 15 s') says so at that assertion.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // The actions, their logs, the network and the console of a failed test; no screencast nor DOM
    // snapshots, which cost each test about a quarter and an eighth of its time on two cores (the
    // failure's ARIA snapshot is in its error-context.md all the same).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
})
