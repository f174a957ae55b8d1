import { QueryClient } from '@tanstack/react-query'
import { isHttpError } from '../api/errors'

const tenMinutes = 10 * 60 * 1000

/** HTTP statuses a query never retries: the answer will not change by asking again. */
const finalStatuses = [404, 422]

const maxRetries = 3

/** Whether a failed query is tried again; only HTTP errors are (a 401 was already handled by the client). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isHttpError(error) && !finalStatuses.includes(error.status) && failureCount < maxRetries
}

/** Exponential back-off: 1 s, 2 s, 4 s, ... capped at 30 s (`attempt` counts from 0). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

/** The console's one QueryClient, with the error and cache policy of SPEC.md §8 and §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: tenMinutes,
        gcTime: tenMinutes,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: false,
      },
    },
  })
}
