import { UnsecuredJWT } from 'jose'
import { string, type } from 'superstruct'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createAccessRenewal } from '../../src/api/access-renewal'
import { createHttpClient } from '../../src/api/http'
import type { LockRunner } from '../../src/api/token-refresh'
import { createFakeApi, fakePaths } from '../support/fake-api'
import { memoryTokens } from '../support/memory-tokens'

const emailStruct = type({ email: string() })
/** The end-to-end server's access tokens live 20 s: renewed with 5 s left. */
const lifetime = 20

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

/** A console (a tab) on the fake API, whose answers' statuses are kept in order. */
function setup({ opaque = false }: { opaque?: boolean } = {}) {
  const api = createFakeApi({ accessTokenLifetime: opaque ? undefined : lifetime })
  const tokens = memoryTokens(api.issueTokens())
  const statuses: number[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await api.fetch(input, init)
    statuses.push(response.status)
    return response
  }
  const onSessionEnd = vi.fn()
  const http = createHttpClient({ host: '', fetch, tokens, onSessionEnd })
  const refreshes = () => api.requestsTo('POST', fakePaths.refresh).length
  const profileBearers = () => api.requestsTo('GET', fakePaths.profile).map((request) => request.headers.get('Authorization'))
  return { api, tokens, http, statuses, onSessionEnd, refreshes, profileBearers }
}

describe('an access token near its end is renewed before the request goes out', () => {
  test('in the last quarter of its life: one refresh first, the request sent once with the new token, no 401', async () => {
    const { http, tokens, statuses, refreshes, profileBearers } = setup()
    const first = tokens.current().access
    vi.advanceTimersByTime(16_000)

    await expect(http.json(fakePaths.profile, emailStruct)).resolves.toMatchObject({ email: 'admin@example.com' })

    expect(refreshes()).toBe(1)
    expect(statuses).not.toContain(401)
    expect(tokens.current().access).not.toBe(first)
    expect(profileBearers()).toEqual([`Bearer ${tokens.current().access}`])
  })

  test('earlier in its life nothing is renewed', async () => {
    const { http, refreshes } = setup()
    vi.advanceTimersByTime(14_000)
    await http.json(fakePaths.profile, emailStruct)
    expect(refreshes()).toBe(0)
  })

  test('requests made together at that point share one refresh', async () => {
    const { http, statuses, refreshes, profileBearers, tokens } = setup()
    vi.advanceTimersByTime(17_000)

    await Promise.all(Array.from({ length: 5 }, () => http.json(fakePaths.profile, emailStruct)))

    expect(refreshes()).toBe(1)
    expect(statuses).not.toContain(401)
    expect(new Set(profileBearers())).toEqual(new Set([`Bearer ${tokens.current().access}`]))
  })

  test('a token that expired while nothing was asked is renewed before the next request, not after its 401', async () => {
    const { http, statuses, refreshes } = setup()
    vi.advanceTimersByTime(5 * 60_000)
    await http.json(fakePaths.profile, emailStruct)
    expect(refreshes()).toBe(1)
    expect(statuses).not.toContain(401)
  })

  test('working for a minute, a request each second, renews every 15 s or so and never meets a 401', async () => {
    const { http, statuses, refreshes, onSessionEnd } = setup()
    for (let second = 1; second <= 60; second += 1) {
      vi.advanceTimersByTime(1_000)
      await http.json(fakePaths.profile, emailStruct)
    }
    expect(statuses).not.toContain(401)
    // 60 s of 20-second tokens renewed with 5 s left: at 15, 30, 45 and 60 s, and no storm.
    expect(refreshes()).toBe(4)
    expect(onSessionEnd).not.toHaveBeenCalled()
  })

  test('a renewal that fails on the network sends the request with the token it has, which still works', async () => {
    const { api, http, tokens, profileBearers } = setup()
    const first = tokens.current().access
    api.fail('POST', fakePaths.refresh, 'network')
    vi.advanceTimersByTime(16_000)

    await expect(http.json(fakePaths.profile, emailStruct)).resolves.toMatchObject({ email: 'admin@example.com' })

    expect(profileBearers()).toEqual([`Bearer ${first}`])
    expect(tokens.current().access).toBe(first)
  })

  test('a request sent as the page is left goes at once with the token there is, never after a renewal', async () => {
    const { http, tokens, refreshes, profileBearers } = setup()
    const first = tokens.current().access
    vi.advanceTimersByTime(16_000)

    await http.send(fakePaths.profile, { method: 'GET', keepalive: true })

    // The pair a renewal brought would be lost with the page, and its refresh token spent.
    expect(refreshes()).toBe(0)
    expect(profileBearers()).toEqual([`Bearer ${first}`])
  })

  test('held, keepAccessFresh renews the token ahead of its end with no request, so a request as the page is left is accepted', async () => {
    const { http, tokens, refreshes, statuses, profileBearers } = setup()
    const release = http.keepAccessFresh()
    await vi.advanceTimersByTimeAsync(45_000)
    // Renewed with 5 s left, at 15 and 30 s, and again at 45 s.
    expect(refreshes()).toBe(3)

    await http.send(fakePaths.profile, { method: 'GET', keepalive: true })
    expect(statuses).not.toContain(401)
    expect(profileBearers()).toEqual([`Bearer ${tokens.current().access}`])

    release()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refreshes()).toBe(3)
  })

  test('two tabs whose token is due at once refresh once: the second takes the pair the first obtained', async () => {
    const api = createFakeApi({ accessTokenLifetime: lifetime })
    // Both tabs read one storage, and queue for one lock, as Web Locks make them.
    const tokens = memoryTokens(api.issueTokens())
    let queue: Promise<unknown> = Promise.resolve()
    const lock: LockRunner = (_name, task) => {
      const run = queue.then(task)
      queue = run.catch(() => undefined)
      return run
    }
    const onSessionEnd = vi.fn()
    const tabs = [0, 1].map(() => createHttpClient({ host: '', fetch: api.fetch, tokens, onSessionEnd, lock }))
    vi.advanceTimersByTime(16_000)

    await Promise.all(tabs.map((http) => http.json(fakePaths.profile, emailStruct)))

    expect(api.requestsTo('POST', fakePaths.refresh)).toHaveLength(1)
    expect(onSessionEnd).not.toHaveBeenCalled()
  })
})

