import { randomUUID } from 'node:crypto'
import { dayOfEpoch, nowEpoch } from '../core/format'
import type { Db } from '../db/open'

/**
 * Credits a customer with `cents` as one `admin_top_up` operation (and its daily aggregate);
 * the balance before and after. Runs inside the caller's transaction (a top-up, an approval).
 */
export function creditCustomer(db: Db, customerId: number, cents: number, comment: string): { before: number; after: number } {
  const current = db.prepare('SELECT balance_cents FROM customers WHERE id = ?').get(customerId) as { balance_cents: number }
  const after = current.balance_cents + cents
  const at = nowEpoch()
  db.prepare('UPDATE customers SET balance_cents = ? WHERE id = ?').run(after, customerId)
  db.prepare(
    `INSERT INTO finance_operations (uuid, customer_id, type, amount_cents, balance_after_cents, description, created_at)
     VALUES (?, ?, 'admin_top_up', ?, ?, ?, ?)`,
  ).run(randomUUID(), customerId, cents, after, comment.trim() || 'Пополнение сотрудником', at)
  db.prepare(
    `INSERT INTO finance_daily (day, type, amount_cents) VALUES (?, 'admin_top_up', ?)
     ON CONFLICT (day, type) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents`,
  ).run(dayOfEpoch(at), cents)
  return { before: current.balance_cents, after }
}
