import { useEffect, useRef } from 'react'

/**
 * Gives the focus back, when a layer closes, to the element that had it before the layer opened:
 * the palette (cmdk's dialog has no trigger to return to), a drawer of the address (unmounted at
 * once when the address drops it, so its dialog returns nothing). Focus moves outside `layers` are
 * followed all along, as the layer may open from a shortcut, a button or the palette.
 */
export function useReturnFocus(open: boolean, layers: string): void {
  const lastOutside = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(open)

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest(layers)) lastOutside.current = event.target
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [layers])

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