describe('a token renewal cannot read the time of', () => {
  test('an opaque (non-JWT) token is renewed by its 401, as before', async () => {
    const { api, http, statuses, refreshes } = setup({ opaque: true })
    vi.advanceTimersByTime(60 * 60_000)
    await http.json(fakePaths.profile, emailStruct)
    expect(refreshes()).toBe(0)

    api.expireAccessTokens()
    await http.json(fakePaths.profile, emailStruct)
    expect(statuses.filter((status) => status === 401)).toHaveLength(1)
    expect(refreshes()).toBe(1)
  })

  test('a JWT without `iat` is renewed by its 401 too', () => {
    const renewal = createAccessRenewal()
    const token = new UnsecuredJWT({}).setExpirationTime(Math.floor(Date.now() / 1000) - 60).encode()
    expect(renewal.isDue(token)).toBe(false)
    expect(renewal.isDue('')).toBe(false)
  })
})

describe('a clock that runs ahead of the server’s', () => {
  const serverNow = Date.parse('2026-11-27T10:00:00Z')
  const issuedNow = () =>
    new UnsecuredJWT({})
      .setIssuedAt(serverNow / 1000)
      .setExpirationTime(serverNow / 1000 + lifetime)
      .encode()

  test('renews a token found in storage once, then times the tokens it receives by their own life', () => {
    // This tab's clock is a minute ahead: by it, every new token is already past its `exp`.
    let now = serverNow + 60_000
    const renewal = createAccessRenewal(() => now)
    const stored = issuedNow()
    expect(renewal.isDue(stored)).toBe(true)

    const received = issuedNow()
    renewal.received(received)
    expect(renewal.isDue(received)).toBe(false)
    now += 14_000
    expect(renewal.isDue(received)).toBe(false)
    now += 1_000
    expect(renewal.isDue(received)).toBe(true)
  })
})
