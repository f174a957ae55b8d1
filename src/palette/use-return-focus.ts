import { useEffect, useRef } from 'react'

/**
 * Gives the focus back, when the palette closes, to the element that had it before the palette
 * opened (cmdk's dialog has no trigger to return to). Focus moves are followed all along, as the
 * palette may open from a shortcut or from the shell's button.
 */
export function useReturnFocus(open: boolean): void {
  const lastOutside = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(open)

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[data-palette]')) lastOutside.current = event.target
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [])

  useEffect(() => {
    const closed = wasOpen.current && !open
    wasOpen.current = open
    if (!closed) return
    // After the dialog's own focus handling, which runs on a timer once it is gone.
    const timer = setTimeout(() => {
      const target = lastOutside.current
      if (target?.isConnected && (document.activeElement === document.body || document.activeElement === null)) target.focus()
    })
    return () => clearTimeout(timer)
  }, [open])
}
