import { useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { BulkActionSpec } from '../lib/bulk-run'
import { formatNumber } from '../lib/format'
import { pluralize, type PluralForms } from '../lib/plural'
import { BulkLedger, type BulkLedgerState } from './bulk-ledger'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Kbd } from './kbd'
import { ListPage, type ListPageController, type ListPageDescription } from './list-page'
import { ListScopeNote } from './list-scope'
import type { SelectionController } from './selection-bar'
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

/** A resource's list screen as data: a list page's description, and how it deletes its records. */
export interface ResourceListDescription<Row, State> extends ListPageDescription<Row, State> {
  deletion: DeletionText<Row>
  /** The records counted, as «Удалить» asks: «Удалить 12 норм?». */
  recordForms: PluralForms
  /**
   * Bulk actions besides «Удалить» on the selection: `start` asks (the count and the list's query)
   * and then runs one (disabled while one runs); `confirmLabel` names what the question's button does.
   * `unavailable`: why the person may not change these records (their role), for the buttons that would. */
  bulkActions?: (start: (spec: AskedBulkAction) => void, disabled: boolean, unavailable: string | undefined) => ReactNode
  /** Before «Создать» in the header: the list's own actions («Следующая заявка»). */
  headerActions?: ReactNode
}

/** A bulk action as its button asks for it: «Изменить статус» runs «Статус «В работе»». */
export interface AskedBulkAction extends BulkActionSpec {
  /** The confirmation's button: «Изменить статус», «Включить». */
  confirmLabel: string
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
    /** «20 секунд»: how long the deletion can be undone, after «в течение». */
    undoWithin: string
    ask: () => void
    dialogProps: { open: boolean; pending: boolean; error: ReactNode; onConfirm: () => void; onCancel: () => void }
  }
}

/** What state `useResourceList` hands the screen: a list page with every tool, and its records' drawer and deletion. */
export interface ResourceListController<Row, State> extends ListPageController<Row, State> {
  /** The record's name, on its «Удалить» button. */
  nameOf: (row: Row) => string
  openNew: () => void
  selection: SelectionController<Row>
  confirm: ConfirmController<Row>
  bulk: BulkController
  /** Why the person may not create, edit or delete these records («Недоступно для роли «…»»); undefined when they may. */
  unavailable?: string
}

export interface ResourceListScreenProps<Row, State> {
  description: ResourceListDescription<Row, State>
  controller: ResourceListController<Row, State>
}

const hidden = css({ srOnly: true })

/**
 * A resource's list page with «Создать» (also `c`), Enter or a click opening a record's drawer,
 * «Удалить» on each row confirmed in a dialog that names the record, and bulk actions on the selection.
 */
export function ResourceListScreen<Row, State>({ description, controller }: ResourceListScreenProps<Row, State>) {
  const { confirm, bulk } = controller
  const { ledger } = bulk
  const createButton = useRef<HTMLButtonElement>(null)
  const asker = useRef<HTMLElement | null>(null)
  // A bulk action asked for, waiting for its confirmation.
  const [askedAction, setAskedAction] = useState<AskedBulkAction | null>(null)
  const selected = controller.selection.count
  const records = (count: number) => `${formatNumber(count)} ${pluralize(count, description.recordForms)}`
  const columns: readonly TableColumn<Row>[] = [
    ...description.columns,
    {
      id: 'actions',
      header: <span className={hidden}>Действия</span>,
      align: 'end',
      kind: 'control',
      width: '7.5rem',
      cell: (row) => (
        <Button
          size="sm"
          variant="plain"
          tone="danger"
          aria-label={`Удалить: ${controller.nameOf(row)}`}
          unavailable={controller.unavailable}
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
    <ListPage
      description={{ ...description, columns }}
      controller={controller}
      actions={
        <>
          {description.headerActions}
          <Button ref={createButton} onClick={controller.openNew} aria-keyshortcuts="c" unavailable={controller.unavailable}>
            Создать <Kbd aria-hidden keys={['C']} />
          </Button>
        </>
      }
      beforeList={
        ledger.state.status !== 'idle' && (
          <BulkLedger
            title={ledger.title}
            state={ledger.state}
            onStop={ledger.stop}
            onRetryFailed={ledger.retryFailed}
            onClose={ledger.close}
          />
        )
      }
      selectionActions={
        <>
          {description.bulkActions?.(setAskedAction, ledger.running, controller.unavailable)}
          <Button
            size="sm"
            variant="outline"
            tone="danger"
            disabled={ledger.running}
            unavailable={controller.unavailable}
            onClick={bulk.deletion.ask}
          >
            Удалить
          </Button>
        </>
      }
    >
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
          title={`Удалить ${records(bulk.deletion.count)}?`}
          {...bulk.deletion.dialogProps}
          details={
            <p>
              <ListScopeNote />
            </p>
          }
          finalFocusEl={() => createButton.current}
        >
          Выбранные записи будут удалены безвозвратно. В течение {bulk.deletion.undoWithin} удаление можно отменить.
        </ConfirmDialog>
      )}
      {askedAction !== null && (
        <ConfirmDialog
          open
          title={`${askedAction.confirmLabel}: ${records(selected)}?`}
          confirmLabel={askedAction.confirmLabel}
          tone="neutral"
          details={
            <p>
              <ListScopeNote />
            </p>
          }
          onConfirm={() => {
            setAskedAction(null)
            bulk.start(askedAction)
          }}
          onCancel={() => setAskedAction(null)}
        >
          {askedAction.title} — для каждой выбранной записи.
        </ConfirmDialog>
      )}
    </ListPage>
  )
}
