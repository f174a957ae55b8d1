import type { ReversalMark, ReversedOriginal } from '../../contract/schemas/reversals'
import { isoFromEpoch, moneyFromCents } from '../core/format'

/** The reversal extension's columns of an operation `f`, as JSON text (null where they do not apply). */
export const reversalColumns = `
  CASE WHEN f.type IN ('top_up', 'admin_top_up') THEN (
    SELECT json_group_array(json_object('uuid', x.uuid, 'cents', x.amount_cents, 'by', x.email, 'at', x.created_at, 'reason', x.reason))
    FROM (SELECT rf.uuid, rf.amount_cents, a.email, rf.created_at, r.reason FROM operation_reversals r
      JOIN finance_operations rf ON rf.id = r.operation_id JOIN admins a ON a.id = r.reversed_by WHERE r.original_id = f.id ORDER BY rf.id) x
  ) END AS reversals_json,
  CASE WHEN f.type IN ('top_up', 'admin_top_up') THEN (
    SELECT COALESCE(SUM(p.amount_cents), 0) FROM approvals p
    WHERE p.operation_id = f.id AND p.status = 'pending' AND p.expires_at > CAST(strftime('%s', 'now') AS INTEGER)
  ) END AS reversal_pending_cents,
  CASE WHEN f.type = 'reversal' THEN (
    SELECT json_object('uuid', o.uuid, 'type', o.type, 'cents', o.amount_cents, 'at', o.created_at)
    FROM operation_reversals r JOIN finance_operations o ON o.id = r.original_id WHERE r.operation_id = f.id
  ) END AS reverses_json`

export interface ReversalColumns {
  amount_cents: number
  reversals_json: string | null
  reversal_pending_cents: number | null
  reverses_json: string | null
}

interface MarkJson {
  uuid: string
  cents: number
  by: string
  at: number
  reason: string
}

interface OriginalJson {
  uuid: string
  type: ReversedOriginal['type']
  cents: number
  at: number
}

/** An operation's fields of the extension: a top-up's reversals and what is left (less reversals awaiting approval), a reversal's top-up. */
export function reversalFieldsJson(row: ReversalColumns): {
  reverses: ReversedOriginal | null
  reversals?: ReversalMark[]
  reversible_amount: string
} {
  const marks = row.reversals_json === null ? null : (JSON.parse(row.reversals_json) as MarkJson[])
  const original = row.reverses_json === null ? null : (JSON.parse(row.reverses_json) as OriginalJson)
  const reversedCents = (marks ?? []).reduce((sum, mark) => sum - mark.cents, 0)
  return {
    reverses: original && {
      operation_uuid: original.uuid,
      type: original.type,
      amount: moneyFromCents(original.cents),
      created_at: isoFromEpoch(original.at),
    },
    ...(marks && {
      reversals: marks.map((mark) => ({
        operation_uuid: mark.uuid,
        amount: moneyFromCents(-mark.cents),
        reversed_by_email: mark.by,
        created_at: isoFromEpoch(mark.at),
        reason: mark.reason,
      })),
    }),
    reversible_amount: moneyFromCents(marks === null ? 0 : row.amount_cents - reversedCents - (row.reversal_pending_cents ?? 0)),
  }
}
