import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const projectRoot: string = join(import.meta.dirname, '..', '..')
export const distDir: string = join(projectRoot, 'dist')

// Everything the built console depends on; a change to any of them makes dist stale.
const buildInputs = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
  'package-lock.json',
  'tsconfig.app.json',
]
// Outside dist, so that the server never serves it.
const stampFile = join(projectRoot, 'node_modules', '.cache', 'console-build-stamp.json')

function newestModification(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestModification(join(path, name))), stat.mtimeMs)
}

/** What a build is made of: the sources' newest change and the settings the tests rely on. */
function currentStamp(): string {
  return JSON.stringify({
    inputsChanged: Math.max(...buildInputs.map((input) => newestModification(join(projectRoot, input)))),
    environment: buildEnvironment(),
  })
}

/** Same-origin API; the product name the document titles are checked against. */
export function buildEnvironment(): { VITE_API_HOST: string; VITE_PRODUCT_NAME: string } {
  return { VITE_API_HOST: '', VITE_PRODUCT_NAME: process.env.VITE_PRODUCT_NAME || 'Heatmap Admin' }
}

function isFresh(): boolean {
  return existsSync(join(distDir, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === currentStamp()
}

/**
 * Builds the console with `npm run build` unless dist already holds a build of the current sources
 * (always builds on CI). Build output goes to stderr, so a caller's stdout stays its own.
 */
export function buildConsole(): void {
  if (!process.env.CI && isFresh()) return
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, ...buildEnvironment() },
  })
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`)
  mkdirSync(dirname(stampFile), { recursive: true })
  writeFileSync(stampFile, currentStamp())
}
