import { join } from 'node:path'
import type PapaType from 'papaparse'
import { projectRoot } from '../e2e/build-console'
import type { BenchContext } from './bench-context'
import { tracedThreadCpu } from './cpu-time'

/** papaparse's stock worker parse of a file: how long, and the CPU time of its worker's thread. */
export interface AnchorRun {
  parseMs: number
  workerCpuMs: number
  rows: number
}

const anchorPath = '/bench/papaparse-anchor'
const filePath = '/bench/report.csv'

/**
 * The anchor the report's parse is held to: papaparse as its README streams a file in a worker
 * (`Papa.parse(file, { worker: true, chunk })`, its own worker built from its own script, the rows
 * of each chunk posted back to the page), over the same bytes, on a bare page of the same origin.
 * Timed from the call to `complete`, as the console's parse is from its start to the summary.
 */
export async function papaparseAnchor(context: BenchContext, body: Buffer): Promise<AnchorRun> {
  const browserContext = await context.browser.newContext()
  await browserContext.addInitScript({ content: 'globalThis.__name = (target) => target' })
  const page = await browserContext.newPage()
  try {
    await page.route(`**${anchorPath}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>papaparse</title>' }),
    )
    await page.route(`**${filePath}`, (route) =>
      route.fulfill({ status: 200, body, headers: { 'Content-Type': 'application/octet-stream' } }),
    )
    await page.goto(`${context.baseUrl}${anchorPath}`)
    await page.addScriptTag({ path: join(projectRoot, 'node_modules/papaparse/papaparse.min.js') })
    await page.evaluate(async (path) => {
      const blob = await (await fetch(path)).blob()
      Object.assign(window, { benchFile: new File([blob], 'report.csv') })
    }, filePath)
    let timed = { parseMs: 0, rows: 0 }
    const threads = await tracedThreadCpu(
      page,
      async () => {
        timed = await page.evaluate(
          () =>
            new Promise<{ parseMs: number; rows: number }>((resolve) => {
              const scope = window as unknown as { Papa: typeof PapaType; benchFile: File }
              performance.mark('anchor:start')
              const started = performance.now()
              let rows = 0
              scope.Papa.parse<string[]>(scope.benchFile, {
                worker: true,
                chunk: (results) => {
                  rows += results.data.length
                },
                complete: () => resolve({ parseMs: performance.now() - started, rows }),
              })
            }),
        )
      },
      'anchor:start',
    )
    const worker = [...threads].find(([name]) => /worker/i.test(name))?.[1]
    if (!worker) throw new Error(`the anchor's trace holds no worker thread: ${[...threads.keys()].join(', ')}`)
    return { ...timed, workerCpuMs: worker.totalMs }
  } finally {
    await browserContext.close()
  }
}
