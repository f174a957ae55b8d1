import { TokenPair, type SignInBody } from '../../contract/schemas/auth'
import type { HttpClient } from './http'

export const authPaths = {
  signIn: '/v1/admin/auth/signin/',
  refresh: '/v1/admin/auth/refresh/',
} as const

export type SignInCredentials = SignInBody

/**
 * POST /v1/admin/auth/signin/, without a bearer and without the refresh on 401: wrong credentials
 * reject with the server's HttpError (401, code 'invalid_credentials'); too many failures with a
 * 429 (its `retryAfter` says how long to wait), never waited out here.
 */
export function signIn(http: HttpClient, credentials: SignInCredentials, signal?: AbortSignal): Promise<TokenPair> {
  return http.json(authPaths.signIn, TokenPair, { method: 'POST', body: credentials, auth: false, retryThrottled: false, signal })
}

/** POST /v1/admin/auth/refresh/: spends the refresh token (it works once) for a new pair. */
export function refreshTokens(http: HttpClient, refresh: string): Promise<TokenPair> {
  return http.json(authPaths.refresh, TokenPair, { method: 'POST', body: { refresh }, auth: false })
}
