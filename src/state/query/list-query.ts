import type { ListEndpoint, Page } from '../../api/resource'
import type { ListApiParams } from '../../lib/list-query'
import { defineQuery, type Query, type QueryResult } from './define-query'

/** What a list page read holds, as far as a paged table reads it. */
export interface ListQueryResult<Row> {
  data: { count: number; results: Row[] } | undefined
  error: unknown
  isError: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  refetch: () => Promise<unknown>
}

/** The pages of a list endpoint by their parameters (null: none asked for). */
export type ListQuery<Item> = Query<ListApiParams | null, QueryResult<Page<Item>>>

function createListQuery<Item>(endpoint: ListEndpoint<Item>): ListQuery<Item> {
  return defineQuery(
    (params: ListApiParams | null, { http }) => ({
      key: params === null ? [...endpoint.keys.lists, 'idle'] : endpoint.keys.list(params),
      fetch: ({ signal }) => endpoint.list(http, params ?? {}, { signal }),
      enabled: params !== null,
    }),
    { keepLastShown: true },
  )
}

// Keyed by the endpoint object; each entry is the query of that endpoint's own Item.
const listQueries = new WeakMap<object, unknown>()

/**
 * The pages of a list endpoint as its screen reads them: those parameters' page and nothing else.
 * While a page loads, the endpoint's last page shown stays, marked as a placeholder; a request made
 * stale by newer parameters is aborted.
 */
export function listQuery<Item>(endpoint: ListEndpoint<Item>): ListQuery<Item> {
  let query = listQueries.get(endpoint) as ListQuery<Item> | undefined
  if (!query) {
    query = createListQuery(endpoint)
    listQueries.set(endpoint, query)
  }
  return query
}
