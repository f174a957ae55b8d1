import { existsSync } from 'node:fs'

/**
 * The Chromium the tests and the bench drive: Debian's package, because browser downloads do not
 * work on these machines. CHROME_PATH points elsewhere when needed.
 */
export const chromiumPath: string = process.env.CHROME_PATH || '/usr/bin/chromium'

/** Flags that keep a headless Chromium in a container quiet and deterministic. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Throws, with the way to install it, when the browser is missing: a run never passes without it. */
export function assertChromiumInstalled(): void {
  if (existsSync(chromiumPath)) return
  throw new Error(
    [
      `Chromium was not found at ${chromiumPath}.`,
      'Install it from Debian:  apt-get update && apt-get install -y chromium',
      'or point CHROME_PATH at an installed Chromium or Chrome.',
    ].join('\n'),
  )
}
