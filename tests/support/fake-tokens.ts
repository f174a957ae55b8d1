import { UnsecuredJWT } from 'jose'

export interface FakeTokenPair {
  access: string
  refresh: string
}

/**
 * The fake API's tokens. Access tokens are opaque strings that live until `expireAccess()`, or, with
 * `accessTokenLifetime` (seconds), unsigned JWTs with `iat` and `exp`, refused from their `exp` on by
 * Date.now (which fake timers move). Refresh tokens rotate: each is spent once.
 */
export function createFakeTokens(accessTokenLifetime: number | undefined) {
  // Each access token issued, with when it expires (Infinity for an opaque one).
  const accessExpiry = new Map<string, number>()
  const unspentRefresh = new Set<string>()
  let issued = 0

  function accessToken(): { token: string; expiresAt: number } {
    if (accessTokenLifetime === undefined) return { token: `access-${issued}`, expiresAt: Infinity }
    const issuedAt = Math.floor(Date.now() / 1000)
    const token = new UnsecuredJWT({ token_type: 'access', jti: `access-${issued}` })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + accessTokenLifetime)
      .encode()
    return { token, expiresAt: (issuedAt + accessTokenLifetime) * 1000 }
  }

  return {
    issue(): FakeTokenPair {
      issued += 1
      const access = accessToken()
      accessExpiry.set(access.token, access.expiresAt)
      const pair = { access: access.token, refresh: `refresh-${issued}` }
      unspentRefresh.add(pair.refresh)
      return pair
    },
    accessValid: (access: string) => (accessExpiry.get(access) ?? 0) > Date.now(),
    /** Whether `refresh` was unspent; it is spent from now on. */
    spendRefresh: (refresh: string) => unspentRefresh.delete(refresh),
    expireAccess: () => accessExpiry.clear(),
    revokeRefresh: () => unspentRefresh.clear(),
  }
}
