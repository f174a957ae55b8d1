import { useEffect, useMemo, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { pageSizeMax } from '../../../contract/schemas/common'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { describeError } from '../../api/errors'
import { formatNumber } from '../../lib/format'
import { withoutPaging, type ListApiParams } from '../../lib/list-query'
import type { ListSort } from '../../state/lists/list-screen'
import { queryFailure } from '../../state/query/query-failure'
import { Button, dimmedWhileBusy, ErrorState, Table, type TableColumn } from '../../ui'
import { useAllFinanceOperations } from './queries'

/**
 * The long list loads page after page on its own up to this many rows (20 requests of 500); past
 * it, each further page is asked for with a button, so an unfiltered list of a big backend does not
 * pull millions of rows.
 */
const autoLoadLimit = 10_000

const listFooter = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '3', color: 'fg.muted' })

export interface AllOperationsProps {
  /** The list's filters and ordering; the pages are this list's own. */
  apiParams: ListApiParams
  columns: readonly TableColumn<FinanceOperation>[]
  sort: ListSort | null
  onSortChange: (sort: ListSort) => void
  openCustomer: (operation: FinanceOperation) => void
  empty: ReactNode
}

/** Every operation of the filters in one virtualized list, fetched 500 at a time. */
export function AllOperations({ apiParams, columns, sort, onSortChange, openCustomer, empty }: AllOperationsProps) {
  const result = useAllFinanceOperations(withoutPaging(apiParams))
  const { data, hasNextPage, isFetching, isFetchNextPageError, isPlaceholderData, fetchNextPage } = result
  const rows = useMemo(() => data?.pages.flatMap((page) => page.results) ?? [], [data])
  const total = data?.pages[0]?.count ?? 0
  const underLimit = rows.length < autoLoadLimit
  const pagesLoaded = data?.pages.length ?? 0

  // Keep asking for the next page until the list is whole (or the limit is reached). The number of
  // pages is a dependency because a fast answer may come back without a render in between.
  useEffect(() => {
    if (hasNextPage && underLimit && !isFetching && !isFetchNextPageError && !isPlaceholderData) void fetchNextPage()
  }, [pagesLoaded, hasNextPage, underLimit, isFetching, isFetchNextPageError, isPlaceholderData, fetchNextPage])

  if (result.isError && !data) {
    return <ErrorState title="Не удалось загрузить операции" {...queryFailure(result)} />
  }
  const loadingMore = hasNextPage && !isFetchNextPageError && (underLimit || result.isFetchingNextPage)
  return (
    <>
      <div aria-busy={isPlaceholderData || undefined} className={dimmedWhileBusy}>
        <Table
          label="Операции"
          columns={columns}
          rows={rows}
          getRowId={(operation) => operation.operation_uuid}
          sort={sort}
          onSortChange={onSortChange}
          onRowActivate={openCustomer}
          loading={!data}
          skeletonRows={10}
          empty={empty}
        />
      </div>
      {isFetchNextPageError && (
        <ErrorState
          className={css({ mt: '3' })}
          title="Не удалось загрузить следующую часть операций"
          message={describeError(result.error)}
          onRetry={() => void fetchNextPage()}
          retrying={result.isFetchingNextPage}
        />
      )}
      {data && total > 0 && (
        <div className={listFooter}>
          <p aria-live="polite">
            Загружено {formatNumber(rows.length)} из {formatNumber(total)}
            {loadingMore ? '…' : ''}
          </p>
          {hasNextPage && !underLimit && !isFetchNextPageError && (
            <Button variant="outline" size="sm" loading={result.isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Загрузить ещё {formatNumber(pageSizeMax)}
            </Button>
          )}
        </div>
      )}
    </>
  )
}
