import type { AuditTargetType } from './schemas/audit-log'
import type { BenchmarkCategory, BenchmarkMetric } from './schemas/benchmarks'
import type { ClientRequestStatus } from './schemas/client-requests'
import type { CustomerStatus } from './schemas/customers'
import type { FinanceOperationType } from './schemas/finance'
import type { HeatmapModelMetrics } from './schemas/heatmap-models'

// Russian names of the contract's enum values, the same on every screen.

export const customerStatusLabels: Record<CustomerStatus, string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
}

/** A client account's `is_active`. */
export function clientAccountActivityLabel(isActive: boolean): string {
  return isActive ? 'Активен' : 'Неактивен'
}

export const operationTypeLabels: Record<FinanceOperationType, string> = {
  top_up: 'Пополнение',
  charge: 'Списание',
  refund: 'Возврат',
  bonus: 'Бонус',
  admin_top_up: 'Пополнение сотрудником',
}

export const benchmarkCategoryLabels: Record<BenchmarkCategory, string> = {
  banner: 'Баннер',
  social: 'Соцсети',
  outdoor: 'Наружная реклама',
  video_cover: 'Обложка видео',
  packaging: 'Упаковка',
}

export const benchmarkMetricLabels: Record<BenchmarkMetric, string> = {
  attention: 'Внимание',
  clarity: 'Ясность',
  cognitive_load: 'Когнитивная нагрузка',
  engagement: 'Вовлечённость',
}

export const clientRequestStatusLabels: Record<ClientRequestStatus, string> = {
  new: 'Новый',
  in_progress: 'В работе',
  done: 'Выполнен',
  rejected: 'Отклонён',
}

// The journal's actions are named next to their enum, which the reference server reads too.
export { auditActionLabels, journalItemTitle } from './schemas/audit-log'

export const auditTargetTypeLabels: Record<AuditTargetType, string> = {
  customer: 'Пользователь',
  benchmark: 'Норма',
  client_account: 'Кабинет клиента',
  client_request: 'Запрос клиента',
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
