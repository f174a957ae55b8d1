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

// Screens load lazily (as in the browser), and the machines are shared: wait for what a test
// expects to appear for up to 5 s rather than Testing Library's 1 s, so a busy machine is no failure.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
