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
  expect: { timeout: 5_000 },
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
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
  },
})
