import type { FinanceOperation } from '../../../contract/schemas/finance'
import { operationTypeLabels } from '../../api/labels'
import type { ListExportSpec } from '../../state/lists/use-list-export'

/** «Операции» as a CSV file (its own module: the bench exports with the same columns). */
export const operationsExport: ListExportSpec<FinanceOperation> = {
  fileId: 'operations',
  periodKeys: ['date_from', 'date_to'],
  columns: [
    { header: 'Дата и время', value: (operation) => operation.created_at, kind: 'datetime' },
    { header: 'Пользователь', value: (operation) => operation.customer_email },
    { header: 'Тип', value: (operation) => operationTypeLabels[operation.type] },
    { header: 'Сумма', value: (operation) => operation.amount, kind: 'money' },
    { header: 'Баланс после', value: (operation) => operation.balance_after, kind: 'money' },
    { header: 'Описание', value: (operation) => operation.description },
  ],
}
