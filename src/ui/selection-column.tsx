import type { KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { nextIndex, type TableColumn } from './table-model'

/** A list's selection as its table shows it (state `useSelection().table`). */
export interface TableSelection<Row> {
  isSelected: (id: string) => boolean
  /** A row's checkbox, or `x` on the row; `range` for Shift+click. */
  toggle: (id: string, range: boolean) => void
  /** Shift with a move from the focused row to another: the anchor's range follows it. */
  extend: (fromId: string, toId: string) => void
  /** Rows selected: Escape clears them when there are some. */
  count: number
  clear: () => void
  /** The header checkbox: every row of the page, some or none. */
  page: boolean | 'indeterminate'
  togglePage: (select: boolean) => void
  /** Names each row's checkbox: «Выбрать: <name>». */
  nameOf: (row: Row) => string
}

const box = css({ w: '4', h: '4', m: '0', accentColor: 'accent.default', cursor: 'pointer', verticalAlign: 'middle' })
/** A row's whole checkbox cell toggles it: a click a little beside the box selects rather than opens the record. */
const cellHitArea = css({ display: 'flex', alignItems: 'center', h: '9', mx: '-3', px: '3', cursor: 'pointer' })

/** The columns with a checkbox column first: «Выбрать всё на странице» in the header, «Выбрать: <name>» per row. */
export function withSelectionColumn<Row>(
  columns: readonly TableColumn<Row>[],
  selection: TableSelection<Row>,
  getRowId: (row: Row) => string,
): readonly TableColumn<Row>[] {
  const header = (
    <input
      type="checkbox"
      className={box}
      aria-label="Выбрать всё на странице"
      checked={selection.page === true}
      ref={(input) => {
        if (input) input.indeterminate = selection.page === 'indeterminate'
      }}
      onChange={() => selection.togglePage(selection.page !== true)}
    />
  )
  const column: TableColumn<Row> = {
    id: 'selection',
    header,
    rowLink: false,
    kind: 'control',
    width: '2.75rem',
    cell: (row) => {
      const id = getRowId(row)
      return (
        <label className={cellHitArea}>
          <input
            type="checkbox"
            className={box}
            aria-label={`Выбрать: ${selection.nameOf(row)}`}
            checked={selection.isSelected(id)}
            readOnly
            onClick={(event) => selection.toggle(id, event.shiftKey)}
          />
        </label>
      )
    },
  }
  return [column, ...columns]
}

/** The keys that move through rows; with Shift they extend the selection (Shift+J gives «J»). */
const rangeKeys = new Set(['ArrowDown', 'ArrowUp', 'j', 'k', 'Home', 'End', 'PageDown', 'PageUp'])

/**
 * A list's selection keys on a focused row (the rows being `tr[data-index]` of `rows`), taken before
 * the table's own: `x` toggles the row and makes it the anchor (Shift+x: the range from the anchor),
 * Shift with ↑/↓, j/k, Home/End extends the selection from the anchor to the row it moves to, and
 * Escape clears the selection (with nothing selected, it goes back to the search as before).
 */
export function selectionKeys<Row>(
  event: KeyboardEvent<HTMLElement>,
  rows: readonly Row[],
  selection: TableSelection<Row>,
  getRowId: (row: Row) => string,
): void {
  const target = event.target as HTMLElement
  if (target.tagName !== 'TR' || event.altKey || event.ctrlKey || event.metaKey) return
  const index = Number(target.dataset.index)
  const row = rows[index]
  if (row === undefined) return
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  if (key === 'x') selection.toggle(getRowId(row), event.shiftKey)
  else if (key === 'Escape' && selection.count > 0) selection.clear()
  else if (event.shiftKey && rangeKeys.has(key)) {
    const next = nextIndex(key, index, rows.length) ?? index
    const nextRow = rows[next] ?? row
    selection.extend(getRowId(row), getRowId(nextRow))
    event.currentTarget.querySelector<HTMLElement>(`tbody tr[data-index="${next}"]`)?.focus()
  } else return
  event.preventDefault()
  event.stopPropagation()
}
