import { authEndpoints } from '../../contract/endpoints/auth'
import type { Profile } from '../../contract/schemas/auth'
import { callEndpoint } from './call'
import type { HttpClient } from './http'

export const profileQueryKey = ['profile'] as const

/** The signed-in admin. */
export function fetchProfile(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<Profile> {
  return callEndpoint(http, authEndpoints.profile, { signal: options.signal })
}
