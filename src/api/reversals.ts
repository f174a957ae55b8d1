import { reversalEndpoints } from '../../contract/endpoints/reversals'
import type { Approval } from '../../contract/schemas/approvals'
import type { ReversalMade, ReverseBody } from '../../contract/schemas/reversal-calls'
import { callEndpoint } from './call'
import type { HttpClient } from './http'

export interface ReverseRequest extends ReverseBody {
  operationUuid: string
  /** The same key for a retry of the same attempt, so the money moves once. */
  idempotencyKey: string
}

/** What a reversal did: made (201), or asked another person to approve it (202). */
export type ReverseAnswer = { made: ReversalMade; requested?: never } | { requested: Approval; made?: never }

/** Reverses part or all of a top-up once per idempotency key (the reference server's extension). */
export async function reverseOperation(http: HttpClient, request: ReverseRequest): Promise<ReverseAnswer> {
  const answer = await callEndpoint(http, reversalEndpoints.reverse, {
    path: { operation_uuid: request.operationUuid },
    body: { amount: request.amount, reason: request.reason },
    headers: { 'Idempotency-Key': request.idempotencyKey },
  })
  return 'approval_uuid' in answer ? { requested: answer } : { made: answer }
}
