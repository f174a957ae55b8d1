import { useLayoutEffect, type RefObject } from 'react'

/**
 * A table on the page's scroll that may scroll sideways sits in a box that scrolls (overflow-x), so
 * its header can no longer stick to the window by `position: sticky`. The header follows the window
 * instead by a scroll-driven animation (the table recipe): it moves down by the body's height while
 * the body crosses the window's top. This keeps that height, and the header's, as CSS variables.
 */
export function useStickyHeadLengths(tableRef: RefObject<HTMLTableElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const table = tableRef.current
    const head = table?.tHead
    const body = table?.tBodies[0]
    if (!enabled || !table || !head || !body) return
    const update = () => {
      table.style.setProperty('--table-body-height', `${body.offsetHeight}px`)
      table.style.setProperty('--table-head-height', `${head.offsetHeight}px`)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(body)
    observer.observe(head)
    return () => observer.disconnect()
  }, [tableRef, enabled])
}
