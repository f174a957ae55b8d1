import { defaultRangeExtractor, useVirtualizer, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react'

// Rows rendered beyond each edge of the view: enough for a wheel step (100 px: 4 rows of 2.25rem),
// few enough for the window's taller view, every one of whose rows a fast scroll renders anew a frame.
const OVERSCAN = 4

/**
 * A row's height before it is measured: the cell's 2.25rem at the page's root font size, in whole
 * pixels as the virtualizer measures rows (31.5 px at 14 px reads 32). A wrong guess costs every
 * row a re-measure as it scrolls into view: all the rows' offsets computed anew and the list
 * rendered again, in the same frame.
 */
function rowHeightGuess(): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
  return Number.isFinite(rem) && rem > 0 ? Math.round(2.25 * rem) : 36
}

export interface VirtualRowsOptions {
  /** Rows in the list. */
  count: number
  /** Only long lists are virtualized. */
  virtualize: boolean
  /** In a box of its own (`maxHeight`) rather than on the page's scroll. */
  inBox: boolean
  /** The row that Tab lands on: kept rendered even when scrolled out of view, so focus is never lost. */
  tabbableIndex: number
  estimatedRowHeight?: number
  scrollRef: RefObject<HTMLDivElement | null>
  bodyRef: RefObject<HTMLTableSectionElement | null>
  /** What moves the body on the page (the rows), so its place is measured anew. */
  rows: readonly unknown[]
}

/** The virtualizer of a long table body, on its own box's scroll or on the window's, and where its rows start. */
export function useVirtualRows({
  count,
  virtualize,
  inBox,
  tabbableIndex,
  estimatedRowHeight,
  scrollRef,
  bodyRef,
  rows,
}: VirtualRowsOptions) {
  // The rows in view at the last render, to tell a jump (a scrollbar drag, a far scroll) from a step.
  const lastRange = useRef<{ startIndex: number; endIndex: number } | null>(null)
  // Keep the tabbable row rendered even when it is scrolled out of view, so focus is never lost.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const last = lastRange.current
      lastRange.current = { startIndex: range.startIndex, endIndex: range.endIndex }
      // After a jump past every row in view, all of them are new: rows beyond the view would be
      // rendered and laid out for nothing while the jumps go on. The next step brings them back.
      const jumped = last !== null && (range.startIndex > last.endIndex || range.endIndex < last.startIndex)
      const indexes = defaultRangeExtractor(jumped ? { ...range, overscan: 0 } : range)
      if (indexes.includes(tabbableIndex)) return indexes
      return [...indexes, tabbableIndex].sort((a, b) => a - b)
    },
    [tabbableIndex],
  )
  const [rowHeight] = useState(() => estimatedRowHeight ?? rowHeightGuess())
  const virtualizerOptions = {
    count,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    rangeExtractor,
  }
  // The build has no React Compiler, so nothing here is memoized behind TanStack Virtual's mutable instance.
  // eslint-disable-next-line react-hooks/incompatible-library
  const boxVirtualizer = useVirtualizer({
    ...virtualizerOptions,
    enabled: virtualize && inBox,
    getScrollElement: () => scrollRef.current,
  })
  // On the page's scroll, rows are placed from where the body starts in the document.
  const [bodyTop, setBodyTop] = useState(0)
  const windowVirtualizer = useWindowVirtualizer({ ...virtualizerOptions, enabled: virtualize && !inBox, scrollMargin: bodyTop })
  const virtualizer = inBox ? boxVirtualizer : windowVirtualizer
  const scrollMargin = inBox ? 0 : bodyTop
  useLayoutEffect(() => {
    const body = bodyRef.current
    if (!virtualize || inBox || !body) return
    const measureTop = () => setBodyTop(Math.round(body.getBoundingClientRect().top + window.scrollY))
    measureTop()
    window.addEventListener('resize', measureTop)
    return () => window.removeEventListener('resize', measureTop)
  }, [virtualize, inBox, rows, bodyRef])

  return { virtualizer, scrollMargin }
}
