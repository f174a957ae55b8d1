import { decodeJwt } from 'jose'

export interface SessionLifetime {
  /** When the refresh token, and with it the session, expires (ms since the epoch). */
  endsAt: number
  /** When that token was issued, when it says so (ms since the epoch). */
  issuedAt: number | null
}

/**
 * The session's end as the refresh token states it (its `exp`), read without verifying: only the
 * server can verify, and the console uses it only to warn in time. null for a token that is not a
 * JWT or has no `exp` (a backend whose sessions do not end, or say nothing of it).
 */
export function sessionLifetime(refreshToken: string): SessionLifetime | null {
  if (refreshToken === '') return null
  try {
    const { exp, iat } = decodeJwt(refreshToken)
    if (typeof exp !== 'number') return null
    return { endsAt: exp * 1000, issuedAt: typeof iat === 'number' ? iat * 1000 : null }
  } catch {
    return null
  }
}

/** The warning comes two minutes before the end, or halfway for a session shorter than four minutes. */
const warningLeadMs = 120_000

/** When to warn that the session is about to end. */
export function sessionWarningAt({ endsAt, issuedAt }: SessionLifetime): number {
  const lead = issuedAt === null ? warningLeadMs : Math.min(warningLeadMs, (endsAt - issuedAt) / 2)
  return endsAt - lead
}
