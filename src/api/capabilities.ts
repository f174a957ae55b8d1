import { Capabilities, capabilitiesPath } from '../../contract/schemas/capabilities'
import { isHttpError } from './errors'
import type { HttpClient } from './http'

export const capabilitiesQueryKey = ['capabilities'] as const

const none: Capabilities = { list_filters: {} }

/**
 * What the backend offers beyond the contract in its lists (GET /v1/admin/capabilities/, an
 * extension): a backend without the call (404) has none of it, and is never sent an extension filter.
 */
export async function fetchCapabilities(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<Capabilities> {
  try {
    return await http.json(capabilitiesPath, Capabilities, { signal: options.signal })
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return none
    throw error
  }
}
