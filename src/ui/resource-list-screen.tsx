import { useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { pluralize, type BulkActionSpec, type PluralForms } from '../lib/bulk-run'
import { formatNumber } from '../lib/format'
import type { ListExportController } from '../lib/paged-export'
import type { SavedViewsController } from '../lib/saved-views'
import { Button } from './button'
import { BulkLedger, type BulkLedgerState } from './bulk-ledger'
import { ConfirmDialog } from './confirm-dialog'
import { ExportButton } from './export-button'
import { Kbd } from './kbd'
import { ListFilters, type ListFilter } from './list-filters'
import { ListToolbar } from './list-toolbar'
import { PageHeader } from './page-header'
import { PagedTable, type PagedTableProps } from './paged-table'
import { SavedViewsMenu } from './saved-views-menu'
import { SelectionBar, type SelectionController } from './selection-bar'
import { ListEmptyState } from './states'
import type { TableColumn } from './table'

/** How a resource asks before deleting a record, in its list and in its drawer. */
export interface DeletionText<Row> {
  /** «Удалить норму?» */
  title: string
  /** Names the record: «Норма «Баннер CTR» будет удалена безвозвратно.» */
  text: (row: Row) => ReactNode
  /** Why the record cannot be deleted now («Нельзя удалить: …»), said before the click; null when it can. */
  blockedReason?: (row: Row) => string | null
}

/** A resource's list screen as data: title, filters, columns and what it says. */
export interface ResourceListDescription<Row, State> {
  title: string
  /** The search region's name: «Поиск и фильтры норм». */
  filtersLabel: string
  filters: readonly ListFilter<State>[]
  columns: readonly TableColumn<Row>[]
  /** «Норм пока нет.» */
  emptyText: string
  /** «Не удалось загрузить нормы». */
  errorTitle: string
  deletion: DeletionText<Row>
  /** The records counted, as «Удалить» asks: «Удалить 12 норм?». */
  recordForms: PluralForms
  /** Bulk actions besides «Удалить» on the selection: `start` runs one (disabled while one runs). */
  bulkActions?: (start: (spec: BulkActionSpec) => void, disabled: boolean) => ReactNode
}

/** The confirmation's state (state `useConfirm`). */
export interface ConfirmController<Row> {
  target: Row | null
  ask: (row: Row) => void
  dialogProps: { open: boolean; pending: boolean; error: ReactNode; onConfirm: () => void; onCancel: () => void }
}

/** A list's bulk actions (state `useResourceBulk`). */
export interface BulkController {
  ledger: {
    title: string
    state: BulkLedgerState | { status: 'idle' }
    running: boolean
    stop: () => void
    retryFailed: () => void
    close: () => void
  }
  start: (spec: BulkActionSpec) => void
  deletion: {
    count: number | null
    ask: () => void
    dialogProps: { open: boolean; pending: boolean; error: ReactNode; onConfirm: () => void; onCancel: () => void }
  }
}

/** What state `useResourceList` hands the screen. */
export interface ResourceListController<Row, State> {
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
  /** The record's name, on its «Удалить» button. */
  nameOf: (row: Row) => string
  openNew: () => void
  openEdit: (row: Row) => void
  /** The address of a record's drawer, for its row's link. */
  editHref: (row: Row) => string
  confirm: ConfirmController<Row>
  selection: SelectionController<Row>
  bulk: BulkController
  /** «Экспорт» of every row matching the filters (state `useListExport`). */
  exporter: ListExportController
  /** «Сохранить вид» and the list's saved views (state `useSavedViews`). */
  savedViews: SavedViewsController
}

export interface ResourceListScreenProps<Row, State> {
  description: ResourceListDescription<Row, State>
  controller: ResourceListController<Row, State>
}

const hidden = css({ srOnly: true })

/**
 * A resource's list: its filters and search, «Создать» (also `c`), the paged table (Enter or a
 * click opens a record's drawer; j/k or the arrows move between rows) and «Удалить» on each row,
 * confirmed in a dialog that names the record.
 */
export function ResourceListScreen<Row, State>({ description, controller }: ResourceListScreenProps<Row, State>) {
  const { table, confirm, selection, bulk } = controller
  const { ledger } = bulk
  const { data } = table.result
  const createButton = useRef<HTMLButtonElement>(null)
  const asker = useRef<HTMLElement | null>(null)
  const columns: readonly TableColumn<Row>[] = [
    ...description.columns,
    {
      id: 'actions',
      header: <span className={hidden}>Действия</span>,
      align: 'end',
      width: '7.5rem',
      cell: (row) => (
        <Button
          size="sm"
          variant="plain"
          tone="danger"
          aria-label={`Удалить: ${controller.nameOf(row)}`}
          disabled={description.deletion.blockedReason?.(row) != null}
          title={description.deletion.blockedReason?.(row) ?? undefined}
          onClick={(event) => {
            asker.current = event.currentTarget
            confirm.ask(row)
          }}
        >
          Удалить
        </Button>
      ),
    },
  ]
  return (
    <>
      <PageHeader
        title={description.title}
        description={data ? `Найдено: ${formatNumber(data.count)}` : undefined}
        actions={
          <Button ref={createButton} onClick={controller.openNew} aria-keyshortcuts="c">
            Создать <Kbd aria-hidden keys={['C']} />
          </Button>
        }
      />
      <ListToolbar label={description.filtersLabel} filtered={controller.filtered} onReset={controller.reset} actions={<><SavedViewsMenu {...controller.savedViews} /><ExportButton {...controller.exporter} /></>}>
        <ListFilters filters={description.filters} state={controller.state} update={controller.update} />
      </ListToolbar>
      {ledger.state.status !== 'idle' && (
        <BulkLedger
          title={ledger.title}
          state={ledger.state}
          onStop={ledger.stop}
          onRetryFailed={ledger.retryFailed}
          onClose={ledger.close}
        />
      )}
      <PagedTable
        label={description.title}
        selection={selection.table}
        errorTitle={description.errorTitle}
        columns={columns}
        getRowId={controller.getRowId}
        onRowActivate={controller.openEdit}
        rowHref={controller.editHref}
        {...table}
        empty={<ListEmptyState filtered={controller.filtered} onReset={controller.reset} emptyText={description.emptyText} />}
      />
      <SelectionBar selection={selection} matching={data?.count ?? 0}>
        {description.bulkActions?.(bulk.start, ledger.running)}
        <Button size="sm" variant="outline" tone="danger" disabled={ledger.running} onClick={bulk.deletion.ask}>
          Удалить
        </Button>
      </SelectionBar>
      {confirm.target !== null && (
        <ConfirmDialog
          title={description.deletion.title}
          {...confirm.dialogProps}
          finalFocusEl={() => (asker.current?.isConnected ? asker.current : createButton.current)}
        >
          {description.deletion.text(confirm.target)}
        </ConfirmDialog>
      )}
      {bulk.deletion.count !== null && (
        <ConfirmDialog
          title={`Удалить ${formatNumber(bulk.deletion.count)} ${pluralize(bulk.deletion.count, description.recordForms)}?`}
          {...bulk.deletion.dialogProps}
          finalFocusEl={() => createButton.current}
        >
          Выбранные записи будут удалены безвозвратно. В течение 5 секунд удаление можно отменить.
        </ConfirmDialog>
      )}
    </>
  )
}
