import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'

/** How long the rendered rows stay the same before the rows scrolled in are measured. */
const SCROLL_SETTLE_MS = 150

/**
 * The widths the columns' content needs, by column index: every header's (so no header runs into the
 * next), and for the columns that must never cut their text (money, numbers, dates, badges) the widest
 * of their cells rendered so far. A width only grows, so columns do not jump back while a virtualized
 * list scrolls. The rows on screen are measured before paint when the columns or the data change, so a
 * grown column is drawn at its new width in the same frame. Rows a virtualized list scrolls in are
 * measured once the scrolling rests, not in each frame of it: measuring lays the table out, which
 * would double a scroll frame's work. A row is measured again when its text changes (a placeholder
 * filled, a header given its sum).
 */
export function useFitColumnWidths(
  tableRef: RefObject<HTMLTableElement | null>,
  fitIndexes: readonly number[],
  /** Changes when the columns do: what was measured for the former columns is dropped. */
  columnsKey: string,
  /** The rows: when they change, the rows on screen may be new. */
  rows: unknown,
  /** The virtualizer's items: when they change, rows were scrolled in. */
  virtualItems: readonly unknown[],
): ReadonlyMap<number, number> {
  const [widths, setWidths] = useState<ReadonlyMap<number, number>>(() => new Map())
  // Each row measured, with the text it had then.
  const measured = useRef(new WeakMap<Element, string>())
  const [measuredColumns, setMeasuredColumns] = useState(columnsKey)
  if (measuredColumns !== columnsKey) {
    setMeasuredColumns(columnsKey)
    setWidths(new Map())
  }

  const measure = useCallback(() => {
    const table = tableRef.current
    if (!table) return
    const found = measureRows(table, fitIndexes, measured.current)
    if (found.size > 0) setWidths((current) => grownWidths(current, found))
  }, [tableRef, fitIndexes])

  useLayoutEffect(() => {
    measured.current = new WeakMap()
  }, [columnsKey])
  // A virtualized body shows its first rows a render after the data came: measured before paint too.
  const virtualRowsShown = virtualItems.length > 0
  useLayoutEffect(measure, [measure, columnsKey, rows, virtualRowsShown])
  useEffect(() => {
    const timer = setTimeout(measure, SCROLL_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [measure, virtualItems])

  return widths
}

/** The widths with what was found taken in: the same map when no column grew. */
function grownWidths(widths: ReadonlyMap<number, number>, found: ReadonlyMap<number, number>): ReadonlyMap<number, number> {
  const grown = [...found].filter(([index, width]) => width > (widths.get(index) ?? 0))
  return grown.length === 0 ? widths : new Map([...widths, ...grown])
}

/** The widest content, by column index, of the rows not measured yet (or whose text changed since). */
function measureRows(table: HTMLTableElement, fitIndexes: readonly number[], measured: WeakMap<Element, string>): Map<number, number> {
  const rows = [...(table.tHead?.rows ?? [])]
  for (const body of table.tBodies) rows.push(...body.rows)
  const headRows = new Set(table.tHead?.rows ?? [])
  const found = new Map<number, number>()
  const fresh = rows.filter((row) => row.cells.length > 1 && !row.hasAttribute('aria-hidden') && measured.get(row) !== row.textContent)
  if (fresh.length === 0) return found
  const range = document.createRange()
  const firstCell = fresh[0]?.cells[0]
  const style = firstCell ? getComputedStyle(firstCell) : null
  const padding = style ? parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) : 0
  for (const row of fresh) {
    measured.set(row, row.textContent)
    const indexes = headRows.has(row) ? Array.from(row.cells, (_, index) => index) : fitIndexes
    for (const index of indexes) {
      const cell = row.cells[index]
      if (!cell) continue
      range.selectNodeContents(cell)
      // The content laid out on one line, its padding, and a pixel against rounding.
      const width = Math.ceil(range.getBoundingClientRect().width + padding + 1)
      if (width > (found.get(index) ?? 0)) found.set(index, width)
    }
  }
  return found
}
