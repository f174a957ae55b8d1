import { useLayoutEffect, type RefObject } from 'react'

/**
 * A table on the page's scroll that may scroll sideways sits in a box that scrolls (overflow-x), so
 * its header can no longer stick to the window by `position: sticky`. The header follows the window
 * instead by a scroll-driven animation (the table recipe): it moves down as far as the window has
 * scrolled past the box's top, up to the box's height. This keeps that height as a CSS variable on
 * the header itself: a custom property inherits, so set on the box it restyled every cell of the body
 * each time the box's height changed.
 */
export function useStickyHeadLength(boxRef: RefObject<HTMLElement | null>, headRef: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const box = boxRef.current
    const head = headRef.current
    if (!enabled || !box || !head) return
    let height = -1
    const update = () => {
      if (box.offsetHeight === height) return
      height = box.offsetHeight
      head.style.setProperty('--table-box-height', `${height}px`)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(box)
    return () => observer.disconnect()
  }, [boxRef, headRef, enabled])
}
