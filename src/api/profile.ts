import { Profile } from '../../contract/schemas/auth'
import type { HttpClient } from './http'

export const profilePath = '/v1/admin/profile/'

export const profileQueryKey = ['profile'] as const

/** GET /v1/admin/profile/: the signed-in admin. */
export function fetchProfile(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<Profile> {
  return http.json(profilePath, Profile, { signal: options.signal })
}
