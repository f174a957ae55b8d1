import { financeOperationOrderingFields, financeOperationTypes, type FinanceOperation } from '../../src/api/schemas/finance'
import type { App, Backend } from '../context'
import { statement } from '../db/statements'
import { addDays, epochOfDay, isoFromEpoch, moneyFromCents } from '../format'
import { limitOffset, pageEnvelope } from '../http/pagination'
import { QueryReader, orderBy } from '../http/query'

export interface OperationRow {
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
  f.balance_after_cents, f.description, f.created_at`

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
  }
}

export function financeRoutes(app: App, { db }: Backend): void {
  app.get('/v1/admin/finances/operations/', (c) => {
    const query = new QueryReader(c)
    const page = query.page()
    const customerUuid = query.uuid('customer_uuid')
    const types = query.enumList('type', financeOperationTypes, 'repeat')
    const range = query.dayRange('date_from', 'date_to')
    const ordering = query.ordering(financeOperationOrderingFields, { field: 'created_at', descending: true })
    query.done()

    const where: string[] = []
    const params: (string | number)[] = []
    if (customerUuid) {
      where.push('f.customer_id = (SELECT id FROM customers WHERE uuid = ?)')
      params.push(customerUuid)
    }
    if (types.length > 0) {
      where.push(`f.type IN (${types.map(() => '?').join(', ')})`)
      params.push(...types)
    }
    if (range.from) {
      where.push('f.created_at >= ?')
      params.push(epochOfDay(range.from))
    }
    if (range.to) {
      where.push('f.created_at < ?')
      params.push(epochOfDay(addDays(range.to, 1)))
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
    const { count } = statement(db, `SELECT COUNT(*) AS count FROM finance_operations f ${filter}`).get(...params) as { count: number }
    const order = orderBy(ordering, { created_at: 'f.created_at', amount: 'f.amount_cents' }, 'f.id')
    // The page's ids first (from an index alone), then their rows and customers.
    const rows = statement(
      db,
      `SELECT ${operationColumns} FROM (SELECT f.id FROM finance_operations f ${filter} ORDER BY ${order} LIMIT ? OFFSET ?) p
       JOIN finance_operations f ON f.id = p.id JOIN customers c ON c.id = f.customer_id ORDER BY ${order}`,
    ).all(...params, ...limitOffset(page)) as OperationRow[]
    return c.json(pageEnvelope(c, page, count, rows.map(operationJson)))
  })
}
