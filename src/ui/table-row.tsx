import { memo, useCallback, type MouseEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { TableColumn, TableProps } from './table-model'
import { bodyClasses } from './table-parts'

/** What every cell of a column carries, worked out once per column rather than once per cell. */
export interface CellSpec {
  align: 'start' | 'end'
  /** Sized to its content, never cut (money, numbers, dates, badges). */
  fit: boolean
  /** The left offset of a column kept in view while the table scrolls sideways. */
  stickyLeft: string | undefined
}

export interface TableRowProps<RowData> {
  row: RowData
  index: number
  ariaRowIndex: number
  tabbable: boolean
  active: boolean
  activatable: boolean
  /** The virtualizer's measuring ref, for a virtualized body. */
  measureRef: ((node: Element | null) => void) | undefined
  columns: readonly TableColumn<RowData>[]
  cellSpecs: readonly CellSpec[]
  renderCell: (column: TableColumn<RowData>, row: RowData) => ReactNode
}

/**
 * One body row. Memoised: the virtualizer renders the table again on every scroll event, and a row
 * whose props did not change (most of them, between two steps) is not rendered again. Its clicks and
 * focus are the body's (delegated), so no handler is made per row.
 */
function TableRowElement<RowData>({
  row,
  index,
  ariaRowIndex,
  tabbable,
  active,
  activatable,
  measureRef,
  columns,
  cellSpecs,
  renderCell,
}: TableRowProps<RowData>) {
  return (
    <tr
      className={bodyClasses.row}
      ref={measureRef}
      data-index={index}
      aria-rowindex={ariaRowIndex}
      tabIndex={tabbable ? 0 : -1}
      data-active={active ? '' : undefined}
      data-activatable={activatable ? '' : undefined}
    >
      {columns.map((column, columnIndex) => {
        const spec = cellSpecs[columnIndex]
        return (
          <td
            key={column.id}
            className={bodyClasses.cell}
            role="gridcell"
            data-align={spec?.align}
            data-fit={spec?.fit ? '' : undefined}
            data-sticky={spec?.stickyLeft === undefined ? undefined : ''}
            style={spec?.stickyLeft === undefined ? undefined : { left: spec.stickyLeft }}
          >
            {renderCell(column, row)}
          </td>
        )
      })}
    </tr>
  )
}

export const TableRow = memo(TableRowElement) as typeof TableRowElement

const rowLinkStyle = css({ color: 'inherit', textDecoration: 'none', _hover: { textDecoration: 'underline' } })

interface CellRendererOptions<RowData> extends Pick<TableProps<RowData>, 'columns' | 'rowHref' | 'onRowActivate' | 'getRowId'> {
  setActiveId: (id: string) => void
}

/**
 * A cell's content: the column's, inside the row's link in the link column when rows have an address.
 * The same function while those stay the same, so the memoised rows are not rendered again.
 */
export function useCellRenderer<RowData>({ columns, rowHref, onRowActivate, getRowId, setActiveId }: CellRendererOptions<RowData>) {
  const linkColumnId = (columns.find((column) => column.rowLink) ?? columns.find((column) => column.rowLink !== false))?.id
  return useCallback(
    (column: TableColumn<RowData>, row: RowData) => {
      const content = column.cell(row)
      if (!rowHref || column.id !== linkColumnId) return content
      // A plain click opens in place, as a row does; with a modifier or the middle button the browser
      // opens the address (a new tab, a new window).
      const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || !onRowActivate) return
        event.preventDefault()
        setActiveId(getRowId(row))
        onRowActivate(row)
      }
      // Out of the Tab order: the row is the one stop, Enter opens it.
      return (
        <a href={rowHref(row)} tabIndex={-1} className={rowLinkStyle} onClick={onLinkClick}>
          {content}
        </a>
      )
    },
    [rowHref, linkColumnId, onRowActivate, getRowId, setActiveId],
  )
}
