import type { Page } from '@playwright/test'
import type { BenchContext, MeasurementGroup } from './bench-context'
import { figureFromSamples, type Figure, type Unmeasured } from './figures'

export const demoCredentials = { email: 'admin@example.com', password: 'admin12345' } as const

/** An element to wait for: the first match of `selector` (with `text` as its whole text, if given). */
interface Target {
  selector: string
  text?: string
}

/**
 * Installed before the console's own scripts: `window.benchAfterPaint(target, since)` resolves with
 * the milliseconds from `since` (a performance.now() time) to the first frame painted after the
 * target appeared with a box, outside any loading container (aria-busy). "Painted": a task queued
 * from that frame's requestAnimationFrame, which runs once the frame has been presented. With a
 * `firstPaintOf` target, the probe starts at navigation start (time 0) as the document is created.
 */
function installPaintProbe(firstPaintOf: Target | null): void {
  const isShown = (element: Element, target: Target) =>
    (target.text === undefined || element.textContent?.trim() === target.text) &&
    element.getBoundingClientRect().height > 0 &&
    !element.closest('[aria-busy="true"]')
  const probe = (target: Target, since: number): Promise<number> =>
    new Promise((resolve) => {
      const check = () => {
        if ([...document.querySelectorAll(target.selector)].some((element) => isShown(element, target))) {
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve(performance.now() - since)
            channel.port2.postMessage(null)
          })
        } else {
          requestAnimationFrame(check)
        }
      }
      check()
    })
  Object.assign(window, {
    benchAfterPaint: probe,
    benchFirstPaint: firstPaintOf && location.protocol.startsWith('http') ? probe(firstPaintOf, 0) : null,
  })
}

type ProbeWindow = Window & {
  benchAfterPaint(target: Target, since: number): Promise<number>
  benchFirstPaint: Promise<number> | null
}

// As the UI conventions build them: the «Войти» button, the users heading, a data row of a list.
const signInButton: Target = { selector: 'button', text: 'Войти' }
const usersHeading: Target = { selector: 'h1', text: 'Пользователи' }
const usersFirstRow: Target = { selector: 'main tbody tr, main [role="row"]:has([role="cell"], [role="gridcell"])' }

async function openPage(context: BenchContext, firstPaintOf: Target | null): Promise<{ page: Page; close(): Promise<void> }> {
  const browserContext = await context.browser.newContext()
  // tsx compiles with esbuild's keepNames, which wraps named functions in a `__name` helper that
  // the page does not have; the probe below is such a function.
  await browserContext.addInitScript({ content: 'globalThis.__name = (target) => target' })
  await browserContext.addInitScript(installPaintProbe, firstPaintOf)
  const page = await browserContext.newPage()
  return { page, close: () => browserContext.close() }
}

/** Navigation start (a new context: cold cache) to the «Войти» button painted. */
async function timeToSignInForm(context: BenchContext): Promise<number> {
  const { page, close } = await openPage(context, signInButton)
  await page.goto(`${context.baseUrl}/sign-in`)
  const elapsed = await page.evaluate(() => (window as unknown as ProbeWindow).benchFirstPaint)
  await close()
  if (elapsed === null) throw new Error('the paint probe did not start on the sign-in page')
  return elapsed
}

/** The click on «Войти» (its event timestamp, in the page) to the target painted; undefined if it never shows. */
async function timeFromSignInTo(context: BenchContext, target: Target): Promise<number | undefined> {
  const { page, close } = await openPage(context, null)
  await page.goto(`${context.baseUrl}/sign-in`)
  await page.getByLabel('Электронная почта').fill(demoCredentials.email)
  await page.getByLabel('Пароль').fill(demoCredentials.password)
  const button = page.getByRole('button', { name: 'Войти' })
  const measured = button.evaluate(
    (element, awaited) =>
      new Promise<number>((resolve) => {
        element.addEventListener(
          'click',
          (event) => resolve((window as unknown as ProbeWindow).benchAfterPaint(awaited, event.timeStamp)),
          { once: true },
        )
      }),
    target,
  )
  await button.click()
  const elapsed = await Promise.race([measured, page.waitForTimeout(30_000).then(() => undefined)])
  await close()
  return elapsed
}

async function repeat(times: number, measure: () => Promise<number | undefined>): Promise<number[] | undefined> {
  const samples: number[] = []
  for (let run = 0; run < times; run += 1) {
    const sample = await measure()
    if (sample === undefined) return undefined
    samples.push(sample)
  }
  return samples
}

export const pageTiming: MeasurementGroup = {
  name: 'page-timing',
  timedInBrowser: true,
  async measure(context) {
    const figures: Figure[] = []
    const unmeasured: Unmeasured[] = []
    // One warm-up of each, so that the server's and Chromium's first-time costs are not a sample.
    await timeToSignInForm(context)
    figures.push(
      figureFromSamples(
        { name: 'sign_in.form_painted_ms', label: 'navigation start to the sign-in form painted', unit: 'ms' },
        (await repeat(context.runs, () => timeToSignInForm(context))) ?? [],
      ),
    )

    const headingSamples = await repeat(context.runs, () => timeFromSignInTo(context, usersHeading))
    if (headingSamples) {
      figures.push(
        figureFromSamples(
          { name: 'sign_in_to_users.heading_painted_ms', label: 'sign-in click to the users screen heading painted', unit: 'ms' },
          headingSamples,
        ),
      )
    }
    const rowSamples = await repeat(context.runs, () => timeFromSignInTo(context, usersFirstRow))
    if (rowSamples) {
      figures.push(
        figureFromSamples(
          { name: 'sign_in_to_users.first_row_painted_ms', label: 'sign-in click to the first users row painted', unit: 'ms' },
          rowSamples,
        ),
      )
    } else {
      unmeasured.push({
        name: 'sign_in_to_users.first_row_painted_ms',
        reason: 'the users screen showed no data row within 30 s (the customers list is not built yet?)',
      })
    }
    return { figures, unmeasured }
  },
}
