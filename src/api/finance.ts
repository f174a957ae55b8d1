import { financeEndpoints } from '../../contract/endpoints/finance'
import { defineList } from './resource'

/**
 * The finance operations: `page, page_size, customer_uuid, type` (repeated), `date_from, date_to`,
 * `ordering`. Its keys start with 'finance-operations': invalidated when money moves.
 */
export const financeOperationsList = defineList({ key: 'finance-operations', endpoint: financeEndpoints.operations })
