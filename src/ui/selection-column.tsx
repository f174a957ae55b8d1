import type { KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import type { TableColumn } from './table-model'

/** A list's selection as its table shows it (state `useSelection().table`). */
export interface TableSelection<Row> {
  isSelected: (id: string) => boolean
  /** A row's checkbox, or `x` on the row; `range` for Shift+click. */
  toggle: (id: string, range: boolean) => void
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

/** `x` on a focused row toggles it: the rows being `tr[data-index]` of `rows`. */
export function toggleOnX<Row>(
  event: KeyboardEvent<HTMLElement>,
  rows: readonly Row[],
  selection: TableSelection<Row>,
  getRowId: (row: Row) => string,
): void {
  if (event.key !== 'x' || event.altKey || event.ctrlKey || event.metaKey) return
  const target = event.target as HTMLElement
  if (target.matches('input, textarea, select, [contenteditable="true"]')) return
  const row = rows[Number(target.closest<HTMLElement>('tr[data-index]')?.dataset.index ?? Number.NaN)]
  if (row === undefined) return
  event.preventDefault()
  selection.toggle(getRowId(row), event.shiftKey)
}
