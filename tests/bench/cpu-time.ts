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
