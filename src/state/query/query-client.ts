import {
  onlineManager,
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type MutationFunction,
  type QueryClientConfig,
  type QueryFunction,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import { isHttpError, isNetworkError, QueryTimeoutError } from '../../api/errors'

const tenMinutes = 10 * 60 * 1000

/** HTTP statuses a query never retries: the answer will not change by asking again (a 429 was already waited out once by the client). */
const finalStatuses = [403, 404, 413, 422, 429]

const maxRetries = 3

/**
 * How long a query waits for its answer before it fails with QueryTimeoutError. The HTTP client has
 * no timeout of its own (downloads may take long); this limit is where the UI waits on a query.
 */
export const queryTimeoutMs = 15_000

/** Whether a failed query is tried again; only HTTP errors are (a 401 was already handled by the client). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isHttpError(error) && !finalStatuses.includes(error.status) && failureCount < maxRetries
}

/**
 * For mutations that may be sent twice (a top-up under its Idempotency-Key, a PATCH of the same
 * values): one that got no answer while the browser is offline waits for the network to return
 * (React Query pauses it) and is sent again, up to maxRetries times. Online, the failure shows at
 * once and the user sends it again (the same key) or not.
 */
export function shouldRetryRepeatableMutation(failureCount: number, error: unknown): boolean {
  return isNetworkError(error) && !onlineManager.isOnline() && failureCount < maxRetries
}

/** Exponential back-off: 1 s, 2 s, 4 s, ... capped at 30 s (`attempt` counts from 0). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

/** What an invalidation asked for, in a form another tab can receive (predicates are not sent). */
export interface SharedInvalidation {
  queryKey?: QueryKey
  exact?: boolean
}

type InvalidationListener = (invalidation: SharedInvalidation) => void

const timedQueryFns = new WeakSet<object>()

/** The query function with the query timeout: its signal also aborts after queryTimeoutMs. */
function withQueryTimeout<T, Key extends QueryKey, PageParam>(
  queryFn: QueryFunction<T, Key, PageParam>,
  timeoutMs: number,
): QueryFunction<T, Key, PageParam> {
  const timed: QueryFunction<T, Key, PageParam> = async (context) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    try {
      return await queryFn({ ...context, signal: AbortSignal.any([context.signal, timeout]) })
    } catch (error) {
      if (timeout.aborted && !context.signal.aborted) throw new QueryTimeoutError(timeoutMs / 1000, { cause: error })
      throw error
    }
  }
  timedQueryFns.add(timed)
  return timed
}

/** Any mutation's options, as QueryClient's own defaultMutationOptions takes them. */
type BaseMutationOptions = NonNullable<Parameters<QueryClient['defaultMutationOptions']>[0]>

const timedMutationFns = new WeakSet<object>()

/**
 * The mutation function with the same limit: a mutation takes no signal, so the form stops waiting
 * (its error says so, and its button sends again) while the request may still finish. Sending again
 * is safe: a top-up repeats its Idempotency-Key, an edit its values.
 */
function withMutationTimeout<TData, TVariables>(
  mutationFn: MutationFunction<TData, TVariables>,
  timeoutMs: number,
): MutationFunction<TData, TVariables> {
  const timed: MutationFunction<TData, TVariables> = (variables, context) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueryTimeoutError(timeoutMs / 1000)), timeoutMs)
    })
    return Promise.race([mutationFn(variables, context), timeout]).finally(() => clearTimeout(timer))
  }
  timedMutationFns.add(timed)
  return timed
}

/**
 * React Query's client with two additions made once for every query: the query timeout, and a
 * hook on every invalidation, which createConsoleContext uses to tell the other tabs.
 */
export class ConsoleQueryClient extends QueryClient {
  readonly #invalidationListeners = new Set<InvalidationListener>()
  readonly #queryTimeoutMs: number

  constructor(config: QueryClientConfig = {}, options: { queryTimeoutMs?: number } = {}) {
    super(config)
    this.#queryTimeoutMs = options.queryTimeoutMs ?? queryTimeoutMs
  }

  /** Calls `listener` with every invalidation asked of this client; returns the unsubscribe. */
  onInvalidate(listener: InvalidationListener): () => void {
    this.#invalidationListeners.add(listener)
    return () => this.#invalidationListeners.delete(listener)
  }

  override invalidateQueries<TaggedKey extends QueryKey = QueryKey>(
    filters: InvalidateQueryFilters<TaggedKey> = {},
    options?: InvalidateOptions,
  ): Promise<void> {
    if (!filters.predicate) {
      const invalidation: SharedInvalidation = { queryKey: filters.queryKey, exact: filters.exact }
      for (const listener of this.#invalidationListeners) listener(invalidation)
    }
    return super.invalidateQueries(filters, options)
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options)
    const { queryFn } = defaulted
    if (typeof queryFn !== 'function' || timedQueryFns.has(queryFn)) return defaulted
    return { ...defaulted, queryFn: withQueryTimeout(queryFn, this.#queryTimeoutMs) }
  }

  override defaultMutationOptions<T extends BaseMutationOptions>(options?: T): T {
    const defaulted = super.defaultMutationOptions(options)
    const { mutationFn } = defaulted
    if (typeof mutationFn !== 'function' || timedMutationFns.has(mutationFn)) return defaulted
    // The same options with their function wrapped: still a T.
    return { ...defaulted, mutationFn: withMutationTimeout(mutationFn, this.#queryTimeoutMs) } as T
  }
}

/** The console's one QueryClient, with the console's error and cache policy (docs/data.md) (tests may shorten the timeout). */
export function createQueryClient(options: { queryTimeoutMs?: number } = {}): ConsoleQueryClient {
  return new ConsoleQueryClient(
    {
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
    },
    options,
  )
}
