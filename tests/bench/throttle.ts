import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { Figure } from './figures'

/**
 * The CPU slowdowns every timed browser group runs under, in turn: BENCH_THROTTLE, comma-separated
 * (1 is the machine as it is); by default ×1 and ×2.5, the staff laptops issue 46 measured.
 */
export function throttleRates(): number[] {
  const rates = (process.env.BENCH_THROTTLE ?? '1,2.5').split(',').map((rate) => Number(rate.trim()))
  const wrong = rates.filter((rate) => !(rate >= 1))
  if (wrong.length > 0 || rates.length === 0)
    throw new Error(`BENCH_THROTTLE takes rates of 1 or more, comma-separated: «${process.env.BENCH_THROTTLE}»`)
  return rates
}

/**
 * Chromium's CPU throttling (CDP Emulation.setCPUThrottlingRate) on the page's renderer main thread.
 * It holds as long as its session is attached, so the session is left open until the page closes.
 */
async function throttle(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
}

/** Calls of `target` answered through `wrap` where it names one, the target's own members otherwise. */
function proxied<T extends object>(target: T, wrap: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(wrap, property)) return wrap[property as keyof T]
      const value: unknown = Reflect.get(object, property, object)
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}

function throttledContext(context: BrowserContext, rate: number): BrowserContext {
  return proxied(context, {
    newPage: async () => {
      const page = await context.newPage()
      await throttle(page, rate)
      return page
    },
  })
}

/**
 * The browser a group measures with at `rate`: each page it opens (through newContext().newPage()
 * or newPage()) is throttled before its first navigation. At 1, the browser itself.
 */
export function throttledBrowser(browser: Browser, rate: number): Browser {
  if (rate === 1) return browser
  return proxied(browser, {
    newContext: async (...options: Parameters<Browser['newContext']>) => throttledContext(await browser.newContext(...options), rate),
    newPage: async (...options: Parameters<Browser['newPage']>) => {
      const page = await browser.newPage(...options)
      await throttle(page, rate)
      return page
    },
  })
}

/** A figure measured at `rate`: its name and label say so (`palette.open_p95_ms@x2.5`), its budget is the same. */
export function atRate(figure: Figure, rate: number): Figure {
  return { ...figure, name: `${figure.name}@x${rate}`, label: `${figure.label} [CPU ×${rate}]` }
}
