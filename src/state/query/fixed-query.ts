import type { QueryKey } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import type { HttpClient } from '../../api/http'
import { httpAtom } from '../session/http'

/** A query that depends on nothing but the API client: one fixed key, one fetch. */
export function fixedQueryAtom<Data>(queryKey: QueryKey, fetch: (http: HttpClient, options: { signal: AbortSignal }) => Promise<Data>) {
  return atomWithQuery((get) => {
    const http = get(httpAtom)
    return { queryKey, queryFn: ({ signal }: { signal: AbortSignal }) => fetch(http, { signal }) }
  })
}
