import { UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { sessionLifetime, sessionWarningAt } from '../../src/api/session-lifetime'

const issuedAt = 1_800_000_000

function refreshToken({ lifetime, withIssuedAt = true }: { lifetime?: number; withIssuedAt?: boolean }): string {
  const token = new UnsecuredJWT({ token_type: 'refresh' })
  if (withIssuedAt) token.setIssuedAt(issuedAt)
  if (lifetime !== undefined) token.setExpirationTime(issuedAt + lifetime)
  return token.encode()
}

describe('the session lifetime a refresh token states', () => {
  it('ends at the token’s exp, and is warned of two minutes before', () => {
    const lifetime = sessionLifetime(refreshToken({ lifetime: 86_400 }))
    expect(lifetime).toEqual({ endsAt: (issuedAt + 86_400) * 1000, issuedAt: issuedAt * 1000 })
    expect(sessionWarningAt(lifetime!)).toBe((issuedAt + 86_400 - 120) * 1000)
  })

  it('is warned of halfway when it is shorter than four minutes', () => {
    const lifetime = sessionLifetime(refreshToken({ lifetime: 180 }))
    expect(sessionWarningAt(lifetime!)).toBe((issuedAt + 90) * 1000)
  })

  it('is warned of two minutes before when the token does not say when it was issued', () => {
    const lifetime = sessionLifetime(refreshToken({ lifetime: 180, withIssuedAt: false }))
    expect(lifetime).toEqual({ endsAt: (issuedAt + 180) * 1000, issuedAt: null })
    expect(sessionWarningAt(lifetime!)).toBe((issuedAt + 60) * 1000)
  })

  it('is unknown for no token, a token without exp, and a token that is not a JWT', () => {
    expect(sessionLifetime('')).toBeNull()
    expect(sessionLifetime(refreshToken({}))).toBeNull()
    expect(sessionLifetime('opaque-refresh-token')).toBeNull()
  })
})
