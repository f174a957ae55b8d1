import { useAtomValue } from 'jotai'
import { useEffect, useMemo, type ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { describeError, isPageMissing } from '../../api/errors'
import { operationTypeLabels } from '../../api/labels'
import { financeOperationOrderingFields, financeOperationTypes, type FinanceOperation } from '../../api/schemas/finance'
import { pageSizeMax } from '../../api/schemas/common'
import { formatNumber } from '../../lib/format'
import { formatOrdering, hasActiveFilters, parseOrdering, writeListQuery, type ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { financeOperationsQueryAtom, financeOperationsQueryParamsAtom } from '../../state/finance'
import {
  allFinanceOperationsFiltersAtom,
  allFinanceOperationsQueryAtom,
  operationsCustomerQueryAtom,
  operationsCustomerUuidAtom,
} from '../../state/finance-operations'
import { useQueryParams } from '../../state/use-query-params'
import {
  Button,
  DayRangeFields,
  EmptyState,
  ErrorState,
  IconButton,
  PageHeader,
  PagedTable,
  Select,
  Skeleton,
  Table,
  textLink,
  type TableSort,
} from '../../ui'
import { operationColumns } from './operation-columns'
import {
  operationsListSchema,
  readOperationsListState,
  toOperationsFilters,
  toOperationsQuery,
  type OperationsListState,
} from './operations-list-params'

/**
 * The long list loads page after page on its own up to this many rows (20 requests of 500); past
 * it, each further page is asked for with a button, so an unfiltered list of a big backend does not
 * pull millions of rows.
 */
const autoLoadLimit = 10_000

const typeItems = financeOperationTypes.map((type) => ({ value: type, label: operationTypeLabels[type] }))

type ListPatch = Partial<ListQueryState<typeof operationsListSchema>>

interface ListProps {
  state: OperationsListState
  update: (patch: ListPatch) => void
  sort: TableSort | null
  onSortChange: (sort: TableSort) => void
  openCustomer: (operation: FinanceOperation) => void
  empty: ReactNode
}

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '3' })
const chipRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '3' })
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '8',
  pl: '3',
  pr: '1',
  rounded: 'full',
  bg: 'accent.subtle',
  fontSize: 'sm',
})
const viewGroup = css({ display: 'inline-flex', gap: '1' })
const listFooter = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '3', color: 'fg.muted' })
const dimmedWhileBusy = css({ transition: 'opacity 0.15s', '&[aria-busy=true]': { opacity: 0.6 } })

/** «Операции»: every finance operation, filtered by type, customer and period, sorted, in pages or as one long list. */
export function OperationsScreen() {
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const state = useMemo(() => readOperationsListState(searchParams), [searchParams])
  useQueryParams(operationsCustomerUuidAtom, state.customerUuid)

  const update = (patch: ListPatch) => setSearchParams((current) => writeListQuery(current, operationsListSchema, patch))

  const filtered = hasActiveFilters(state, operationsListSchema, ['pageSize', 'ordering', 'view'])
  const resetFilters = () => update({ types: [], customerUuid: '', period: { from: '', to: '' } })

  const sort = parseOrdering(state.ordering, financeOperationOrderingFields) ?? null
  const onSortChange = (next: TableSort) => {
    const field = financeOperationOrderingFields.find((candidate) => candidate === next.field)
    if (field) update({ ordering: formatOrdering({ field, direction: next.direction }) })
  }
  const openCustomer = (operation: FinanceOperation) => void navigate(paths.user.getHref(operation.customer_uuid))

  const empty = (
    <EmptyState
      title="Операций не найдено"
      description={filtered ? 'Попробуйте изменить фильтры или период.' : 'Операций пока нет.'}
      action={filtered ? <Button variant="outline" onClick={resetFilters}>Сбросить фильтры</Button> : undefined}
    />
  )
  const listProps: ListProps = { state, update, sort, onSortChange, openCustomer, empty }

  return (
    <>
      <PageHeader title="Операции" description="Пополнения, списания, возвраты и бонусы пользователей" />
      <div className={toolbar} role="search" aria-label="Фильтры операций">
        <Select
          label="Тип операции"
          multiple
          items={typeItems}
          value={[...state.types]}
          placeholder="Все типы"
          onValueChange={(types) => update({ types })}
          className={css({ minW: '14rem' })}
        />
        <DayRangeFields fromLabel="Период с" toLabel="Период по" value={state.period} onChange={(period) => update({ period })} />
        <div role="group" aria-label="Показ" className={viewGroup}>
          <Button
            variant={state.view === '' ? 'subtle' : 'outline'}
            aria-pressed={state.view === ''}
            onClick={() => update({ view: '' })}
          >
            По страницам
          </Button>
          <Button
            variant={state.view === 'all' ? 'subtle' : 'outline'}
            aria-pressed={state.view === 'all'}
            onClick={() => update({ view: 'all' })}
          >
            Все за период
          </Button>
        </div>
        {filtered && (
          <Button variant="plain" onClick={resetFilters}>
            Сбросить фильтры
          </Button>
        )}
      </div>
      {state.customerUuid !== '' && (
        <div className={chipRow}>
          <CustomerFilterChip customerUuid={state.customerUuid} onRemove={() => update({ customerUuid: '' })} />
        </div>
      )}
      {state.view === 'all' ? <AllOperations {...listProps} /> : <PagedOperations {...listProps} />}
    </>
  )
}

