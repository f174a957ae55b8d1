import type { Ref } from 'react'
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from './icons'
import type { SortDirection, TableColumn, TableSort } from './table-model'
import { Head, HeaderCell, SortButton, SortMark } from './table-parts'

const ariaSort = { asc: 'ascending', desc: 'descending' } as const

export interface TableHeadProps<RowData> {
  columns: readonly TableColumn<RowData>[]
  sort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
  /** The left offsets of the columns kept in view while the table scrolls sideways, by index. */
  stickyOffsets?: readonly string[]
  ref?: Ref<HTMLTableSectionElement>
}

/** The header row: a sortable column's header is a button that sorts by it, marked with aria-sort (the sorted one ascending or descending, the others none). */
export function TableHead<RowData>({ columns, sort, onSortChange, stickyOffsets = [], ref }: TableHeadProps<RowData>) {
  function toggleSort(column: TableColumn<RowData>) {
    const direction: SortDirection = sort?.field === column.id && sort.direction === 'asc' ? 'desc' : 'asc'
    onSortChange?.({ field: column.id, direction })
  }

  return (
    <Head ref={ref}>
      <tr aria-rowindex={1}>
        {columns.map((column, index) => {
          const sorted = sort?.field === column.id ? sort.direction : undefined
          const stickyOffset = stickyOffsets[index]
          return (
            <HeaderCell
              key={column.id}
              scope="col"
              data-align={column.align ?? 'start'}
              data-sticky={stickyOffset === undefined ? undefined : ''}
              style={{ left: stickyOffset }}
              aria-sort={sorted ? ariaSort[sorted] : column.sortable ? 'none' : undefined}
            >
              {column.sortable ? (
                <SortButton type="button" onClick={() => toggleSort(column)}>
                  {column.header}
                  <SortMark>{sorted === 'asc' ? <ArrowUpIcon /> : sorted === 'desc' ? <ArrowDownIcon /> : <SortIcon />}</SortMark>
                </SortButton>
              ) : (
                column.header
              )}
            </HeaderCell>
          )
        })}
      </tr>
    </Head>
  )
}
