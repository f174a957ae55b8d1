import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GroupResult } from './figures'
import { killProcessTree } from './process-tree'

/** What run.ts hands a group's process: the group's name and what its BenchContext holds besides the browser. */
export interface GroupSettings {
  group: string
  baseUrl: string
  distDir: string
  runs: number
  customers: number
}

/** A group's figures as its process reports them. */
export interface GroupReport {
  kind: 'result'
  result: GroupResult
  chromium: string
  /** Names of budgets.ts entries its figures carry (a budget's identity does not survive the message). */
  budgetsMeasured: string[]
}

export interface GroupFailure {
  kind: 'error'
  error: string
}

/** What a group's process sends, in order: progress lines, then one report or one failure. */
export type GroupMessage = { kind: 'log'; message: string } | GroupReport | GroupFailure

const childScript = join(import.meta.dirname, 'group-child.ts')

/**
 * Runs one group in a process of its own (group-child.ts, its own Chromium) and answers its report,
 * or a failure: it threw, its process ended, or it ran past `limitSeconds`. Either way the process
 * and everything it started (browsers, servers, clients) are killed, and its temporary files removed.
 */
export async function measureInOwnProcess(
  settings: GroupSettings,
  limitSeconds: number,
  log: (message: string) => void,
): Promise<GroupReport | GroupFailure> {
  // TMPDIR of its own: browser profiles and databases of a killed group go with it.
  const temporary = mkdtempSync(join(tmpdir(), `bench-${settings.group}-`))
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, JSON.stringify(settings)], {
    stdio: ['ignore', 2, 2, 'ipc'],
    env: { ...process.env, TMPDIR: temporary },
  })
  let lastStep = 'starting its process'
  let outcome: GroupReport | GroupFailure | undefined
  const finish = (answer: GroupReport | GroupFailure) => {
    outcome ??= answer
    if (child.pid !== undefined) killProcessTree(child.pid)
  }
  child.on('message', (message) => {
    const received = message as GroupMessage
    if (received.kind === 'log') {
      lastStep = received.message
      log(received.message)
    } else finish(received)
  })
  const timer = setTimeout(
    () => finish({ kind: 'error', error: `timed out after ${limitSeconds} s (BENCH_GROUP_TIMEOUT_S); its last step: ${lastStep}` }),
    limitSeconds * 1000,
  )
  const ended = await new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message))
    child.once('close', (code, signal) => resolve(signal ?? `exit code ${code}`))
  })
  clearTimeout(timer)
  rmSync(temporary, { recursive: true, force: true })
  return outcome ?? { kind: 'error', error: `its process ended (${ended}) before it reported; its last step: ${lastStep}` }
}
