import type { AuditAction, AuditTargetType } from './schemas/audit-log'
import type { BenchmarkCategory, BenchmarkMetric } from './schemas/benchmarks'
import type { ClientRequestStatus } from './schemas/client-requests'
import type { CustomerStatus } from './schemas/customers'
import type { FinanceOperationType } from './schemas/finance'

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
  admin_top_up: 'Пополнение администратором',
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
}

export const auditTargetTypeLabels: Record<AuditTargetType, string> = {
  customer: 'Пользователь',
  benchmark: 'Норма',
  client_account: 'Кабинет клиента',
  client_request: 'Запрос клиента',
  heatmap_model: 'Модель',
  admin: 'Администратор',
}
