import type { AuditEntry } from '../../../contract/schemas/audit-log'
import { auditActionLabels, customerStatusLabels } from '../../api/labels'
import { EMPTY_VALUE, formatDateTime, formatMoney, formatMonth, formatNumber } from '../../lib/format'
import type { RecordTypeEntry, RecordTypes } from '../../lib/record-types'

/**
 * Russian names of the fields an entry's `changes` may name besides a record type's own (its
 * declaration names those: a field's name says nothing of whose it is).
 */
const fieldLabels: Record<string, string> = {
  amount: 'Сумма',
  balance: 'Баланс',
  active_model: 'Активная модель',
  status: 'Статус',
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

/** What an entry is read with: its record type's declaration, when it is about one. */
interface Reading {
  entry: AuditEntry
  recordType: RecordTypeEntry | undefined
}

/** A field's value in words: enumerations by their Russian labels, money in roubles, «—» for nothing. */
function valueText({ entry, recordType }: Reading, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE
  const labelled =
    recordType?.valueText(field, value) ??
    (field === 'status' && entry.target_type === 'customer' ? labelOf(customerStatusLabels, value) : undefined)
  if (labelled !== undefined) return labelled
  if ((field === 'amount' || field === 'balance') && typeof value === 'string' && moneyPattern.test(value)) return formatMoney(value)
  if (field === 'period' && typeof value === 'string' && monthPattern.test(value)) return formatMonth(value)
  if (typeof value === 'boolean') return value ? 'да' : 'нет'
  if (typeof value === 'number') return formatNumber(value)
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

function fieldName({ recordType }: Reading, field: string): string {
  return recordType?.fieldLabel(field) ?? fieldLabels[field] ?? field
}

/** A field naming another record by its uuid: the entry says it changed, not which uuid. */
const isReference = ({ recordType }: Reading, field: string) => recordType?.referenceFields.includes(field) ?? false

function pairOf(entry: AuditEntry, field: string): readonly unknown[] | undefined {
  return entry.changes[field]
}

/** «Категория: Соцсети» for each field a created or deleted record had (empty fields left out). */
function recordLines(reading: Reading, side: 0 | 1): string[] {
  return Object.entries(reading.entry.changes).flatMap(([field, pair]) => {
    const value = pair[side]
    if (value === null || value === undefined || value === '' || isReference(reading, field)) return []
    return [`${fieldName(reading, field)}: ${valueText(reading, field, value)}`]
  })
}

/** «Статус: Новый → В работе» for each changed field. */
function changeLines(reading: Reading): string[] {
  return Object.entries(reading.entry.changes).map(([field, [before, after]]) =>
    isReference(reading, field)
      ? `${fieldName(reading, field)}: изменён`
      : `${fieldName(reading, field)}: ${valueText(reading, field, before)} → ${valueText(reading, field, after)}`,
  )
}

function topUpLines(reading: Reading): string[] {
  const amount = pairOf(reading.entry, 'amount')?.[1]
  const balance = pairOf(reading.entry, 'balance')?.[1]
  const credited = `Зачислено ${valueText(reading, 'amount', amount)}`
  return [balance === undefined || balance === null ? credited : `${credited}, баланс стал ${valueText(reading, 'balance', balance)}`]
}

/** A request for approval, and its decision: the amount, who asked, the expiry or the balance after. */
function approvalLines(reading: Reading): string[] {
  const { entry } = reading
  const amount = valueText(reading, 'amount', pairOf(entry, 'amount')?.[1])
  const requestedBy = pairOf(entry, 'requested_by')?.[1]
  const asked = typeof requestedBy === 'string' ? `, запросил ${requestedBy}` : ''
  const expiresAt = pairOf(entry, 'expires_at')?.[1]
  if (entry.action === 'top_up_requested' || entry.action === 'reversal_requested')
    return [`Сумма ${amount} ждёт подтверждения${typeof expiresAt === 'string' ? ` до ${formatDateTime(expiresAt)}` : ''}`]
  if (entry.action === 'top_up_rejected') return [`Не зачислено ${amount}${asked}`]
  if (entry.action === 'reversal_rejected') return [`Не сторнировано ${amount}${asked}`]
  if (entry.action === 'reversal_approved') return [`Сторно ${amount} подтверждено${asked}`]
  return topUpLines(reading).map((line) => `${line}${asked}`)
}

/** A reversal: the amount taken back and the balance before → after. */
function reversalLines(reading: Reading): string[] {
  const amount = valueText(reading, 'amount', pairOf(reading.entry, 'amount')?.[1])
  const [before, after] = pairOf(reading.entry, 'balance') ?? []
  const balance =
    typeof before === 'string' && typeof after === 'string'
      ? `, баланс ${valueText(reading, 'balance', before)} → ${valueText(reading, 'balance', after)}`
      : ''
  return [`Сторнировано ${amount}${balance}`]
}

function codeLines(entry: AuditEntry): string[] {
  const expiresAt = pairOf(entry, 'expires_at')?.[1]
  // Entries written before the expiry was journaled say only that the code is not kept.
  if (typeof expiresAt !== 'string') return ['Сам код в журнал не записывается']
  return [`Код действует до ${formatDateTime(expiresAt)}`]
}

function modelLines(reading: Reading): string[] {
  const [before, after] = pairOf(reading.entry, 'active_model') ?? []
  const now = valueText(reading, 'active_model', after)
  return [
    before === null || before === undefined
      ? `Активной стала ${now}`
      : `Активная модель: ${valueText(reading, 'active_model', before)} → ${now}`,
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
 * A record type's fields are named and their values said in the words of its declaration (`types`).
 */
export function entryLines(entry: AuditEntry, types: RecordTypes): string[] {
  const reading: Reading = { entry, recordType: types.get(entry.target_type) }
  switch (entry.action) {
    case 'top_up':
      return topUpLines(reading)
    case 'top_up_requested':
    case 'top_up_approved':
    case 'top_up_rejected':
    case 'reversal_requested':
    case 'reversal_approved':
    case 'reversal_rejected':
      return approvalLines(reading)
    case 'operation_reversed':
      return reversalLines(reading)
    case 'issue_otp':
      return codeLines(entry)
    case 'set_active_model':
      return modelLines(reading)
    case 'create':
    case 'report_downloaded':
    case 'archive_downloaded':
      return recordLines(reading, 1)
    case 'delete':
      return recordLines(reading, 0)
    case 'update':
      return changeLines(reading)
    case 'sign_in':
    case 'sign_in_failed':
    case 'sign_in_throttled':
      return []
  }
}
