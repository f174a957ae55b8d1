import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { describeError, isHttpError } from '../../api/errors'
import { Button, DEFAULT_PAGE_SIZES, EmptyState, ErrorState, Pagination, Table, type TableColumn } from '../../ui'

/** What a list query atom gives a table: its page (kept while the next loads), error and refetch. */
export interface ListResult<Row> {
  data: { count: number; results: Row[] } | undefined
  error: unknown
  isError: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  refetch: () => Promise<unknown>
}

export interface PagedTableProps<Row> {
  label: string
  /** The heading of the error state: «Не удалось загрузить …». */
  errorTitle: string
  result: ListResult<Row>
  columns: readonly TableColumn<Row>[]
  getRowId: (row: Row) => string
  onRowActivate?: (row: Row) => void
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
  empty: ReactNode
}

const dimmedWhileBusy = css({ transition: 'opacity 0.15s', '&[aria-busy=true]': { opacity: 0.6 } })

/** One page of a list with its pagination, its skeleton, empty and error states (with «Повторить»). */
export function PagedTable<Row>({
  label,
  errorTitle,
  result,
  columns,
  getRowId,
  onRowActivate,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  empty,
}: PagedTableProps<Row>) {
  const { data } = result
  if (result.isError && !data) {
    if (isHttpError(result.error) && result.error.status === 404 && page > 1) {
      return (
        <EmptyState
          title="Такой страницы нет"
          description="Записей меньше, чем было, когда ссылку сохранили."
          action={<Button variant="outline" onClick={() => onPageChange(1)}>К первой странице</Button>}
        />
      )
    }
    return (
      <ErrorState
        title={errorTitle}
        message={describeError(result.error)}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    )
  }
  return (
    <>
      <div aria-busy={result.isPlaceholderData || undefined} className={dimmedWhileBusy}>
        <Table
          label={label}
          columns={columns}
          rows={data?.results ?? []}
          getRowId={getRowId}
          onRowActivate={onRowActivate}
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
