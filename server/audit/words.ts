import type { AuditAction } from '../../contract/schemas/audit-log'

/** The server's words for a journal action, as its customers' feed titles them (the console has its own for its views). */
const auditActionLabels: Record<AuditAction, string> = {
  sign_in: 'Вход',
  sign_in_failed: 'Неудачный вход',
  sign_in_throttled: 'Вход заблокирован',
  top_up: 'Пополнение баланса',
  issue_otp: 'Выдача одноразового кода',
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  set_active_model: 'Смена активной модели',
  top_up_requested: 'Запрос на пополнение',
  top_up_approved: 'Пополнение подтверждено',
  top_up_rejected: 'Пополнение отклонено',
  operation_reversed: 'Сторно пополнения',
  reversal_requested: 'Запрос на сторно',
  reversal_approved: 'Сторно подтверждено',
  reversal_rejected: 'Сторно отклонено',
  report_downloaded: 'Скачан отчёт',
  archive_downloaded: 'Скачан архив изображений',
}

const recordChangeTitles: Partial<Record<AuditAction, string>> = {
  create: 'Создание в журнале',
  update: 'Изменение в журнале',
  delete: 'Удаление в журнале',
}

/** A journal entry in a customer's feed: a record's change «… в журнале», any other action by its word («Запрос на пополнение»). */
export function journalItemTitle(action: AuditAction): string {
  return recordChangeTitles[action] ?? auditActionLabels[action]
}
