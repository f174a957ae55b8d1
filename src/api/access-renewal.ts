import { decodeJwt } from 'jose'

/** The longest an access token is renewed ahead of its expiry. */
const maxLeadMs = 30_000

/** Of a token's life, the part left when it is renewed: a quarter (5 s of a 20-second token), at most maxLeadMs. */
const leadShare = 0.25

interface AccessClaims {
  /** When it expires and when it was issued, by the server's clock (ms since the epoch). */
  expiresAt: number
  issuedAt: number
}

/** `exp` and `iat` of a JWT, read without verifying (only the server can); null for an opaque token or one without both. */
function accessClaims(access: string): AccessClaims | null {
  if (access === '') return null
  try {
    const { exp, iat } = decodeJwt(access)
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp <= iat) return null
    return { expiresAt: exp * 1000, issuedAt: iat * 1000 }
  } catch {
    return null
  }
}

export interface AccessRenewal {
  /** Whether `access` is near enough its end (or past it) to be renewed before the next request goes out. */
  isDue(access: string): boolean
  /** A token this tab has just received: its `iat` against this tab's clock tells how far apart the clocks are. */
  received(access: string): void
}

/**
 * When to renew the access token ahead of its expiry, so that normal work never meets a 401: in the
 * last quarter of its life (at most the last 30 s), by its own `exp` and `iat`. A token that is not a
 * JWT with both is never renewed ahead: a 401 renews it, as before.
 *
 * The claims are on the server's clock. The difference from this tab's clock is learned from each
 * token this tab receives (`received`): a tab whose clock runs ahead would otherwise find every new
 * token due at once and renew it before every request. Until it has learnt it (a token found in
 * storage), the clocks are taken as equal: at worst one renewal comes early.
 */
export function createAccessRenewal(now: () => number = Date.now): AccessRenewal {
  // This tab's clock minus the server's, as of the last token received (latency included, which errs late).
  let clockOffset = 0
  let decoded: { access: string; claims: AccessClaims | null } | undefined

  function claimsOf(access: string): AccessClaims | null {
    if (decoded?.access !== access) decoded = { access, claims: accessClaims(access) }
    return decoded.claims
  }

  return {
    isDue(access) {
      const claims = claimsOf(access)
      if (claims === null) return false
      const lead = Math.min(maxLeadMs, (claims.expiresAt - claims.issuedAt) * leadShare)
      return now() >= claims.expiresAt + clockOffset - lead
    },
    received(access) {
      const claims = claimsOf(access)
      if (claims !== null) clockOffset = now() - claims.issuedAt
    },
  }
}
