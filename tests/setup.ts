import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom lays nothing out: give the layout APIs the libraries call a harmless form.
class NoLayoutResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
Element.prototype.scrollTo ??= function scrollTo() {}
Range.prototype.getBoundingClientRect ??= function getBoundingClientRect() {
  return new DOMRect()
}
// jsdom's window.scrollTo only reports «not implemented»; a table on the page's scroll calls it.
window.scrollTo = function scrollTo() {}
// uPlot watches the device pixel ratio through matchMedia as its module loads; nothing ever matches here.
window.matchMedia ??= (media: string): MediaQueryList =>
  Object.assign(new EventTarget(), { media, matches: false, onchange: null, addListener() {}, removeListener() {} })

// jsdom has no PointerEvent; Ark (zag) creates one when a pressable control, e.g. a checkbox, loses focus.
class JsdomPointerEvent extends MouseEvent {
  readonly pointerId: number
  readonly pointerType: string
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 0
    this.pointerType = init.pointerType ?? ''
  }
}
if (typeof window.PointerEvent === 'undefined') {
  Object.defineProperty(window, 'PointerEvent', { value: JsdomPointerEvent, configurable: true, writable: true })
}

// The one bound on every findBy*/waitFor (Testing Library's own is 1 s): screens load lazily, a
// list of 10,000 rows comes in twenty requests, and the machine may be shared with busy processes
// that slow every step ten times over (a 10,000-row list then took over 60 s). Tests wait for what
// the user sees; this is only how long before a wait counts as never coming, so it is generous.
// Vitest's testTimeout (vite.config.ts) is well above it.
configure({ asyncUtilTimeout: 120_000 })

// What renews a session comes in chunks of its own (fetched when a session is first used). Loaded
// before any test installs fake timers, as a warm browser cache would have them: read from disk for the
// first time, they would race a test's fake clock.
await Promise.all([import('../src/api/access-renewal'), import('../src/api/exchange-delegation'), import('../src/api/spent-marks')])

// Taken before any test installs fake timers.
const realSetTimeout = globalThis.setTimeout

afterEach(async () => {
  cleanup()
  localStorage.clear()
  // What unmounting scheduled for the next task (a closed layer gives the focus back) runs while the
  // document still exists, not after the file's environment is gone (an uncaught "document is not defined").
  await new Promise((resolve) => realSetTimeout(resolve, 0))
})
