import { capabilitiesEndpoint } from '../../contract/endpoints/capabilities'
import type { Capabilities } from '../../contract/schemas/capabilities'
import { callEndpoint } from './call'
import { isHttpError } from './errors'
import type { HttpClient } from './http'

export const capabilitiesQueryKey = ['capabilities'] as const

const none: Capabilities = { list_filters: {} }

/**
 * What the backend offers beyond the contract in its lists (an extension): a backend without the
 * call (404) has none of it, and is never sent an extension filter.
 */
export async function fetchCapabilities(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<Capabilities> {
  try {
    return await callEndpoint(http, capabilitiesEndpoint, { signal: options.signal })
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return none
    throw error
  }
}
