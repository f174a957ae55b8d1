import type { QueryKey } from '@tanstack/react-query'
import type { Getter } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import type { HttpClient } from '../../api/http'
import { httpAtom } from '../session/http'

/**
 * A query that depends on nothing but the API client: one fixed key, one fetch. `enabled` may hold it
 * idle while an atom says so (the profile, while there is no access token).
 */
export function fixedQueryAtom<Data>(
  queryKey: QueryKey,
  fetch: (http: HttpClient, options: { signal: AbortSignal }) => Promise<Data>,
  { enabled }: { enabled?: (get: Getter) => boolean } = {},
) {
  return atomWithQuery((get) => {
    const http = get(httpAtom)
    return {
      queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetch(http, { signal }),
      ...(enabled && { enabled: enabled(get) }),
    }
  })
}
