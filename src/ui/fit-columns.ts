import { useLayoutEffect, useRef, useState, type RefObject } from 'react'

/**
 * The widths the columns' content needs, by column index: every header's (so no header runs into the
 * next), and for the columns that must never cut their text (money, numbers, dates, badges) the widest
 * of their cells rendered so far. A width only grows, so columns do not jump back while a virtualized
 * list scrolls. Rows are measured after each render that brought new ones, before paint: the layout
 * is fresh then (the virtualizer has just measured the rows), so a grown column is drawn at its new
 * width in the same frame rather than in a later one. A row is measured again when its text changes
 * (a placeholder filled, a header given its sum).
 */
export function useFitColumnWidths(
  tableRef: RefObject<HTMLTableElement | null>,
  fitIndexes: readonly number[],
  /** Changes when the columns do: what was measured for the former columns is dropped. */
  columnsKey: string,
  /** The rows, and the virtualizer's items: when either changes, rows on screen may be new. */
  rows: unknown,
  virtualItems: unknown,
): ReadonlyMap<number, number> {
  const [widths, setWidths] = useState<ReadonlyMap<number, number>>(() => new Map())
  // Each row measured, with the text it had then.
  const measured = useRef(new WeakMap<Element, string>())
  const [measuredColumns, setMeasuredColumns] = useState(columnsKey)
  if (measuredColumns !== columnsKey) {
    setMeasuredColumns(columnsKey)
    setWidths(new Map())
  }

  useLayoutEffect(() => {
    measured.current = new WeakMap()
  }, [columnsKey])
  useLayoutEffect(() => {
    const table = tableRef.current
    if (!table) return
    const grown = measureRows(table, fitIndexes, measured.current, widths)
    if (grown) setWidths(grown)
  }, [tableRef, fitIndexes, widths, rows, virtualItems])

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
