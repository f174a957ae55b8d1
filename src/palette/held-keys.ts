/**
 * Keys held for the palette between a Ctrl+K (⌘K) and the palette's input taking the focus: at the
 * page's load the palette's own shortcut is not bound yet, and its code may still be coming. The
 * listener goes on in the entry, before anything else listens; what is typed meanwhile waits here,
 * in order, and is kept from every other listener, so that `g` or `?` do not act as shortcuts.
 */

/** Past this, keys held for a palette that never came (its code failed to load) go back to the page. */
const holdLimitMs = 10_000

let expected = false
let held: { text: string; since: number } | undefined

const isOpenKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.code === 'KeyK'

function onKeyDown(event: KeyboardEvent): void {
  if (held && (!expected || event.timeStamp - held.since > holdLimitMs)) held = undefined
  if (isOpenKey(event)) {
    // Within the palette, Ctrl+K is the palette's own affair.
    if (!expected || document.activeElement?.closest('[data-palette]')) return
    // Before the console binds it, the browser's own Ctrl+K would take the focus out of the page.
    event.preventDefault()
    held ??= { text: '', since: event.timeStamp }
    return
  }
  if (!held) return
  if (event.key === 'Escape') {
    held = undefined
    return
  }
  const typed = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
  if (!typed && event.key !== 'Backspace') return
  event.preventDefault()
  event.stopImmediatePropagation()
  held.text = typed ? held.text + event.key : held.text.slice(0, -1)
}

/** In the entry, at once: from then on a Ctrl+K and what follows it wait for the palette. */
export function holdKeysForPalette(): void {
  window.addEventListener('keydown', onKeyDown, { capture: true })
}

/** Whether a palette can come (someone is signed in): without one, no key is held. */
export function expectPalette(expect: boolean): void {
  expected = expect
}

/** Whether a Ctrl+K is waiting for a palette to open. */
export function paletteAwaited(): boolean {
  return held !== undefined
}

/** The palette's input has the focus: the text typed since Ctrl+K, in order; from now on keys go to the input. */
export function releaseHeldKeys(): string {
  const text = held?.text ?? ''
  held = undefined
  return text
}
