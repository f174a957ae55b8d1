/**
 * What a column holds, which sets how narrow it may get. Money, numbers, dates and badges are never
 * cut: their column is as wide as its widest cell (measured as rows render), and at least this.
 * Text shares the room left and is cut with «…» below its width. A control (a checkbox, a row's
 * buttons) keeps its width, and is never narrower than its controls.
 */
export type ColumnKind = 'text' | 'money' | 'number' | 'date' | 'badge' | 'control'

/** The narrowest a column of each kind gets, before its header and cells are measured. */
export const minimumWidthByKind: Readonly<Record<ColumnKind, string>> = {
  text: '8rem',
  money: '6rem',
  number: '4rem',
  date: '6.5rem',
  badge: '6rem',
  control: '0px',
}

/** Kinds whose cells set their column's width: never cut. */
export function isUncut(kind: ColumnKind): boolean {
  return kind !== 'text'
}

export interface ColumnWidthSpec {
  kind: ColumnKind
  /** A CSS width the column keeps (text) or starts at (uncut kinds); none: it shares the room left. */
  width?: string | number
}

export interface TableWidths {
  /** Each column's CSS width; undefined for a column that shares the room left. */
  columns: (string | undefined)[]
  /** The table's narrowest: below it the table scrolls sideways rather than squeeze a column under its minimum. */
  minWidth: string
}

const cssLength = (width: string | number) => (typeof width === 'number' ? `${width}px` : width)

/**
 * The columns' widths from their kinds and what was measured (`measured`: by column index, in pixels,
 * the header's and the uncut cells' widest content). A column with a width never goes under its
 * minimum; columns without one share what is left equally, so the table is at least wide enough for
 * each of them to get the largest of their minimums.
 */
export function tableWidths(columns: readonly ColumnWidthSpec[], measured: ReadonlyMap<number, number>): TableWidths {
  const fixed: string[] = []
  const sharedMinimums: string[] = []
  const widths = columns.map((column, index) => {
    const parts = [minimumWidthByKind[column.kind], `${measured.get(index) ?? 0}px`]
    const minimum = `max(${parts.join(', ')})`
    if (column.width === undefined && column.kind === 'text') {
      sharedMinimums.push(minimum)
      return undefined
    }
    const width = column.width === undefined ? minimum : `max(${cssLength(column.width)}, ${parts.join(', ')})`
    fixed.push(width)
    return width
  })
  const terms = [...fixed]
  if (sharedMinimums.length > 0) terms.push(`${sharedMinimums.length} * max(${sharedMinimums.join(', ')})`)
  return { columns: widths, minWidth: terms.length === 0 ? '0px' : `calc(${terms.join(' + ')})` }
}

/** The offsets of the columns kept in view while the table scrolls sideways: leading controls and the first column after them. */
export function stickyColumnOffsets(columns: readonly ColumnWidthSpec[], widths: readonly (string | undefined)[]): string[] {
  const offsets: string[] = []
  const before: string[] = []
  for (const [index, column] of columns.entries()) {
    offsets.push(before.length === 0 ? '0px' : `calc(${before.join(' + ')})`)
    if (column.kind !== 'control') break
    before.push(widths[index] ?? '0px')
  }
  return offsets
}
