import { randomUUID } from 'node:crypto'
import type { ReversalMade, ReversalRefusedBody } from '../../contract/schemas/reversal-calls'
import { reversibleTypes } from '../../contract/schemas/reversals'
import type { Journal } from '../audit/journal'
import type { AdminRow } from '../auth/tokens'
import { ApiError } from '../core/errors'
import { dayOfEpoch, isoFromEpoch, moneyFromCents, nowEpoch } from '../core/format'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { findByUuid } from '../http/records'
import { expireDue } from './approval-records'
import { operationColumns, operationJson, type OperationRow } from './finance'

/** An operation with what a reversal needs of it: its id, its customer's id and balance. */
export interface ReversibleRow extends OperationRow {
  id: number
  customer_id: number
  customer_balance_cents: number
}

const operationSql = `SELECT ${operationColumns}, f.id, f.customer_id, c.balance_cents AS customer_balance_cents
  FROM finance_operations f JOIN customers c ON c.id = f.customer_id`

export function findOperation(db: Db, rawUuid: string): ReversibleRow {
  return findByUuid(db, `${operationSql} WHERE f.uuid = ?`, rawUuid, 'Операция не найдена.')
}

const operationById = (db: Db, id: number) => statement(db, `${operationSql} WHERE f.id = ?`).get(id) as ReversibleRow

const rubles = (cents: number) => `${moneyFromCents(cents).replace('.', ',')} ₽`

function refused(code: ReversalRefusedBody['code'], detail: string, operation: ReversibleRow, extra: { balance?: string } = {}): ApiError {
  const body: ReversalRefusedBody = { detail, code, operation: operationJson(operation), ...extra }
  return new ApiError(409, body, detail)
}

/**
 * A 409 unless `cents` of the operation may be reversed now: it is a top-up, no more than what is
 * neither reversed nor asked for in a pending approval (`exceptApproval`'s own amount aside), and the
 * balance stays at zero or above. Runs inside the call's transaction, so two reversals never both pass.
 */
export function checkReversal(db: Db, operation: ReversibleRow, cents: number, exceptApproval: number | null = null): void {
  if (!(reversibleTypes as readonly string[]).includes(operation.type)) {
    throw refused('not_reversible', 'Сторнировать можно только пополнение.', operation)
  }
  expireDue(db)
  const { reversed } = statement(
    db,
    `SELECT COALESCE(-SUM(rf.amount_cents), 0) AS reversed FROM operation_reversals r
       JOIN finance_operations rf ON rf.id = r.operation_id WHERE r.original_id = ?`,
  ).get(operation.id) as { reversed: number }
  const { pending } = statement(
    db,
    "SELECT COALESCE(SUM(amount_cents), 0) AS pending FROM approvals WHERE operation_id = ? AND status = 'pending' AND id IS NOT ?",
  ).get(operation.id, exceptApproval) as { pending: number }
  const left = operation.amount_cents - reversed - pending
  if (cents > left) {
    const detail =
      left <= 0
        ? 'Пополнение уже сторнировано полностью (или остаток ждёт подтверждения).'
        : `Сторнировать можно не больше ${rubles(left)}: остальное уже сторнировано или ждёт подтверждения.`
    throw refused('already_reversed', detail, operation)
  }
  const balance = operation.customer_balance_cents
  if (balance - cents < 0) {
    const detail = `Баланс пользователя ${rubles(balance)}: сторно на ${rubles(cents)} сделало бы его отрицательным.`
    throw refused('insufficient_balance', detail, operation, { balance: moneyFromCents(balance) })
  }
}

/**
 * Reverses `cents` of a top-up (checked first): a new `reversal` operation with the negative amount,
 * linked to the top-up (the top-up itself unchanged), its daily aggregate, and the journal's
 * `operation_reversed` with the balance before and after. Runs inside the caller's transaction.
 */
export function reverseOperation(
  db: Db,
  journal: Journal,
  reversal: { admin: AdminRow; operation: ReversibleRow; cents: number; reason: string; approval?: { id: number; requestedBy: string } },
): ReversalMade {
  const { admin, operation, cents, approval } = reversal
  const reason = reversal.reason.trim()
  checkReversal(db, operation, cents, approval?.id ?? null)
  const before = operation.customer_balance_cents
  const after = before - cents
  const at = nowEpoch()
  const uuid = randomUUID()
  db.prepare('UPDATE customers SET balance_cents = ? WHERE id = ?').run(after, operation.customer_id)
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO finance_operations (uuid, customer_id, type, amount_cents, balance_after_cents, description, created_at)
       VALUES (?, ?, 'reversal', ?, ?, ?, ?)`,
    )
    .run(uuid, operation.customer_id, -cents, after, reason, at)
  db.prepare('INSERT INTO operation_reversals (operation_id, original_id, reason, reversed_by) VALUES (?, ?, ?, ?)').run(
    lastInsertRowid,
    operation.id,
    reason,
    admin.id,
  )
  db.prepare(
    `INSERT INTO finance_daily (day, type, amount_cents) VALUES (?, 'reversal', ?)
     ON CONFLICT (day, type) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents`,
  ).run(dayOfEpoch(at), -cents)
  journal.record({
    actor: admin,
    action: 'operation_reversed',
    targetType: 'customer',
    targetUuid: operation.customer_uuid,
    targetLabel: operation.customer_email,
    changes: {
      amount: [null, moneyFromCents(cents)],
      balance: [moneyFromCents(before), moneyFromCents(after)],
      operation: [null, operation.uuid],
      operation_created_at: [null, isoFromEpoch(operation.created_at)],
      ...(approval && { requested_by: [null, approval.requestedBy] }),
    },
    comment: reason,
  })
  return { reversal: operationJson(operationById(db, Number(lastInsertRowid))), original: operationJson(operationById(db, operation.id)) }
}
