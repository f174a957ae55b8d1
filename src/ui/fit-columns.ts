import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'

/**
 * The widths the columns' content needs, by column index: every header's (so no header runs into the
 * next), and for the columns that must never cut their text (money, numbers, dates, badges) the widest
 * of their cells rendered so far. A width only grows, so columns do not
 * jump while a virtualized list scrolls. New rows are measured before paint when the data changes,
 * and rows scrolled into view when the browser is idle, so scrolling itself measures nothing. A row
 * is measured again when its text changes (a placeholder filled, a header given its sum).
 */
export function useFitColumnWidths(
  tableRef: RefObject<HTMLTableElement | null>,
  fitIndexes: readonly number[],
  rows: unknown,
  /** Changes when the columns do: what was measured for the former columns is dropped. */
  columnsKey: string,
): ReadonlyMap<number, number> {
  const [widths, setWidths] = useState<ReadonlyMap<number, number>>(() => new Map())
  // Each row measured, with the text it had then.
  const measured = useRef(new WeakMap<Element, string>())
  const [measuredColumns, setMeasuredColumns] = useState(columnsKey)
  if (measuredColumns !== columnsKey) {
    setMeasuredColumns(columnsKey)
    setWidths(new Map())
  }

  const measure = () => {
    const table = tableRef.current
    if (!table) return
    const grown = measureRows(table, fitIndexes, measured.current, widths)
    if (grown) setWidths(grown)
  }
  const measureRef = useRef(measure)
  useLayoutEffect(() => {
    measureRef.current = measure
  })

  useLayoutEffect(() => {
    measured.current = new WeakMap()
  }, [columnsKey])
  useLayoutEffect(() => measureRef.current(), [rows, fitIndexes, columnsKey])
  useEffect(() => {
    // Where requestIdleCallback is missing (Safari), a moment after the render.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => measureRef.current(), 100)
      return () => clearTimeout(timer)
    }
    const idle = window.requestIdleCallback(() => measureRef.current())
    return () => window.cancelIdleCallback(idle)
  })

  return widths
}

/** The widths with the rows not measured yet taken in, or null when no column grew. */
function measureRows(
  table: HTMLTableElement,
  fitIndexes: readonly number[],
  measured: WeakMap<Element, string>,
  widths: ReadonlyMap<number, number>,
): Map<number, number> | null {
  const rows = [...(table.tHead?.rows ?? [])]
  for (const body of table.tBodies) rows.push(...body.rows)
  const headRows = new Set(table.tHead?.rows ?? [])
  const fresh = rows.filter((row) => row.cells.length > 1 && !row.hasAttribute('aria-hidden') && measured.get(row) !== row.textContent)
  if (fresh.length === 0) return null
  const range = document.createRange()
  const firstCell = fresh[0]?.cells[0]
  const style = firstCell ? getComputedStyle(firstCell) : null
  const padding = style ? parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) : 0
  const next = new Map(widths)
  let grew = false
  for (const row of fresh) {
    measured.set(row, row.textContent)
    const indexes = headRows.has(row) ? Array.from(row.cells, (_, index) => index) : fitIndexes
    for (const index of indexes) {
      const cell = row.cells[index]
      if (!cell) continue
      range.selectNodeContents(cell)
      // The content laid out on one line, its padding, and a pixel against rounding.
      const width = Math.ceil(range.getBoundingClientRect().width + padding + 1)
      if (width > (next.get(index) ?? 0)) {
        next.set(index, width)
        grew = true
      }
    }
  }
  return grew ? next : null
}
