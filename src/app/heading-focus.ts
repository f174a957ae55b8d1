const screenHeading = 'main h1'

let stopWaiting: (() => void) | undefined

function focusHeading(heading: HTMLElement): void {
  // A heading is no stop of the Tab key: focusable from script only.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus()
}

/**
 * After a jump to a screen (a `g` sequence, «Перейти: …» of the palette): the screen's heading takes
 * the focus once the screen is shown, so that the next Tab starts from the top of the new screen. A
 * click meanwhile is the person's own choice, and the wait ends.
 */
export function focusHeadingAfterJump(href: string): void {
  stopWaiting?.()
  const shown = document.querySelector<HTMLElement>(screenHeading)
  if (shown && window.location.pathname === href) {
    focusHeading(shown)
    return
  }
  const observer = new MutationObserver(() => {
    const heading = document.querySelector<HTMLElement>(screenHeading)
    if (!heading || heading === shown) return
    stop()
    focusHeading(heading)
  })
  function stop() {
    observer.disconnect()
    window.removeEventListener('pointerdown', stop, true)
    stopWaiting = undefined
  }
  observer.observe(document.body, { childList: true, subtree: true })
  window.addEventListener('pointerdown', stop, true)
  stopWaiting = stop
}
