import type { AuditAction, AuditTargetType } from '../../contract/schemas/audit-log'
import type { CustomerStatus } from '../../contract/schemas/customers'
import type { FinanceOperationType } from '../../contract/schemas/finance'
import type { HeatmapModelMetrics } from '../../contract/schemas/heatmap-models'
import type { StaffRole } from '../../contract/schemas/roles'

// Russian names of the contract's enum values, the same on every screen.

export const customerStatusLabels: Record<CustomerStatus, string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
}

export const operationTypeLabels: Record<FinanceOperationType, string> = {
  top_up: 'Пополнение',
  charge: 'Списание',
  refund: 'Возврат',
  bonus: 'Бонус',
  admin_top_up: 'Пополнение сотрудником',
  reversal: 'Сторно',
}

/** The actions' Russian words, in the journal and the feed (the reference server has its own for its feed's titles). */
export const auditActionLabels: Record<AuditAction, string> = {
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

/** What the journal calls the records it names besides the record types (their declarations say their own). */
export const auditTargetTypeLabels: Partial<Record<AuditTargetType, string>> = {
  customer: 'Пользователь',
  heatmap_model: 'Модель',
  admin: 'Администратор',
  customer_note: 'Заметка о пользователе',
  report: 'Отчёт',
}

/** A heatmap model's quality figures: the short name shown and what it measures, said on hover and focus. */
export const heatmapMetricLabels: Record<keyof HeatmapModelMetrics, { name: string; description: string }> = {
  auc: {
    name: 'AUC',
    description: 'Площадь под ROC-кривой: как хорошо карта отделяет места, куда смотрят, от остальных. От 0 до 1, больше — лучше.',
  },
  nss: {
    name: 'NSS',
    description: 'Нормированная значимость в точках взгляда: насколько карта выше среднего там, куда смотрели. Больше — лучше.',
  },
  cc: {
    name: 'CC',
    description: 'Коэффициент корреляции карты с картой реальных взглядов. От −1 до 1, больше — лучше.',
  },
}

/** The order the metrics are shown in. */
export const heatmapMetrics = ['auc', 'nss', 'cc'] as const satisfies readonly (keyof HeatmapModelMetrics)[]

/** A role's name in Russian, as the sidebar and «Недоступно для роли «…»» say it. */
export const roleNames: Record<StaffRole, string> = { admin: 'Администратор', finance: 'Финансы', support: 'Поддержка' }
