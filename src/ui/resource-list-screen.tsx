import { useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { formatNumber } from '../lib/format'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Kbd } from './kbd'
import { ListFilters, type ListFilter } from './list-filters'
import { ListToolbar } from './list-toolbar'
import { PageHeader } from './page-header'
import { PagedTable, type PagedTableProps } from './paged-table'
import { ListEmptyState } from './states'
import type { TableColumn } from './table'

/** How a resource asks before deleting a record, in its list and in its drawer. */
export interface DeletionText<Row> {
  /** «Удалить норму?» */
  title: string
  /** Names the record: «Норма «Баннер CTR» будет удалена безвозвратно.» */
  text: (row: Row) => ReactNode
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
}

/** The confirmation's state (state `useConfirm`). */
export interface ConfirmController<Row> {
  target: Row | null
  ask: (row: Row) => void
  dialogProps: { open: boolean; pending: boolean; error: ReactNode; onConfirm: () => void; onCancel: () => void }
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
    'result' | 'errorMessage' | 'pageMissing' | 'sort' | 'onSortChange' | 'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange'
  >
  getRowId: (row: Row) => string
  /** The record's name, on its «Удалить» button. */
  nameOf: (row: Row) => string
  openNew: () => void
  openEdit: (row: Row) => void
  /** The address of a record's drawer, for its row's link. */
  editHref: (row: Row) => string
  confirm: ConfirmController<Row>
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
  const { table, confirm } = controller
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
      <ListToolbar label={description.filtersLabel} filtered={controller.filtered} onReset={controller.reset}>
        <ListFilters filters={description.filters} state={controller.state} update={controller.update} />
      </ListToolbar>
      <PagedTable
        label={description.title}
        errorTitle={description.errorTitle}
        columns={columns}
        getRowId={controller.getRowId}
        onRowActivate={controller.openEdit}
        rowHref={controller.editHref}
        {...table}
        empty={<ListEmptyState filtered={controller.filtered} onReset={controller.reset} emptyText={description.emptyText} />}
      />
      {confirm.target !== null && (
        <ConfirmDialog
          title={description.deletion.title}
          {...confirm.dialogProps}
          finalFocusEl={() => (asker.current?.isConnected ? asker.current : createButton.current)}
        >
          {description.deletion.text(confirm.target)}
        </ConfirmDialog>
      )}
    </>
  )
}
