import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { auditActionLabels, auditTargetTypeLabels } from '../../api/labels'
import type { AuditEntry } from '../../api/schemas/audit-log'
import { drawerLinks, withDrawer } from '../../lib/drawers'
import { EMPTY_VALUE, formatDateTime, formatMoney } from '../../lib/format'
import { paths } from '../../lib/paths'
import { textLink, type TableColumn } from '../../ui'

/** Russian names of the fields an entry's `changes` may name. */
const fieldLabels: Record<string, string> = {
  amount: 'Сумма',
  balance: 'Баланс',
  active_model: 'Активная модель',
  name: 'Название',
  title: 'Название',
  category: 'Категория',
  metric: 'Метрика',
  min_value: 'Минимум',
  max_value: 'Максимум',
  description: 'Описание',
  status: 'Статус',
  company: 'Компания',
  contact_email: 'Электронная почта',
  contact_phone: 'Телефон',
  is_active: 'Активен',
  client_request_account_uuid: 'Кабинет',
}

const moneyFields = new Set(['amount', 'balance'])
const moneyPattern = /^-?\d+(\.\d+)?$/

function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE
  if (typeof value === 'boolean') return value ? 'да' : 'нет'
  if (moneyFields.has(field) && typeof value === 'string' && moneyPattern.test(value)) return formatMoney(value)
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** The address of the record an entry is about: a customer's page, a record's drawer; none for a sign-in. */
export function auditTargetHref(entry: Pick<AuditEntry, 'target_type' | 'target_uuid'>): string | undefined {
  const uuid = entry.target_uuid
  const drawerAt = (path: string, link: { id: string; param: string }) =>
    uuid ? `${path}?${withDrawer(new URLSearchParams(), link.id, { [link.param]: uuid }).toString()}` : undefined
  switch (entry.target_type) {
    case 'customer':
      return uuid ? paths.user.getHref(uuid) : undefined
    case 'benchmark':
      return drawerAt(paths.benchmarks.getHref(), drawerLinks.benchmark)
    case 'client_account':
      return drawerAt(paths.requestAccounts.getHref(), drawerLinks.clientAccount)
    case 'client_request':
      return drawerAt(paths.requests.getHref(), drawerLinks.clientRequest)
    case 'heatmap_model':
      return `${paths.dashboard.getHref()}?${withDrawer(new URLSearchParams(), drawerLinks.heatmapModel.id, {}).toString()}`
    case 'admin':
      return undefined
  }
}

/** «Норма «Баннер CTR»», linked to the record. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const href = auditTargetHref(entry)
  const label = entry.target_label || EMPTY_VALUE
  return (
    <span>
      <span className={css({ color: 'fg.muted' })}>{auditTargetTypeLabels[entry.target_type]}: </span>
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

// Each change wraps rather than being cut: the row grows to show it whole.
const changeList = css({
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

/** Each changed field as «Сумма: — → 1 500,00 ₽». */
export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const fields = Object.entries(changes)
  if (fields.length === 0) return <>{EMPTY_VALUE}</>
  return (
    <ul className={changeList}>
      {fields.map(([field, [before, after]]) => (
        <li key={field}>
          {fieldLabels[field] ?? field}: {formatValue(field, before)} → {formatValue(field, after)}
        </li>
      ))}
    </ul>
  )
}

/** The columns of «Журнал»: who, what, which record, when, the change and the comment. */
export const journalColumns: readonly TableColumn<AuditEntry>[] = [
  { id: 'created_at', header: 'Когда', kind: 'date', cell: (entry) => formatDateTime(entry.created_at) },
  { id: 'actor_email', header: 'Кто', width: '14rem', cell: (entry) => entry.actor_email || EMPTY_VALUE },
  { id: 'action', header: 'Что', width: '12rem', cell: (entry) => auditActionLabels[entry.action] },
  { id: 'target', header: 'Запись', width: '16rem', cell: (entry) => <AuditTarget entry={entry} /> },
  { id: 'changes', header: 'Изменение', cell: (entry) => <AuditChanges changes={entry.changes} /> },
  { id: 'comment', header: 'Комментарий', width: '12rem', cell: (entry) => entry.comment || EMPTY_VALUE },
]

const notice = css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })

/** Said by every journal view when the server keeps no journal and the entries are this browser's. */
export function BrowserJournalNotice({ source }: { source: 'server' | 'browser' | undefined }): ReactNode {
  if (source !== 'browser') return null
  return <p className={notice}>Только действия из этого браузера</p>
}
