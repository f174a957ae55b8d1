import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { auditTargetTypes, type AuditEntry } from '../../../contract/schemas/audit-log'
import { auditTargetTypeLabels } from '../../api/labels'
import { drawerHref, drawerLinks, drawerTarget } from '../../lib/drawers'
import { EMPTY_VALUE, formatDateTime } from '../../lib/format'
import { paths } from '../../lib/paths'
import type { RecordTypes } from '../../lib/record-types'
import { useRecordTypes } from '../../state/shell/record-types'
import { textLink, withEmailBreaks, type TableColumn } from '../../ui'
import { entryActionText, entryLines } from './entry-lines'

/**
 * The address of the record an entry is about: a customer's page, a record type's drawer (its
 * declaration says where), the model's drawer; none for a sign-in.
 */
export function auditTargetHref(entry: Pick<AuditEntry, 'target_type' | 'target_uuid'>, types: RecordTypes): string | undefined {
  const uuid = entry.target_uuid
  const recordType = types.get(entry.target_type)
  if (recordType) return uuid ? recordType.href(uuid) : undefined
  switch (entry.target_type) {
    case 'customer':
      return uuid ? paths.user.getHref(uuid) : undefined
    case 'heatmap_model':
      return drawerHref(paths.dashboard.getHref(), drawerTarget(drawerLinks.heatmapModel))
    default:
      return undefined
  }
}

/**
 * What the journal calls a record of `type`: «Норма» (its declaration's word), «Пользователь», and
 * «Запись» for a type the console does not know (a backend's own).
 */
export function useTargetTypeLabel(): (type: string) => string {
  const types = useRecordTypes()
  return (type) => {
    const known = auditTargetTypes.find((name) => name === type)
    return types.get(type)?.label ?? (known && auditTargetTypeLabels[known]) ?? 'Запись'
  }
}

/** «Норма «Баннер CTR»», linked to the record. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const href = auditTargetHref(entry, useRecordTypes())
  const typeLabel = useTargetTypeLabel()
  const label = entry.target_label || EMPTY_VALUE
  return (
    <span>
      <span className={css({ color: 'fg.muted' })}>{typeLabel(entry.target_type)}: </span>
      {href ? (
        <Link className={textLink} to={href}>
          {label}
        </Link>
      ) : (
        label
      )}
    </span>
  )
}

// Each line wraps rather than being cut: the row grows to show it whole. An e-mail in it wraps at
// its «@» or a dot (withEmailBreaks); only a word longer than the column breaks inside.
const lineList = css({
  display: 'flex',
  flexDir: 'column',
  gap: '0.5',
  fontSize: 'sm',
  listStyle: 'none',
  m: '0',
  p: '0',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
})

/** What the entry says happened (see `entryLines`), a line each; «—» when nothing more than its action. */
export function AuditEntryLines({ entry, emptyText = EMPTY_VALUE }: { entry: AuditEntry; emptyText?: string }) {
  const lines = entryLines(entry, useRecordTypes())
  if (lines.length === 0) return <>{emptyText}</>
  return (
    <ul className={lineList}>
      {lines.map((line, index) => (
        <li key={index}>{withEmailBreaks(line)}</li>
      ))}
    </ul>
  )
}

/** The columns of «Журнал»: who, what, which record, when, the change and the comment. */
export const journalColumns: readonly TableColumn<AuditEntry>[] = [
  { id: 'created_at', header: 'Когда', kind: 'date', cell: (entry) => formatDateTime(entry.created_at) },
  { id: 'actor_email', header: 'Кто', width: '14rem', cell: (entry) => entry.actor_email || EMPTY_VALUE },
  { id: 'action', header: 'Что', width: '12rem', cell: entryActionText },
  { id: 'target', header: 'Запись', width: '16rem', cell: (entry) => <AuditTarget entry={entry} /> },
  { id: 'changes', header: 'Изменение', cell: (entry) => <AuditEntryLines entry={entry} /> },
  { id: 'comment', header: 'Комментарий', width: '12rem', cell: (entry) => entry.comment || EMPTY_VALUE },
]

const notice = css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })

/** Said by every journal view when the server keeps no journal and the entries are this browser's. */
export function BrowserJournalNotice({ source }: { source: 'server' | 'browser' | undefined }): ReactNode {
  if (source !== 'browser') return null
  return <p className={notice}>Только действия из этого браузера</p>
}
