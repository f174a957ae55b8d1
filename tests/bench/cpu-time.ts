import type { Page } from '@playwright/test'
import { cpuMsBelow } from './process-tree'

/**
 * The renderer's main-thread CPU time from here on, read from Chromium's own metrics (CDP
 * Performance.getMetrics, TaskDuration: the time its main thread spent running tasks): unlike wall
 * time it barely grows when other processes hold the machine's cores. Answers a function that reads
 * the milliseconds spent since the call.
 */
export async function mainThreadTime(page: Page): Promise<() => Promise<number>> {
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable', { timeDomain: 'threadTicks' })
  const taskSeconds = async () => {
    const { metrics } = await session.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0
  }
  const start = await taskSeconds()
  return async () => {
    const spent = (await taskSeconds()) - start
    await session.detach()
    return spent * 1000
  }
}

/**
 * CPU time the whole browser (all its processes: renderer, GPU, network...; the bench launches it
 * from this process) spends from here on: the compositor's and the rasterizer's work too, which
 * TaskDuration leaves out. Answers a function that reads the milliseconds spent since the call.
 */
export function browserCpuTime(): () => number {
  const start = cpuMsBelow(process.pid)
  return () => cpuMsBelow(process.pid) - start
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/** CPU time of one thread's tasks in a trace: their sum and the longest, in ms. */
export interface ThreadCpu {
  totalMs: number
  longestTaskMs: number
}

/**
 * Traces the page while `work` runs and answers, per thread name (CrRendererMain, DedicatedWorker
 * thread, ...), the CPU time of its top-level tasks (Chromium's trace gives each task's thread time,
 * `tdur`, beside its wall time): the longest task by CPU is the one a loaded machine did not stretch.
 */
export async function tracedThreadCpu(
  page: Page,
  work: () => Promise<void>,
  /** A performance.mark() of the page: only tasks that end after it count. */
  fromMark?: string,
): Promise<Map<string, ThreadCpu>> {
  const browser = page.context().browser()
  if (!browser) throw new Error('the page has no browser to trace')
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] })
  try {
    await work()
  } catch (error) {
    await browser.stopTracing()
    throw error
  }
  const buffer = await browser.stopTracing()
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const names = new Map<string, string>()
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name) names.set(`${event.pid}:${event.tid}`, event.args.name)
  }
  const from = fromMark === undefined ? 0 : events.find((event) => event.name === fromMark)?.ts
  if (from === undefined) throw new Error(`the trace holds no mark ${fromMark}`)
  const threads = new Map<string, ThreadCpu>()
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || event.tdur === undefined) continue
    if (event.ts + (event.dur ?? 0) < from) continue
    const name = names.get(`${event.pid}:${event.tid}`)
    if (!name) continue
    const thread = threads.get(name) ?? { totalMs: 0, longestTaskMs: 0 }
    const ms = event.tdur / 1000
    threads.set(name, { totalMs: thread.totalMs + ms, longestTaskMs: Math.max(thread.longestTaskMs, ms) })
  }
  return threads
}
