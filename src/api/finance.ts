import { FinanceOperationPage } from '../../contract/schemas/finance'
import { defineList } from './resource'

export const financeOperationsPath = '/v1/admin/finances/operations/'

/**
 * GET /v1/admin/finances/operations/: `page, page_size, customer_uuid, type` (repeated),
 * `date_from, date_to`, `ordering`. Its keys start with 'finance-operations': invalidated when money moves.
 */
export const financeOperationsList = defineList({ key: 'finance-operations', path: financeOperationsPath, page: FinanceOperationPage })
