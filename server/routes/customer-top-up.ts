import { customerEndpoints } from '../../contract/endpoints/customers'
import { centsFromMoney, moneyFromCents } from '../core/format'
import { defineEndpoint } from '../handler/endpoint'
import { approvalThreshold } from '../handler/roles'
import { onceByKey, readKeyedBody } from '../http/idempotency'
import { approvalJson, replayApproval, requestApproval } from './approval-records'
import { creditCustomer } from './customer-credit'
import { customerJson, findCustomer } from './customer-records'

/**
 * Top-up with an Idempotency-Key (onceByKey): the same key and body answer the stored answer again,
 * another body 422, and a call while the first is still running 409. A sum of the approval threshold
 * or more moves no money: it answers 202 with a pending approval.
 */
export const topUp = defineEndpoint(customerEndpoints.topUp, async ({ c, backend, param, body: readBody }) => {
  const { db, journal, options } = backend
  const admin = c.get('admin')
  const customer = findCustomer(db, param('customer_uuid'))
  const { key, body } = await readKeyedBody(c, readBody)
  const fingerprint = JSON.stringify([customer.uuid, body.amount, body.comment])
  return onceByKey(c, db, {
    key,
    fingerprint,
    replay: (kept) => replayApproval(db, kept),
    run: (keep) => {
      const cents = centsFromMoney(body.amount)
      const threshold = approvalThreshold(backend)
      if (threshold !== null && cents >= threshold) {
        const approval = requestApproval(db, journal, { admin, customer, cents, comment: body.comment, ttlSeconds: options.approvalTtl })
        return keep({ status: 202, answer: JSON.stringify(approvalJson(approval)) })
      }
      const balance = creditCustomer(db, customer.id, cents, body.comment)
      journal.record({
        actor: admin,
        action: 'top_up',
        targetType: 'customer',
        targetUuid: customer.uuid,
        targetLabel: customer.email,
        changes: { amount: [null, moneyFromCents(cents)], balance: [moneyFromCents(balance.before), moneyFromCents(balance.after)] },
        comment: body.comment.trim(),
      })
      return keep({ status: 200, answer: JSON.stringify(customerJson({ ...customer, balance_cents: balance.after })) })
    },
  })
})