/** The customer the list is filtered by: their email (linked to their page) and a button that drops the filter. */
function CustomerFilterChip({ customerUuid, onRemove }: { customerUuid: string; onRemove: () => void }) {
  const customer = useAtomValue(operationsCustomerQueryAtom)
  const email = customer.data?.email
  return (
    <span className={chip} role="group" aria-label="Фильтр по пользователю" aria-busy={customer.isPending || undefined}>
      <span>Пользователь:</span>
      {customer.isPending ? (
        <Skeleton width="10rem" />
      ) : (
        <Link className={textLink} to={paths.user.getHref(customerUuid)}>
          {email ?? customerUuid}
        </Link>
      )}
      <IconButton size="sm" aria-label="Убрать фильтр по пользователю" onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </IconButton>
    </span>
  )
}

function PagedOperations({ state, update, sort, onSortChange, openCustomer, empty }: ListProps) {
  const query = useMemo(() => toOperationsQuery(state), [state])
  useQueryParams(financeOperationsQueryParamsAtom, query)
  const result = useAtomValue(financeOperationsQueryAtom)
  return (
    <PagedTable
      label="Операции"
      result={result}
      errorTitle="Не удалось загрузить операции"
      errorMessage={describeError(result.error)}
      pageMissing={isPageMissing(result.error, state.page)}
      pageMissingDescription="Операций меньше, чем было, когда ссылку сохранили."
      columns={operationColumns}
      getRowId={(operation) => operation.operation_uuid}
      sort={sort}
      onSortChange={onSortChange}
      onRowActivate={openCustomer}
      page={state.page}
      pageSize={state.pageSize}
      onPageChange={(page) => update({ page })}
      onPageSizeChange={(pageSize) => update({ pageSize })}
      empty={empty}
    />
  )
}

/** Every operation of the filters in one virtualized list, fetched 500 at a time. */
function AllOperations({ state, sort, onSortChange, openCustomer, empty }: ListProps) {
  const filters = useMemo(() => toOperationsFilters(state), [state])
  useQueryParams(allFinanceOperationsFiltersAtom, filters)
  const result = useAtomValue(allFinanceOperationsQueryAtom)
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
    return (
      <ErrorState
        title="Не удалось загрузить операции"
        message={describeError(result.error)}
        onRetry={() => void result.refetch()}
        retrying={isFetching}
      />
    )
  }
  const loadingMore = hasNextPage && !isFetchNextPageError && (underLimit || result.isFetchingNextPage)
  return (
    <>
      <div aria-busy={isPlaceholderData || undefined} className={dimmedWhileBusy}>
        <Table
          label="Операции"
          columns={operationColumns}
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
