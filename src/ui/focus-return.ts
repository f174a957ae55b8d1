/**
 * Focus given back when a layer that took it (a dialog, a calendar) is gone: to the control that
 * opened it; when that control is gone (a decided row loses its buttons), to its row; when the row is
 * gone too (it left a filtered list), to the row now in its place, else the table's last row.
 * Only when focus was lost (on the page's body), never taking it from where someone moved it.
 */
export function rememberFocus(opener: Element | null): () => void {
  // A new layer ends the watch of the one before: only the latest layer's opener gets focus back.
  stopWatching()
  if (!(opener instanceof HTMLElement)) return () => undefined
  const row = opener.closest<HTMLTableRowElement>('tr[data-index]')
  const body = row?.parentElement ?? null
  const index = Number(row?.dataset.index ?? -1)
  const giveBack = () => {
    if (focusLost()) successor(opener, row, body, index)?.focus()
  }
  return () => {
    setTimeout(() => {
      giveBack()
      // The list may redraw a moment later (the decision read anew) and take the control with it.
      const watched = body?.isConnected ? body : document.body
      const observer = new MutationObserver(giveBack)
      observer.observe(watched, { childList: true, subtree: true })
      stopWatching()
      const stop = () => {
        observer.disconnect()
        clearTimeout(timer)
        document.removeEventListener('pointerdown', stop, { capture: true })
        if (stopWatching === stop) stopWatching = () => undefined
      }
      const timer = setTimeout(stop, settleMs)
      // A click anywhere is the person moving on: a click on the page's blank drops the focus to the
      // body, and the watch must not then pull it back into a layer the click is about to close or ask about.
      document.addEventListener('pointerdown', stop, { capture: true })
      stopWatching = stop
    })
  }
}

/** Ends the watch of the layer that closed last, if it still runs. */
let stopWatching: () => void = () => undefined

/** How long after the layer closed a redraw that drops the focused control still gets it a successor. */
const settleMs = 10_000

function focusLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected
}

function successor(opener: HTMLElement, row: HTMLTableRowElement | null, body: HTMLElement | null, index: number): HTMLElement | null {
  if (opener.isConnected) return opener
  if (row?.isConnected) return row
  if (!body?.isConnected) return null
  const rows = Array.from(body.querySelectorAll<HTMLTableRowElement>('tr[data-index]'))
  return rows.find((candidate) => Number(candidate.dataset.index) === index) ?? rows.at(-1) ?? null
}
