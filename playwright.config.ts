import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/e2e/chromium'

/**
 * End-to-end tests in Debian's Chromium against the reference server that tests/e2e/global-setup.ts
 * starts (one server, so one worker: faults and token revocation are server-wide).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // The bounds on every wait for what the page shows, on a click and on a load. The console is built
  // for production, but the machine may be shared with busy processes that slow each step several
  // times over: generous, so only what never comes fails. A test that waits on a product promise
  // ('within 3 s', 'after 15 s') says so at that assertion.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // Set by global-setup, which runs before the workers load this file.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
  },
})
