import type { ReactNode } from 'react'
import { formatNumber } from '../lib/format'
import type { SavedViewsController } from '../lib/list-query/saved-views'
import type { ListExportController } from '../lib/paged-export'
import { ExportButton } from './export-button'
import { ListFilterChips, ListFilters, type ListFilter } from './list-filters'
import { ListQueryBar, useListQueryBar, type ListQueryController } from './list-query-bar'
import { ListScopeProvider } from './list-scope'
import { ListToolbar } from './list-toolbar'
import { PageHeader } from './page-header'
import { PagedTable, type PagedTableProps } from './paged-table'
import { SavedViewsMenu } from './saved-views-menu'
import { SelectionBar, type SelectionController } from './selection-bar'
import { EmptyState, ListEmptyState, type ListEmptyStateProps } from './states'
import type { TableColumn } from './table'

/** A list screen as data: its title, filters, columns and what it says. */
export interface ListPageDescription<Row, State> {
  /** The table's name, and the page's title unless `heading` says otherwise. */
  title: string
  /** Under the title: «Найдено: N» by default, or a line of its own; `tab`: no header (the screen around the tab has it). */
  heading?: { subtitle: string } | 'tab'
  /** The search region's name («Поиск и фильтры норм»); a list without one has no toolbar. */
  filtersLabel?: string
  filters?: readonly ListFilter<State>[]
  columns: readonly TableColumn<Row>[]
  /** «Не удалось загрузить нормы». */
  errorTitle: string
  /** What an empty list says (as `ListEmptyState`), or its own empty state. */
  empty: Pick<ListEmptyStateProps, 'title' | 'filteredHint' | 'emptyText'> | ((state: State) => ReactNode)
}

/** What state `useListController` (and the tools of `useListTools`) hand the page; the query bar's part where the list has one. */
export interface ListPageController<Row, State> extends Partial<Omit<ListQueryController<State>, 'state'>> {
  state: State
  update: (patch: Partial<State>) => void
  reset: () => void
  filtered: boolean
  /** The page, its state and sorting and paging, for PagedTable (state `tableFor(result)`). */
  table: Pick<
    PagedTableProps<Row>,
    'result' | 'errorMessage' | 'sort' | 'onSortChange' | 'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange' | 'onPageOutOfRange'
  >
  getRowId: (row: Row) => string
  /** Enter or a click on a row. */
  onRowActivate?: (row: Row) => void
  /** The address a row opens, for its link. */
  rowHref?: (row: Row) => string
  /** A checkbox column and the bar of what is selected (state `useSelection`). */
  selection?: SelectionController<Row>
  /** «Экспорт» of every row matching the filters (state `useListExport`). */
  exporter?: ListExportController
  /** «Виды»: the list's saved views (state `useSavedViews`). */
  savedViews?: SavedViewsController
  /** No page was asked for: the query holds a filter the backend lacks, or is still asking whether it has it. */
  held?: boolean
}

export interface ListPageProps<Row, State> {
  description: ListPageDescription<Row, State>
  controller: ListPageController<Row, State>
  /** Beside the title, such as «Создать». */
  actions?: ReactNode
  /** Between the filters and the list: a notice, a progress report, whose list it is. */
  beforeList?: ReactNode
  /** The rows shown another way than in pages (in place of the paged table and its selection). */
  rows?: ReactNode
  /** The bulk actions on the selection. */
  selectionActions?: ReactNode
  /** After the list: its dialogs. */
  children?: ReactNode
}

/**
 * A list screen: its header («Найдено: N»), the filters with «Виды» and «Экспорт», the chips of
 * what the list is pinned to, the paged table (keyboard rows, a checkbox column when it selects)
 * and the bar of what is selected.
 */
export function ListPage<Row, State>({
  description,
  controller,
  actions,
  beforeList,
  rows,
  selectionActions,
  children,
}: ListPageProps<Row, State>) {
  const { heading, filters = [], empty } = description
  const { state, update, reset, filtered, table, selection, exporter, savedViews } = controller
  const { data } = table.result
  const bar = useListQueryBar(filters, controller)
  const updateFilters = bar.updateFilters(update)
  const held = controller.held === true
  const tools =
    savedViews || exporter ? (
      <>
        {savedViews && <SavedViewsMenu {...savedViews} />}
        {exporter && !held && <ExportButton {...exporter} count={data?.count} />}
      </>
    ) : undefined
  return (
    // What an export or a bulk action acts on, for their confirmations (ui/list-scope).
    <ListScopeProvider value={{ query: bar.enabled ? bar.text : '', filtered }}>
      {heading !== 'tab' && (
        <PageHeader
          title={description.title}
          description={heading ? heading.subtitle : data ? `Найдено: ${formatNumber(data.count)}` : undefined}
          actions={actions}
        />
      )}
      {description.filtersLabel !== undefined && (
        <>
          <ListQueryBar bar={bar} />
          <ListToolbar label={description.filtersLabel} filtered={filtered} onReset={reset} actions={tools}>
            <ListFilters filters={filters} state={state} update={updateFilters} />
          </ListToolbar>
        </>
      )}
      <ListFilterChips filters={filters} state={state} update={update} />
      {beforeList}
      {held ? (
        <EmptyState title="Запрос не отправлен" description="Исправьте строку «Запрос»: сервер не поддерживает один из её фильтров." />
      ) : (
        (rows ?? (
          <>
            <PagedTable
              label={description.title}
              selection={selection?.table}
              errorTitle={description.errorTitle}
              columns={description.columns}
              getRowId={controller.getRowId}
              onRowActivate={controller.onRowActivate}
              rowHref={controller.rowHref}
              {...table}
              empty={typeof empty === 'function' ? empty(state) : <ListEmptyState filtered={filtered} onReset={reset} {...empty} />}
            />
            {selection && (
              <SelectionBar selection={selection} matching={data?.count ?? 0}>
                {selectionActions}
              </SelectionBar>
            )}
          </>
        ))
      )}
      {children}
    </ListScopeProvider>
  )
}
