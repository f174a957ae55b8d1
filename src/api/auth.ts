import { authEndpoints } from '../../contract/endpoints/auth'
import type { SignInBody, TokenPair } from '../../contract/schemas/auth'
import { callEndpoint } from './call'
import type { HttpClient } from './http'

export type SignInCredentials = SignInBody

/**
 * Sign-in, without a bearer and without the refresh on 401 (its declaration has `auth: false`):
 * wrong credentials reject with the server's HttpError (401, code 'invalid_credentials'); too many
 * failures with a 429 (its `retryAfter` says how long to wait), never waited out here.
 */
export function signIn(http: HttpClient, credentials: SignInCredentials, signal?: AbortSignal): Promise<TokenPair> {
  return callEndpoint(http, authEndpoints.signIn, { body: credentials, retryThrottled: false, signal })
}

/** Spends the refresh token (it works once) for a new pair. */
export function refreshTokens(http: HttpClient, refresh: string): Promise<TokenPair> {
  return callEndpoint(http, authEndpoints.refresh, { body: { refresh } })
}
