import type { AuditEntry, AuditTargetType } from '../../../contract/schemas/audit-log'
import {
  auditActionLabels,
  benchmarkCategoryLabels,
  benchmarkMetricLabels,
  clientAccountActivityLabel,
  clientRequestStatusLabels,
  customerStatusLabels,
} from '../../api/labels'
import { EMPTY_VALUE, formatDateTime, formatMoney, formatMonth, formatNumber } from '../../lib/format'

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
  is_active: 'Состояние',
  client_request_account_uuid: 'Кабинет',
  text: 'Текст',
  expires_at: 'Действует до',
  requested_by: 'Запросил',
  period: 'Период',
  file: 'Файл',
  images: 'Изображений',
}

const moneyPattern = /^-?\d+(\.\d+)?$/
const monthPattern = /^\d{4}-\d{2}$/

/** The label of an enumerated value, or the value itself when the table has none (a newer server's value). */
function labelOf(labels: Readonly<Record<string, string>>, value: unknown): string | undefined {
  return typeof value === 'string' ? (labels[value] ?? value) : undefined
}

/** A field's value in words: enumerations by their Russian labels, money in roubles, «—» for nothing. */
function valueText(targetType: AuditTargetType, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE
  const labelled =
    field === 'category'
      ? labelOf(benchmarkCategoryLabels, value)
      : field === 'metric'
        ? labelOf(benchmarkMetricLabels, value)
        : field === 'status'
          ? labelOf(targetType === 'customer' ? customerStatusLabels : clientRequestStatusLabels, value)
          : undefined
  if (labelled !== undefined) return labelled
  if (field === 'is_active' && typeof value === 'boolean') return clientAccountActivityLabel(value)
  if ((field === 'amount' || field === 'balance') && typeof value === 'string' && moneyPattern.test(value)) return formatMoney(value)
  if (field === 'period' && typeof value === 'string' && monthPattern.test(value)) return formatMonth(value)
  if (typeof value === 'boolean') return value ? 'да' : 'нет'
  if (typeof value === 'number') return formatNumber(value)
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** A record's account is named by its uuid in the journal: say that it changed, not which uuid. */
const referenceFields = new Set(['client_request_account_uuid'])

function fieldName(field: string): string {
  return fieldLabels[field] ?? field
}

function pairOf(entry: AuditEntry, field: string): readonly unknown[] | undefined {
  return entry.changes[field]
}

/** «Категория: Соцсети» for each field a created or deleted record had (empty fields left out). */
function recordLines(entry: AuditEntry, side: 0 | 1): string[] {
  return Object.entries(entry.changes).flatMap(([field, pair]) => {
    const value = pair[side]
    if (value === null || value === undefined || value === '' || referenceFields.has(field)) return []
    return [`${fieldName(field)}: ${valueText(entry.target_type, field, value)}`]
  })
}

/** «Статус: Новый → В работе» for each changed field. */
function changeLines(entry: AuditEntry): string[] {
  return Object.entries(entry.changes).map(([field, [before, after]]) =>
    referenceFields.has(field)
      ? `${fieldName(field)}: изменён`
      : `${fieldName(field)}: ${valueText(entry.target_type, field, before)} → ${valueText(entry.target_type, field, after)}`,
  )
}

function topUpLines(entry: AuditEntry): string[] {
  const amount = pairOf(entry, 'amount')?.[1]
  const balance = pairOf(entry, 'balance')?.[1]
  const credited = `Зачислено ${valueText(entry.target_type, 'amount', amount)}`
  return [
    balance === undefined || balance === null ? credited : `${credited}, баланс стал ${valueText(entry.target_type, 'balance', balance)}`,
  ]
}

/** A request for approval, and its decision: the amount, who asked, the expiry or the balance after. */
function approvalLines(entry: AuditEntry): string[] {
  const amount = valueText(entry.target_type, 'amount', pairOf(entry, 'amount')?.[1])
  const requestedBy = pairOf(entry, 'requested_by')?.[1]
  const asked = typeof requestedBy === 'string' ? `, запросил ${requestedBy}` : ''
  const expiresAt = pairOf(entry, 'expires_at')?.[1]
  if (entry.action === 'top_up_requested')
    return [`Сумма ${amount} ждёт подтверждения${typeof expiresAt === 'string' ? ` до ${formatDateTime(expiresAt)}` : ''}`]
  if (entry.action === 'top_up_rejected') return [`Не зачислено ${amount}${asked}`]
  return topUpLines(entry).map((line) => `${line}${asked}`)
}

function codeLines(entry: AuditEntry): string[] {
  const expiresAt = pairOf(entry, 'expires_at')?.[1]
  // Entries written before the expiry was journaled say only that the code is not kept.
  if (typeof expiresAt !== 'string') return ['Сам код в журнал не записывается']
  return [`Код действует до ${formatDateTime(expiresAt)}`]
}

function modelLines(entry: AuditEntry): string[] {
  const [before, after] = pairOf(entry, 'active_model') ?? []
  const now = valueText(entry.target_type, 'active_model', after)
  return [
    before === null || before === undefined
      ? `Активной стала ${now}`
      : `Активная модель: ${valueText(entry.target_type, 'active_model', before)} → ${now}`,
  ]
}

/** What was done: the action's name, or «Возврат к версии N» for an edit that returned a record to a version. */
export function entryActionText(entry: AuditEntry): string {
  return entry.reverted_from === undefined ? auditActionLabels[entry.action] : `Возврат к версии ${entry.reverted_from}`
}

/**
 * What an entry says happened, one line each, in its own words: the amount and the balance after
 * for a top-up, the expiry for a code, each field's value for a new or deleted record (and for a
 * file downloaded: its name, the report's period), before and after for an edit; nothing for a sign-in (its action says it all).
 */
export function entryLines(entry: AuditEntry): string[] {
  switch (entry.action) {
    case 'top_up':
      return topUpLines(entry)
    case 'top_up_requested':
    case 'top_up_approved':
    case 'top_up_rejected':
      return approvalLines(entry)
    case 'issue_otp':
      return codeLines(entry)
    case 'set_active_model':
      return modelLines(entry)
    case 'create':
    case 'report_downloaded':
    case 'archive_downloaded':
      return recordLines(entry, 1)
    case 'delete':
      return recordLines(entry, 0)
    case 'update':
      return changeLines(entry)
    case 'sign_in':
    case 'sign_in_failed':
    case 'sign_in_throttled':
      return []
  }
}
