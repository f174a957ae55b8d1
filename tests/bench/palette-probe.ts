import type { Page } from '@playwright/test'

/**
 * What the frame must show: the palette's input focused, the palette gone, the results ranked for
 * the input's text (which ends with `text`), or a row holding `text` among the settled results
 * for a `search` typed in full.
 */
export type Shown =
  | { kind: 'input-focused' }
  | { kind: 'palette-closed' }
  | { kind: 'results-for'; text: string }
  | { kind: 'row-with'; text: string; search: string }

type ArmedWindow = Window & { benchKeyToPaint?: Promise<number> }

/**
 * In the page: from the next keydown of a key other than a modifier (the event's timestamp) to the
 * first frame painted once `shown` holds. "Painted": a task queued from that frame's
 * requestAnimationFrame, which runs once the frame has been presented. Armed and awaited apart: a
 * key pressed while the arming call is still on its way would go unseen. The palette's list says
 * which text its rows are ranked for (`data-results-for`), so a keystroke counts once its results
 * are painted, not only its character; the floor page (palette-floor.ts) marks its list alike.
 */
export async function keyToPaint(page: Page, shown: Shown): Promise<() => Promise<number>> {
  await page.evaluate((condition) => {
    ;(window as ArmedWindow).benchKeyToPaint = new Promise<number>((resolve) => {
      const input = () => document.querySelector<HTMLInputElement>('[data-palette] [cmdk-input]')
      // The palette's own list: a screen's query bar has a cmdk list of its own, earlier in the page.
      const list = () => document.querySelector('[data-palette] [cmdk-list]')
      const resultsFor = (text: string) => {
        const value = input()?.value
        return value !== undefined && value.endsWith(text) && list()?.getAttribute('data-results-for') === value
      }
      const isDone = (): boolean => {
        if (condition.kind === 'input-focused') return document.activeElement?.matches('[data-palette] [cmdk-input]') === true
        // Gone, or kept mounted and hidden.
        if (condition.kind === 'palette-closed') return input()?.checkVisibility({ opacityProperty: true }) !== true
        if (condition.kind === 'results-for') return resultsFor(condition.text)
        return (
          input()?.value === condition.search &&
          resultsFor(condition.search) &&
          document.querySelector('[data-palette] [cmdk-loading]') === null &&
          [...(list()?.querySelectorAll('[cmdk-item]') ?? [])].some((item) => item.textContent?.includes(condition.text))
        )
      }
      const modifiers = ['Control', 'Meta', 'Shift', 'Alt']
      const onEvent = (event: KeyboardEvent) => {
        // Ctrl+K is timed from its K: a person holds Ctrl down well before it.
        if (modifiers.includes(event.key)) return
        window.removeEventListener('keydown', onEvent, { capture: true })
        const since = event.timeStamp
        const painted = () => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve(performance.now() - since)
          channel.port2.postMessage(null)
        }
        // Run in a frame's requestAnimationFrame: what holds there is in that frame's paint, which
        // the task queued now follows. (Waiting for one more frame counted a frame too many.)
        const check = () => (isDone() ? painted() : requestAnimationFrame(check))
        requestAnimationFrame(check)
      }
      window.addEventListener('keydown', onEvent, { capture: true })
    })
  }, shown)
  return () => page.evaluate(() => (window as ArmedWindow).benchKeyToPaint ?? Promise.reject(new Error('not armed')))
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  args?: { elementCount?: number; data?: { elementCount?: number } }
}

/** Elements restyled: in all (an element restyled twice counts twice) and in the largest single pass. */
export interface Restyled {
  total: number
  largestPass: number
}

/**
 * Elements whose style Chromium recalculated while `work` ran (the elementCount of its trace's
 * UpdateLayoutTree events, between two marks set in the page around the work).
 */
export async function restyledElements(page: Page, work: () => Promise<void>): Promise<Restyled> {
  const browser = page.context().browser()
  if (!browser) throw new Error('the page has no browser to trace')
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] })
  try {
    await page.evaluate(() => performance.mark('bench-restyle-start'))
    await work()
    await page.evaluate(() => performance.mark('bench-restyle-end'))
  } catch (error) {
    await browser.stopTracing()
    throw error
  }
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const start = events.find((event) => event.name === 'bench-restyle-start')?.ts
  const end = events.find((event) => event.name === 'bench-restyle-end')?.ts
  if (start === undefined || end === undefined) throw new Error('the trace holds no marks around the work')
  const passes = events
    .filter((event) => event.name === 'UpdateLayoutTree' && event.ts >= start && event.ts <= end)
    .map((event) => event.args?.elementCount ?? event.args?.data?.elementCount ?? 0)
  return { total: passes.reduce((sum, count) => sum + count, 0), largestPass: Math.max(0, ...passes) }
}

/**
 * Elements outside the page behind (#root): the palette's layers (backdrop, content) and the rest
 * that body holds beside the page, with html and body. On the floor, all but its main.
 */
function paletteOwnElements(page: Page): Promise<number> {
  return page.evaluate(() => {
    const page = document.getElementById('root') ?? document.querySelector('main')
    return [...document.body.querySelectorAll('*')].filter((element) => !page?.contains(element)).length + 2
  })
}

/** An open of the palette by Ctrl+K and its close by Escape, each traced: the elements they restyle, and the palette's own. */
export async function restyleOfOpenAndClose(page: Page): Promise<{ onOpen: Restyled; onClose: Restyled; own: number }> {
  const onOpen = await restyledElements(page, async () => {
    const opened = await keyToPaint(page, { kind: 'input-focused' })
    await page.keyboard.press('Control+k')
    await opened()
  })
  const own = await paletteOwnElements(page)
  const onClose = await restyledElements(page, async () => {
    const closed = await keyToPaint(page, { kind: 'palette-closed' })
    await page.keyboard.press('Escape')
    await closed()
  })
  return { onOpen, onClose, own }
}
