import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The newest modification time (ms) of a file under `path` (itself, when a file); 0 when missing. */
function newestChange(path: string): number {
  let stats
  try {
    stats = statSync(path)
  } catch {
    return 0
  }
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs)
}

/** Whether dist/ is missing or older than the console's sources. */
export function consoleBuildIsStale(root: string): boolean {
  const built = newestChange(join(root, 'dist', 'index.html'))
  if (built === 0) return true
  const sources = ['src', 'contract', 'index.html', 'public', 'panda.config.ts', 'vite.config.ts', 'package.json'].map((part) =>
    newestChange(join(root, part)),
  )
  return Math.max(...sources) > built
}

/** Runs `npm run build` in `root`, its output passed through; rejects when it fails. */
export function buildConsole(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))))
  })
}
