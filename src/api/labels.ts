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
