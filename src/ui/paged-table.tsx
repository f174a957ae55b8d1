import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'
import { DEFAULT_PAGE_SIZES, Pagination } from './pagination'
import { dimmedWhileBusy } from './list-toolbar'
import { EmptyState, ErrorState } from './states'
import { toggleOnX, withSelectionColumn, type TableSelection } from './selection-column'
import { Table, type TableColumn, type TableSort } from './table'

/** What a list query gives a table: its page (kept while the next loads), whether it failed, and a retry. */
export interface PagedListResult<Row> {
  data: { count: number; results: Row[] } | undefined
  isError: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  refetch: () => Promise<unknown>
}

export interface PagedTableProps<Row> {
  label: string
  result: PagedListResult<Row>
  /** The heading of the error state: «Не удалось загрузить …». */
  errorTitle: string
  /** What went wrong, in Russian. */
  errorMessage: string
  /** The page asked for is past the end: offer the first page instead of an error. */
  pageMissing: boolean
  /** @default 'Записей меньше, чем было, когда ссылку сохранили.' */
  pageMissingDescription?: string
  columns: readonly TableColumn<Row>[]
  getRowId: (row: Row) => string
  onRowActivate?: (row: Row) => void
  /** The address each row opens, for its link (see Table). */
  rowHref?: (row: Row) => string
  sort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
  empty: ReactNode
  /** A checkbox column and `x` on a focused row (state `useSelection().table`). */
  selection?: TableSelection<Row>
}

/** One page of a list with its pagination, its skeleton, empty and error states (with «Повторить»). */
export function PagedTable<Row>({
  label,
  result,
  errorTitle,
  errorMessage,
  pageMissing,
  pageMissingDescription = 'Записей меньше, чем было, когда ссылку сохранили.',
  columns,
  getRowId,
  onRowActivate,
  rowHref,
  sort,
  onSortChange,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  empty,
  selection,
}: PagedTableProps<Row>) {
  const { data } = result
  if (result.isError && !data) {
    if (pageMissing) {
      return (
        <EmptyState
          title="Такой страницы нет"
          description={pageMissingDescription}
          action={<Button variant="outline" onClick={() => onPageChange(1)}>К первой странице</Button>}
        />
      )
    }
    return (
      <ErrorState title={errorTitle} message={errorMessage} onRetry={() => void result.refetch()} retrying={result.isFetching} />
    )
  }
  return (
    <>
      <div
        aria-busy={result.isPlaceholderData || undefined}
        className={dimmedWhileBusy}
        onKeyDown={selection && ((event) => toggleOnX(event, data?.results ?? [], selection, getRowId))}
      >
        <Table
          label={label}
          columns={selection ? withSelectionColumn(columns, selection, getRowId) : columns}
          rows={data?.results ?? []}
          getRowId={getRowId}
          sort={sort}
          onSortChange={onSortChange}
          onRowActivate={onRowActivate}
          rowHref={rowHref}
          loading={!data}
          skeletonRows={10}
          empty={empty}
        />
      </div>
      {data && data.count > 0 && (
        <Pagination
          className={css({ mt: '3' })}
          page={page}
          pageSize={pageSize}
          count={data.count}
          pageSizes={DEFAULT_PAGE_SIZES}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </>
  )
}
