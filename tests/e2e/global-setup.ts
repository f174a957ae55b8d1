import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../server/start'
import { buildConsole, distDir } from './build-console'
import { assertChromiumInstalled } from './chromium'
import { e2eAccessTokenTtl } from './fixtures'

/**
 * Builds the console, starts the reference server on a free port with a fresh seeded database and
 * the test controls, and hands its URL to the tests (E2E_BASE_URL, read by playwright.config.ts in
 * every worker). The returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromiumInstalled()
  buildConsole()
  const databaseDirectory = mkdtempSync(join(tmpdir(), 'console-e2e-'))
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseFile: join(databaseDirectory, 'e2e.sqlite'),
    seed: 1,
    customers: 300,
    accessTokenTtl: e2eAccessTokenTtl,
    testControls: true,
    staticDir: distDir,
  })
  process.env.E2E_BASE_URL = server.url
  return async () => {
    await server.close()
    rmSync(databaseDirectory, { recursive: true, force: true })
  }
}
