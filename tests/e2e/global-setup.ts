import { buildConsole } from './build-console'
import { assertChromiumInstalled } from './chromium'

/** Builds the console once for every worker; each worker starts its own server (fixtures.ts, `consoleServer`). */
export default function globalSetup(): void {
  assertChromiumInstalled()
  buildConsole()
}
