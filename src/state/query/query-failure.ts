import { describeError } from '../../api/errors'

/** The part of a query result a failure shows. */
export interface FailedQuery {
  error: unknown
  isFetching: boolean
  refetch: () => unknown
}

/** A failed query for ui's ErrorState: the reason in Russian, and «Повторить», busy while it asks again. */
export function queryFailure(query: FailedQuery): { message: string; onRetry: () => void; retrying: boolean } {
  return { message: describeError(query.error), onRetry: () => void query.refetch(), retrying: query.isFetching }
}
