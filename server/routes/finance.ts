import { financeEndpoints } from '../../contract/endpoints/finance'
import { financeOperationTypes, type FinanceOperation } from '../../contract/schemas/finance'
import { isoFromEpoch, moneyFromCents } from '../core/format'
import { SqlFilters } from '../db/filters'
import { defineEndpoint } from '../handler/endpoint'
import { listPage, sqlList } from '../http/lists'
import { orderBy } from '../http/ordering'
import { reversalColumns, reversalFieldsJson, type ReversalColumns } from './reversal-fields'

export interface OperationRow extends ReversalColumns {
  uuid: string
  customer_uuid: string
  customer_email: string
  type: FinanceOperation['type']
  amount_cents: number
  balance_after_cents: number
  description: string
  created_at: number
}

/** Columns of finance_operations `f` joined with its customer `c`, as OperationRow. */
export const operationColumns = `f.uuid, c.uuid AS customer_uuid, c.email AS customer_email, f.type, f.amount_cents,
  f.balance_after_cents, f.description, f.created_at, ${reversalColumns}`

export function operationJson(row: OperationRow): FinanceOperation {
  return {
    operation_uuid: row.uuid,
    customer_uuid: row.customer_uuid,
    customer_email: row.customer_email,
    type: row.type,
    amount: moneyFromCents(row.amount_cents),
    balance_after: moneyFromCents(row.balance_after_cents),
    description: row.description,
    created_at: isoFromEpoch(row.created_at),
    ...reversalFieldsJson(row),
  }
}

const operations = defineEndpoint(financeEndpoints.operations, ({ c, backend: { db }, query }) => {
  const page = query()
  const { customer_uuid: customerUuid, type: types, ordering } = page
  const range = { from: page.date_from, to: page.date_to }
  const amount = { min: page.amount_min, max: page.amount_max }

  const filters = new SqlFilters()
    .when('f.customer_id = (SELECT id FROM customers WHERE uuid = ?)', customerUuid)
    // Several types: '+' keeps SQLite off the type index (whose rows it would sort for every page) and on
    // the ordering index, which carries the type; one type keeps its own index (type, created_at).
    .oneOf(types.length > 1 ? '+f.type' : 'f.type', types, financeOperationTypes)
    .days('f.created_at', range)
    .between('f.amount_cents', amount)
  const order = orderBy(ordering, { created_at: 'f.created_at', amount: 'f.amount_cents' }, 'f.id')
  const list = sqlList(db, {
    from: 'finance_operations f',
    filters,
    order,
    // The page's ids first (from an index alone), then their rows and customers. CROSS JOIN keeps
    // that order: else SQLite may walk the whole ordering index to spare sorting the page's rows.
    columns: 'f.id',
    around: (pageSql) =>
      `SELECT ${operationColumns} FROM (${pageSql}) p CROSS JOIN finance_operations f ON f.id = p.id JOIN customers c ON c.id = f.customer_id ORDER BY ${order}`,
    json: operationJson,
  })
  return listPage(c, page, list)
})

export const financeRoutes = [operations]
