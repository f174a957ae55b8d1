import type { QueryClient } from '@tanstack/react-query'
import type { Profile } from '../../../contract/schemas/auth'
import type { HttpClient } from '../../api/http'
import { fetchProfile, profileQueryKey } from '../../api/profile'
import type { PlainFetch, QueryDescription } from './define-query'

/**
 * A query's description read once outside React, into the same cache entry its hook reads: what a
 * route loader needs before anything renders, without the query atoms (the sign-in route has no use for them).
 */
export function readOnce<Data>(client: QueryClient, description: QueryDescription<Data, PlainFetch>): Promise<Data> {
  return client.ensureQueryData({ queryKey: description.key, queryFn: ({ signal }) => description.fetch({ signal }) })
}

/** The signed-in admin's profile, described once: `profileQuery` (state/domain/profile), the route loaders and the journal's actor read it. */
export function profileDescription(http: HttpClient): QueryDescription<Profile, PlainFetch> {
  return { key: profileQueryKey, fetch: ({ signal }) => fetchProfile(http, { signal }) }
}
