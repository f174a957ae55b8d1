import type { Page } from '@playwright/test'
import type { BenchContext, MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { browserCpuTime, mainThreadTime } from './cpu-time'
import { figureFromSamples, type Figure } from './figures'
import { demoCredentials } from './page-timing'

// «Операции», «Все за период»: the long list loads up to 10,000 rows on its own (20 pages of 500).
const listRows = 10_000
const loadedAll = /Загружено 10\s000 из/

/** A new context (viewport 1440×900) signed in through the form, on the users screen. */
export async function signedInPage(context: BenchContext): Promise<{ page: Page; close(): Promise<void> }> {
  const browserContext = await context.browser.newContext({ viewport: { width: 1440, height: 900 } })
  await browserContext.addInitScript({ content: 'globalThis.__name = (target) => target' })
  const page = await browserContext.newPage()
  await page.goto(`${context.baseUrl}/sign-in`)
  await page.getByLabel('Электронная почта').fill(demoCredentials.email)
  await page.getByLabel('Пароль').fill(demoCredentials.password)
  await page.getByRole('button', { name: 'Войти' }).click()
  await page.getByRole('heading', { level: 1, name: 'Пользователи' }).waitFor()
  return { page, close: () => browserContext.close() }
}

/**
 * The click on «Все за период» (its event timestamp) to the frame painted with the 10,000 rows of
 * the cache mounted: the cost of mounting the list, its data already loaded.
 */
function timeMount(page: Page): Promise<number> {
  return page.getByRole('button', { name: 'Все за период' }).evaluate(
    (button) =>
      new Promise<number>((resolve) => {
        button.addEventListener(
          'click',
          (event) => {
            const check = () => {
              const grid = document.querySelector('[role="grid"][aria-label="Операции"]')
              const mounted = grid?.getAttribute('aria-rowcount') === String(10_000 + 1) && grid.querySelector('tbody tr[data-index]')
              if (!mounted) return requestAnimationFrame(check)
              requestAnimationFrame(() => {
                const channel = new MessageChannel()
                channel.port1.onmessage = () => resolve(performance.now() - event.timeStamp)
                channel.port2.postMessage(null)
              })
            }
            check()
          },
          { once: true },
        )
        ;(button as HTMLButtonElement).click()
      }),
  )
}

/**
 * Scrolls the page (the list scrolls with it) from the top to the bottom in steps, a step a frame,
 * and answers the longest frame seen.
 */
function longestScrollFrame(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const grid = document.querySelector('[role="grid"][aria-label="Операции"]')
        const scroller = document.scrollingElement
        if (!grid || !scroller) throw new Error('no operations grid on the page')
        if (scroller.scrollHeight - scroller.clientHeight < grid.clientHeight / 2) throw new Error('the page does not scroll over the list')
        const steps = 120
        const stepSize = (scroller.scrollHeight - scroller.clientHeight) / steps
        let step = 0
        let last = performance.now()
        let longest = 0
        const frame = (now: number) => {
          longest = Math.max(longest, now - last)
          last = now
          step += 1
          if (step > steps) return resolve(longest)
          scroller.scrollTop = step * stepSize
          requestAnimationFrame(frame)
        }
        requestAnimationFrame((now) => {
          last = now
          requestAnimationFrame(frame)
        })
      }),
  )
}

type WheelWindow = Window & { benchWheelFrames?: { stop(): number[] } }

/** How long the wheel scrolls, and the frame interval past which a frame counts as dropped (issue 46). */
const wheelMs = 3000
const droppedFrameMs = 20

/**
 * Scrolls the list by the mouse wheel over it for 3 s (notches of 100 px, as fast as the driver
 * sends them, from the top) and answers every frame's interval meanwhile: a frame the page could
 * not make in time shows as a long interval.
 */
async function wheelFrames(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    document.scrollingElement?.scrollTo(0, 0)
    const intervals: number[] = []
    let last = 0
    let running = true
    const frame = (now: number) => {
      if (last > 0) intervals.push(now - last)
      last = now
      if (running) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
    ;(window as WheelWindow).benchWheelFrames = {
      stop: () => {
        running = false
        return intervals
      },
    }
  })
  const box = await page.getByRole('grid', { name: 'Операции' }).boundingBox()
  if (!box) throw new Error('no operations grid on the page')
  await page.mouse.move(box.x + box.width / 2, 450)
  const started = performance.now()
  while (performance.now() - started < wheelMs) await page.mouse.wheel(0, 100)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => (window as WheelWindow).benchWheelFrames?.stop() ?? [])
}

