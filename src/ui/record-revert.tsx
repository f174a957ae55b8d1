import { createContext, useContext, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { FieldChangesTable } from './conflict-panel'
import { fieldLabel, fieldValueText, type FieldSpec } from './form-fields'
import { Skeleton } from './skeleton'

/** «Вернуть к этой версии» of a record (state `useRecordRevert`): what the drawer shows of it. */
export interface RecordRevertView<Row> {
  /** The version the record is at now. */
  current: number | undefined
  /** Why no version may be returned to («Сервер не поддерживает возврат к версии», the role); undefined when one may. */
  unavailable: string | undefined
  asked: {
    version: number
    /** The form's fields the return changes (now, after); undefined while the version is read. */
    changes: readonly { field: string; now: unknown; after: unknown }[] | undefined
    pending: boolean
    error: string | undefined
    target: Row | undefined
  } | null
  ask: (version: number) => void
  confirm: () => void
  cancel: () => void
}

/** What «История» offers beside a version of the record; none outside a record drawer. */
const VersionActionContext = createContext<((version: number | undefined) => ReactNode) | null>(null)

/** The action beside an entry of «История» that made `version` (undefined: the journal does not say). */
export function VersionAction({ version }: { version: number | undefined }) {
  return useContext(VersionActionContext)?.(version) ?? null
}

const current = css({ fontSize: 'sm', color: 'fg.muted' })

/** «Вернуть к этой версии» beside each version in the history it wraps. */
export function RecordRevertScope<Row>({ revert, children }: { revert: RecordRevertView<Row>; children: ReactNode }) {
  const action = (version: number | undefined): ReactNode => {
    if (revert.unavailable === undefined && version === undefined) return null
    if (version !== undefined && version === revert.current) return <span className={current}>Текущая версия ({version})</span>
    return (
      <span>
        <Button
          variant="outline"
          size="sm"
          unavailable={revert.unavailable}
          aria-label={version === undefined ? undefined : `Вернуть к этой версии (${version})`}
          onClick={() => version !== undefined && revert.ask(version)}
        >
          Вернуть к этой версии
        </Button>
      </span>
    )
  }
  return <VersionActionContext.Provider value={action}>{children}</VersionActionContext.Provider>
}

/** What a return to the version asked for changes, field by field in words, and «Вернуть». */
export function RecordRevertDialog<Row, Values>({
  revert,
  fields,
  subject,
}: {
  revert: RecordRevertView<Row>
  fields: readonly FieldSpec<Values>[]
  /** «Норма «Баннер CTR»»: the record as the dialog names it. */
  subject: string
}) {
  const { asked } = revert
  if (!asked) return null
  return (
    <ConfirmDialog
      open
      tone="neutral"
      title={`Вернуть к версии ${asked.version}?`}
      confirmLabel="Вернуть"
      pending={asked.pending || (asked.changes === undefined && asked.error === undefined)}
      error={asked.error}
      onConfirm={asked.changes?.length === 0 ? revert.cancel : revert.confirm}
      onCancel={revert.cancel}
      details={<RevertChanges changes={asked.changes} fields={fields} failed={asked.error !== undefined} />}
    >
      {`${subject} получит значения версии ${asked.version} новой версией. Если запись тем временем изменили, ничего не запишется: вы выберете, что оставить.`}
    </ConfirmDialog>
  )
}

function RevertChanges<Values>({
  changes,
  fields,
  failed,
}: {
  changes: readonly { field: string; now: unknown; after: unknown }[] | undefined
  fields: readonly FieldSpec<Values>[]
  failed: boolean
}) {
  if (changes === undefined) return failed ? null : <Skeleton width="80%" />
  if (changes.length === 0) return <p>Значения этой версии те же, что сейчас: менять нечего.</p>
  const rows = changes.flatMap(({ field, now, after }) => {
    const spec = fields.find((one) => one.name === field)
    return spec ? [{ label: fieldLabel(spec), was: fieldValueText(spec, now), now: fieldValueText(spec, after) }] : []
  })
  return <FieldChangesTable changes={rows} headings={['Сейчас', 'После возврата']} caption="Что изменится" />
}
