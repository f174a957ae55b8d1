import { reversalEndpoints } from '../../contract/endpoints/reversals'
import { centsFromMoney, isoFromEpoch } from '../core/format'
import { defineEndpoint } from '../handler/endpoint'
import { approvalThreshold } from '../handler/roles'
import { onceByKey, readKeyedBody } from '../http/idempotency'
import { approvalJson, replayApproval, requestApproval } from './approval-records'
import { findCustomer } from './customer-records'
import { checkReversal, findOperation, reverseOperation } from './reversal-records'

/**
 * A reversal of a top-up with an Idempotency-Key (onceByKey, as the top-up): a retry or a double click
 * reverses once. From the approval threshold on it moves no money and answers 202 with a pending
 * approval of kind `reversal`; the check runs again when it is approved.
 */
const reverse = defineEndpoint(reversalEndpoints.reverse, async ({ c, backend, param, body: readBody }) => {
  const { db, journal, options } = backend
  const admin = c.get('admin')
  const { key, body } = await readKeyedBody(c, readBody)
  const operationUuid = findOperation(db, param('operation_uuid')).uuid
  const fingerprint = JSON.stringify(['reverse', operationUuid, body.amount, body.reason])
  return onceByKey(c, db, {
    key,
    fingerprint,
    replay: (kept) => replayApproval(db, kept),
    run: (keep) => {
      // Read again inside the transaction: the balance and the reversals as they are now.
      const operation = findOperation(db, operationUuid)
      const cents = centsFromMoney(body.amount)
      const threshold = approvalThreshold(backend)
      if (threshold !== null && cents >= threshold) {
        checkReversal(db, operation, cents)
        const approval = requestApproval(db, journal, {
          admin,
          customer: findCustomer(db, operation.customer_uuid),
          cents,
          comment: body.reason,
          ttlSeconds: options.approvalTtl,
          reversal: {
            operationId: operation.id,
            changes: { operation: [null, operation.uuid], operation_created_at: [null, isoFromEpoch(operation.created_at)] },
          },
        })
        return keep({ status: 202, answer: JSON.stringify(approvalJson(approval)) })
      }
      const made = reverseOperation(db, journal, { admin, operation, cents, reason: body.reason })
      return keep({ status: 201, answer: JSON.stringify(made) })
    },
  })
})

export const reversalRoutes = [reverse]
