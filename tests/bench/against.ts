import { spawnSync } from 'node:child_process'
import { existsSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { buildEnvironment, projectRoot } from '../e2e/build-console'

/** Another commit's console, built where this one's bench can serve it. */
export interface OtherBuild {
  /** The commit as given (BENCH_AGAINST) and its full hash. */
  name: string
  commit: string
  distDir: string
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`)
  return result.stdout.trim()
}

/**
 * Builds `name`'s console in a detached worktree of its own (/tmp/bench-<hash>), this worktree's
 * node_modules linked in, unless that worktree already holds its build (a commit never changes).
 * The bench's own code, the server and the measurements stay this worktree's: only the console differs.
 */
export function buildOtherCommit(name: string, log: (message: string) => void): OtherBuild {
  const commit = git('rev-parse', '--verify', `${name}^{commit}`)
  const worktree = join('/tmp', `bench-${commit.slice(0, 12)}`)
  const distDir = join(worktree, 'dist')
  if (existsSync(join(distDir, 'index.html'))) {
    log(`BENCH_AGAINST ${name}: reusing the build in ${worktree}`)
    return { name, commit, distDir }
  }
  if (!existsSync(worktree)) git('worktree', 'add', '--detach', worktree, commit)
  if (!existsSync(join(worktree, 'node_modules'))) symlinkSync(join(projectRoot, 'node_modules'), join(worktree, 'node_modules'), 'dir')
  log(`BENCH_AGAINST ${name}: building ${commit.slice(0, 12)} in ${worktree}`)
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: worktree,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, ...buildEnvironment() },
  })
  if (result.status !== 0 || !existsSync(join(distDir, 'index.html'))) {
    throw new Error(`npm run build of ${name} in ${worktree} failed (exit ${result.status ?? result.signal})`)
  }
  return { name, commit, distDir }
}
