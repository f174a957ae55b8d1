import { useAtomValue } from 'jotai'
import type { ListEndpoint, Page } from '../../api/resource'
import type { ListApiParams } from '../../lib/list-query'
import { queryAtomFamily } from './query-family'

/** What a list page read holds, as far as a paged table reads it. */
export interface ListQueryResult<Row> {
  data: { count: number; results: Row[] } | undefined
  error: unknown
  isError: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  refetch: () => Promise<unknown>
}

function createListPageFamily<Item>(endpoint: ListEndpoint<Item>) {
  return queryAtomFamily(
    (params: ListApiParams | null, http) => ({
      queryKey: params === null ? [...endpoint.keys.lists, 'idle'] : endpoint.keys.list(params),
      queryFn: ({ signal }: { signal: AbortSignal }) => endpoint.list(http, params ?? {}, { signal }),
      enabled: params !== null,
    }),
    { keepLastShown: true },
  )
}

type ListPageFamily<Item> = ReturnType<typeof createListPageFamily<Item>>

// Keyed by the endpoint object; each entry is the family of that endpoint's own Item.
const listPageFamilies = new WeakMap<object, unknown>()

function listPageFamily<Item>(endpoint: ListEndpoint<Item>): ListPageFamily<Item> {
  let family = listPageFamilies.get(endpoint) as ListPageFamily<Item> | undefined
  if (!family) {
    family = createListPageFamily(endpoint)
    listPageFamilies.set(endpoint, family)
  }
  return family
}

/**
 * The query atom of one page of a list endpoint: those parameters' page and nothing else; null
 * asks for nothing (a list that needs a choice first). While a page loads, the endpoint's last
 * page shown stays, marked as a placeholder; a request made stale by newer parameters is aborted.
 */
export function listPageAtom<Item>(endpoint: ListEndpoint<Item>, params: ListApiParams | null) {
  return listPageFamily(endpoint)(params)
}

/** The page of `endpoint` for `params` (null: none asked for), for a table. */
export function useListPage<Item>(
  endpoint: ListEndpoint<Item>,
  params: ListApiParams | null,
): ListQueryResult<Item> & { data: Page<Item> | undefined } {
  return useAtomValue(listPageAtom(endpoint, params))
}
