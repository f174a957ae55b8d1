import { useEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useLatest } from '../hooks/use-latest'
import { announce } from '../lib/announcer'
import { formatNumber } from '../lib/format'
import { lastPage } from '../lib/list-query'
import { dimmedWhileBusy } from './list-toolbar'
import { DEFAULT_PAGE_SIZES, describeRange, Pagination } from './pagination'
import { selectionKeys, withSelectionColumn, type TableSelection } from './selection-column'
import { ErrorState } from './states'
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
  /** The page is past the end of the list: show `page` (the last) instead, in place of the address. */
  onPageOutOfRange: (page: number) => void
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
  onPageOutOfRange,
  empty,
  selection,
}: PagedTableProps<Row>) {
  const pastEnd = usePageWithinRange(result, page, pageSize, onPageOutOfRange)
  // A page past the end is no empty list: skeleton rows until the last page is shown instead.
  const data = pastEnd ? undefined : result.data
  useAnnouncedPage(result.isPlaceholderData ? undefined : data?.count, page, pageSize)
  useAnnouncedSelection(selection?.count ?? 0)
  if (result.isError && !data) {
    return <ErrorState title={errorTitle} message={errorMessage} onRetry={() => void result.refetch()} retrying={result.isFetching} />
  }
  return (
    <>
      <div
        aria-busy={result.isPlaceholderData || undefined}
        className={dimmedWhileBusy}
        onKeyDownCapture={selection && ((event) => selectionKeys(event, data?.results ?? [], selection, getRowId))}
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

/** «Страница 2: показано 26–50 из 2 000», once another page (or page size) than the first shown has arrived. */
function useAnnouncedPage(count: number | undefined, page: number, pageSize: number): void {
  const key = `${page}:${pageSize}`
  const said = useRef(key)
  useEffect(() => {
    if (count === undefined || said.current === key) return
    said.current = key
    announce(`Страница ${page}: показано ${describeRange(page, pageSize, count)}`)
  }, [count, key, page, pageSize])
}

/**
 * «Выбрано: N» said as a selection starts and «Выделение снято» as it ends: the selection bar's own
 * status says every count between, but a region that appears with its text is not always read.
 */
function useAnnouncedSelection(count: number): void {
  const started = count > 0
  const said = useRef(started)
  useEffect(() => {
    if (said.current === started) return
    said.current = started
    announce(started ? `Выбрано: ${formatNumber(count)}` : 'Выделение снято')
  }, [started, count])
}

/**
 * A page without rows past the first: once its answer is the current state's own and settled, a
 * count that ends before it moves to the last page. Whether the page may be such a page (it is
 * shown as loading; a settled page within the count, emptied meanwhile, is the empty list it is).
 */
function usePageWithinRange(
  result: PagedListResult<unknown>,
  page: number,
  pageSize: number,
  onPageOutOfRange: (page: number) => void,
): boolean {
  const { data } = result
  const rowless = page > 1 && data !== undefined && data.results.length === 0
  const last = rowless && !result.isPlaceholderData && !result.isFetching ? lastPage(data.count, pageSize) : null
  const target = last !== null && last < page ? last : null
  const moveTo = useLatest(onPageOutOfRange)
  useEffect(() => {
    if (target !== null) moveTo.current(target)
  }, [target, moveTo])
  return rowless && (last === null || target !== null)
}
