import { useEffect, useMemo, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { describeError } from '../../api/errors'
import { operationTypeLabels } from '../../api/labels'
import { financeOperationsList } from '../../api/finance'
import { financeOperationTypes, type FinanceOperation } from '../../api/schemas/finance'
import { pageSizeMax } from '../../api/schemas/common'
import { CustomerLink } from '../../entities/customer/customer'
import { operationColumns } from '../../entities/finance-operation/operation-columns'
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format'
import { withoutPaging } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { useCustomer } from '../../state/domain/customers'
import { useAllFinanceOperations } from '../../state/domain/finance'
import { useListScreen } from '../../state/lists/list-screen'
import { useListPage } from '../../state/query/list-page'
import { queryFailure } from '../../state/query/query-failure'
import { useSavedViews } from '../../state/lists/saved-views'
import { useListExport } from '../../state/lists/use-list-export'
import { useSelection } from '../../state/lists/use-selection'
import {
  Button,
  CheckboxGroup,
  DayRangeFields,
  ErrorState,
  ExportButton,
  IconButton,
  ListEmptyState,
  ListToolbar,
  PageHeader,
  PagedTable,
  SavedViewsMenu,
  SelectionBar,
  Skeleton,
  Table,
  dimmedWhileBusy,
} from '../../ui'
import { operationsExport } from './operations-export'
import { operationsListSchema } from './operations-list-params'

const listColumns = operationColumns(['created_at', 'customer', 'type', 'amount', 'balance_after', 'description'])

/**
 * The long list loads page after page on its own up to this many rows (20 requests of 500); past
 * it, each further page is asked for with a button, so an unfiltered list of a big backend does not
 * pull millions of rows.
 */
const autoLoadLimit = 10_000

const views = [
  { value: '', label: 'По страницам' },
  { value: 'all', label: 'Все за период' },
] as const

const typeItems = financeOperationTypes.map((type) => ({ value: type, label: operationTypeLabels[type] }))

type ListScreen = ReturnType<typeof useListScreen<typeof operationsListSchema>>

interface ListProps {
  list: ListScreen
  openCustomer: (operation: FinanceOperation) => void
  empty: ReactNode
}

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

/** «Операции»: every finance operation, filtered by type, customer and period, sorted, in pages or as one long list. */
export function OperationsScreen() {
  const navigate = useNavigate()
  const list = useListScreen(operationsListSchema)
  const { state, update, reset, filtered } = list
  const exporter = useListExport(financeOperationsList, list.apiParams, operationsExport)
  const savedViews = useSavedViews(operationsListSchema, paths.operations)
  const openCustomer = (operation: FinanceOperation) => void navigate(paths.user.getHref(operation.customer_uuid))

  const empty = (
    <ListEmptyState
      title="Операций не найдено"
      filtered={filtered}
      onReset={reset}
      filteredHint="Попробуйте изменить фильтры или период."
      emptyText="Операций пока нет."
    />
  )
  const listProps: ListProps = { list, openCustomer, empty }

  return (
    <>
      <PageHeader title="Операции" description="Пополнения, списания, возвраты и бонусы пользователей" />
      <ListToolbar label="Фильтры операций" filtered={filtered} onReset={reset} actions={<><SavedViewsMenu {...savedViews} /><ExportButton {...exporter} /></>}>
        <CheckboxGroup legend="Тип операции" options={typeItems} value={state.types} onChange={(types) => update({ types })} />
        <DayRangeFields fromLabel="Период с" toLabel="Период по" value={state.period} onChange={(period) => update({ period })} />
        <div role="group" aria-label="Показ" className={viewGroup}>
          {views.map((view) => (
            <Button
              key={view.value}
              variant={state.view === view.value ? 'subtle' : 'outline'}
              aria-pressed={state.view === view.value}
              onClick={() => update({ view: view.value })}
            >
              {view.label}
            </Button>
          ))}
        </div>
      </ListToolbar>
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
  const customer = useCustomer(customerUuid)
  const email = customer.data?.email
  return (
    <span className={chip} role="group" aria-label="Фильтр по пользователю" aria-busy={customer.isPending || undefined}>
      <span>Пользователь:</span>
      {customer.isPending ? (
        <Skeleton width="10rem" />
      ) : (
        <CustomerLink customerUuid={customerUuid}>{email ?? customerUuid}</CustomerLink>
      )}
      <IconButton size="sm" aria-label="Убрать фильтр по пользователю" onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </IconButton>
    </span>
  )
}

function PagedOperations({ list, openCustomer, empty }: ListProps) {
  const result = useListPage(financeOperationsList, list.apiParams)
  const selection = useSelection({
    endpoint: financeOperationsList,
    idOf: operationId,
    nameOf: operationName,
    params: list.apiParams,
    rows: result.data?.results ?? noOperations,
    count: result.data?.count ?? 0,
  })
  return (
    <>
      <PagedTable
        label="Операции"
        selection={selection.table}
        errorTitle="Не удалось загрузить операции"
        columns={listColumns}
        getRowId={operationId}
        onRowActivate={openCustomer}
        {...list.tableFor(result)}
        empty={empty}
      />
      <SelectionBar selection={selection} matching={result.data?.count ?? 0} />
    </>
  )
}

const operationId = (operation: FinanceOperation) => operation.operation_uuid
/** Names an operation's checkbox: «Пополнение, 1 500,00 ₽, ivan@example.com, 12.03.2026 14:05». */
const operationName = (operation: FinanceOperation) =>
  `${operationTypeLabels[operation.type]}, ${formatMoney(operation.amount)}, ${operation.customer_email}, ${formatDateTime(operation.created_at)}`
const noOperations: readonly FinanceOperation[] = []

/** Every operation of the filters in one virtualized list, fetched 500 at a time. */
function AllOperations({ list, openCustomer, empty }: ListProps) {
  const result = useAllFinanceOperations(withoutPaging(list.apiParams))
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
      <ErrorState title="Не удалось загрузить операции" {...queryFailure(result)} />
    )
  }
  const loadingMore = hasNextPage && !isFetchNextPageError && (underLimit || result.isFetchingNextPage)
  return (
    <>
      <div aria-busy={isPlaceholderData || undefined} className={dimmedWhileBusy}>
        <Table
          label="Операции"
          columns={listColumns}
          rows={rows}
          getRowId={(operation) => operation.operation_uuid}
          sort={list.tableProps.sort}
          onSortChange={list.tableProps.onSortChange}
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
