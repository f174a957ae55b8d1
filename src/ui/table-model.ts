import type { ReactNode } from 'react'
import type { ColumnKind } from './column-widths'

export type SortDirection = 'asc' | 'desc'

export interface TableSort<Field extends string = string> {
  field: Field
  direction: SortDirection
}

export interface TableColumn<RowData> {
  /** Unique; also the sort field a sortable column reports. */
  id: string
  header: ReactNode
  cell: (row: RowData) => ReactNode
  /** `end` for amounts and counts (right-aligned, tabular figures). @default 'start' */
  align?: 'start' | 'end'
  sortable?: boolean
  /**
   * CSS width (a number is pixels), never under the kind's minimum nor the header's width; text
   * columns without one share the rest.
   */
  width?: string | number
  /**
   * What the cells hold. Money, numbers, dates and badges are never cut: the column is as wide as
   * its widest cell (header included), measured as rows render. @default 'text'
   */
  kind?: ColumnKind
  /**
   * This column's cell holds the row's link (see `rowHref`). @default the first column not marked
   * false (a checkbox column is marked false: a control inside a link would open the row)
   */
  rowLink?: boolean
}

export interface TableProps<RowData> {
  /** The table's accessible name (usually the screen title). */
  label: string
  columns: readonly TableColumn<RowData>[]
  rows: readonly RowData[]
  getRowId: (row: RowData) => string
  sort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
  /** Enter on the active row, or a click on a row. */
  onRowActivate?: (row: RowData) => void
  /**
   * The address a row opens (a record's page, a drawer's URL): its link cell holds an `<a href>`,
   * so Ctrl+click, a middle click and «Открыть в новой вкладке» work; a plain click still opens in place.
   */
  rowHref?: (row: RowData) => string
  /**
   * Rows grouped under a heading row each (a day of a feed): consecutive rows with the same group
   * share one. A grouped table is never virtualized; the keys move over the rows, not the headings.
   */
  groupOf?: (row: RowData) => string
  /** Shows skeleton rows and marks the table aria-busy. */
  loading?: boolean
  /** @default 8 */
  skeletonRows?: number
  /** Shown when there are no rows (default: «Ничего не найдено»). */
  empty?: ReactNode
  /**
   * A box of this height that scrolls on its own, the header sticking inside it (a chart's table, a
   * drawer's). Without it the table scrolls with the page and its header sticks to the window's top.
   */
  maxHeight?: string
  /** Bodies longer than this render only the rows in view. @default 100 */
  virtualizeAfter?: number
  /** Expected row height in pixels, before rows are measured. @default a dense row at the root font size (2.25rem) */
  estimatedRowHeight?: number
  className?: string
}

const ROWS_PER_PAGE_KEY = 10

/** Keys that move the active row: the index they lead to from `current` among `count` rows. */
export function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
    case 'j':
      return Math.min(current + 1, count - 1)
    case 'ArrowUp':
    case 'k':
      return Math.max(current - 1, 0)
    case 'PageDown':
      return Math.min(current + ROWS_PER_PAGE_KEY, count - 1)
    case 'PageUp':
      return Math.max(current - ROWS_PER_PAGE_KEY, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** The headings of a grouped table: at which row each group starts, and the headings up to each row. */
export function groupStarts<RowData>(rows: readonly RowData[], groupOf: ((row: RowData) => string) | undefined) {
  if (!groupOf) return undefined
  const headings = new Map<number, string>()
  const headingsUpTo: number[] = []
  rows.forEach((row, index) => {
    const group = groupOf(row)
    if (index === 0 || groupOf(rows[index - 1] as RowData) !== group) headings.set(index, group)
    headingsUpTo.push(headings.size)
  })
  return { headings, headingsUpTo }
}