/** The share of frames dropped, in per cent: intervals over `droppedFrameMs` (an edge-free count, not a percentile). */
function droppedPercent(intervals: readonly number[]): number {
  return (100 * intervals.filter((interval) => interval > droppedFrameMs).length) / Math.max(1, intervals.length)
}

export const longList: MeasurementGroup = {
  name: 'long-list',
  timedInBrowser: true,
  async measure(context) {
    const { page, close } = await signedInPage(context)
    try {
      await page.goto(`${context.baseUrl}/operations?view=all`)
      await page.getByText(loadedAll).waitFor({ timeout: 120_000 })
      const mounts: number[] = []
      const frames: number[] = []
      const dragCpu: number[] = []
      const wheelDropped: number[] = []
      const wheelCpu: number[] = []
      const dragBrowserCpu: number[] = []
      const wheelBrowserCpu: number[] = []
      for (let run = 0; run <= context.runs; run += 1) {
        await page.getByRole('button', { name: 'По страницам' }).click()
        await page.waitForFunction(
          () => document.querySelector('[role="grid"][aria-label="Операции"]')?.getAttribute('aria-rowcount') !== String(10_000 + 1),
        )
        const mounted = await timeMount(page)
        await page.getByText(loadedAll).waitFor()
        const dragTime = await mainThreadTime(page)
        const dragBrowserTime = browserCpuTime()
        const longest = await longestScrollFrame(page)
        const draggedInBrowser = dragBrowserTime()
        const dragged = await dragTime()
        const wheelTime = await mainThreadTime(page)
        const wheelBrowserTime = browserCpuTime()
        const wheeled = await wheelFrames(page)
        const wheeledInBrowser = wheelBrowserTime()
        const wheelSpent = await wheelTime()
        // The first run warms up Chromium and the JIT; it is not a sample.
        if (run > 0) {
          mounts.push(mounted)
          frames.push(longest)
          dragCpu.push(dragged)
          wheelDropped.push(droppedPercent(wheeled))
          wheelCpu.push(wheelSpent / Math.max(1, wheeled.length))
          dragBrowserCpu.push(draggedInBrowser)
          wheelBrowserCpu.push(wheeledInBrowser / Math.max(1, wheeled.length))
        }
      }
      const figures: Figure[] = [
        figureFromSamples(
          {
            name: 'long_list.mount_ms',
            label: `«Все за период»: ${listRows} cached rows mounted and painted`,
            unit: 'ms',
            budget: budgets.listMountMs,
          },
          mounts,
        ),
        figureFromSamples(
          {
            name: 'long_list.scroll_longest_frame_ms',
            label: `«Все за период»: longest frame scrolling ${listRows} rows`,
            unit: 'ms',
            budget: budgets.listScrollLongestFrameMs,
          },
          frames,
        ),
        figureFromSamples(
          {
            name: 'long_list.drag_cpu_ms',
            label: `«Все за период»: main-thread CPU time of the 120-step top-to-bottom scroll`,
            unit: 'ms',
          },
          dragCpu,
        ),
        figureFromSamples(
          { name: 'long_list.drag_browser_cpu_ms', label: '«Все за период»: the whole browser’s CPU time of that scroll', unit: 'ms' },
          dragBrowserCpu,
        ),
        figureFromSamples(
          {
            name: 'long_list.wheel_dropped_frames_percent',
            label: `«Все за период»: frames dropped (intervals over ${droppedFrameMs} ms), wheel-scrolling ${listRows} rows for ${wheelMs / 1000} s`,
            unit: '%',
            budget: budgets.listWheelDroppedFramesPercent,
          },
          wheelDropped,
        ),
        figureFromSamples(
          {
            name: 'long_list.wheel_cpu_per_frame_ms',
            label: '«Все за период»: main-thread CPU time per frame, wheel-scrolling',
            unit: 'ms',
          },
          wheelCpu,
        ),
        figureFromSamples(
          {
            name: 'long_list.wheel_browser_cpu_per_frame_ms',
            label: '«Все за период»: the whole browser’s CPU time per frame, wheel-scrolling',
            unit: 'ms',
          },
          wheelBrowserCpu,
        ),
      ]
      return { figures, unmeasured: [] }
    } finally {
      await close()
    }
  },
}
