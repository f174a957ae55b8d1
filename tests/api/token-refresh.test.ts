import { string, type } from 'superstruct'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { TokenPair } from '../../contract/schemas/auth'
import { refreshTokens, signIn } from '../../src/api/auth'
import { HttpError, NetworkError, SessionEndedError } from '../../src/api/errors'
import { createHttpClient } from '../../src/api/http'
import { tokenRefreshLockName, type LockRunner, type SpentTokenMarks, type TokenStore } from '../../src/api/token-refresh'
import { createFakeApi, fakePaths, jsonResponse } from '../support/fake-api'
import { memoryTokens } from '../support/memory-tokens'

const emailStruct = type({ email: string() })
const operationsPath = '/v1/admin/finances/operations/'
const tokenNotValid = { detail: 'Given token not valid for any token type', code: 'token_not_valid' }

function setup(options: { tokens?: (issued: TokenPair) => TokenPair; lock?: LockRunner } = {}) {
  const api = createFakeApi()
  const issued = api.issueTokens()
  const tokens = memoryTokens(options.tokens ? options.tokens(issued) : issued)
  const onSessionEnd = vi.fn()
  const http = createHttpClient({ host: '', fetch: api.fetch, tokens, onSessionEnd, lock: options.lock })
  api.on('GET', operationsPath, () => jsonResponse(200, { email: 'x' }))
  const refreshCalls = () => api.requestsTo('POST', fakePaths.refresh)
  const bearers = (path: string) => api.requestsTo('GET', path).map((r) => r.headers.get('Authorization'))
  return { api, tokens, http, onSessionEnd, refreshCalls, bearers }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a 401 on a call other than sign-in or refresh', () => {
  test('N concurrent 401s make one refresh call and N replays with the new token', async () => {
    const { api, http, tokens, refreshCalls, bearers, onSessionEnd } = setup()
    api.expireAccessTokens()
    const answers = await Promise.all(Array.from({ length: 5 }, () => http.json(fakePaths.profile, emailStruct)))
    expect(answers).toHaveLength(5)
    expect(refreshCalls()).toHaveLength(1)
    expect(refreshCalls()[0]?.body).toEqual({ refresh: 'refresh-1' })
    expect(bearers(fakePaths.profile)).toEqual([...Array(5).fill('Bearer access-1'), ...Array(5).fill('Bearer access-2')])
    expect(tokens.current()).toEqual({ access: 'access-2', refresh: 'refresh-2' })
    expect(onSessionEnd).not.toHaveBeenCalled()
  })

  test('a request started during the refresh waits for it and is sent once, with the new token', async () => {
    const { api, http, refreshCalls, bearers } = setup()
    api.expireAccessTokens()
    const refreshing = api.hold('POST', fakePaths.refresh)
    const first = http.json(fakePaths.profile, emailStruct)
    await refreshing.arrived
    const second = http.json(operationsPath, emailStruct)
    await Promise.resolve()
    expect(api.requestsTo('GET', operationsPath)).toHaveLength(0)
    refreshing.release()
    await Promise.all([first, second])
    expect(bearers(operationsPath)).toEqual(['Bearer access-2'])
    expect(refreshCalls()).toHaveLength(1)
  })

  test('a 401 that comes back after the refresh finished is replayed with the new token, without a second refresh', async () => {
    const { api, http, refreshCalls, bearers } = setup()
    api.expireAccessTokens()
    const slow = api.hold('GET', operationsPath)
    const late = http.json(operationsPath, emailStruct)
    await slow.arrived
    await http.json(fakePaths.profile, emailStruct)
    slow.release()
    await late
    expect(refreshCalls()).toHaveLength(1)
    expect(bearers(operationsPath)).toEqual(['Bearer access-1', 'Bearer access-2'])
  })

  test('a replay answered 401 again does not refresh again: tokens are cleared and the session ends once', async () => {
    const { api, http, tokens, refreshCalls, onSessionEnd } = setup()
    api.fail('GET', fakePaths.profile, { status: 401, body: tokenNotValid }, 4)
    const results = await Promise.allSettled([http.json(fakePaths.profile, emailStruct), http.json(fakePaths.profile, emailStruct)])
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: expect.any(SessionEndedError) })
      expect(result.status === 'rejected' && result.reason.cause).toMatchObject({ status: 401 })
    }
    expect(refreshCalls()).toHaveLength(1)
    expect(api.requestsTo('GET', fakePaths.profile).map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-2',
      'Bearer access-2',
    ])
    expect(tokens.current()).toEqual({ access: '', refresh: '' })
    expect(onSessionEnd).toHaveBeenCalledTimes(1)
  })

  test('a refresh refused by the server clears both tokens and ends the session once', async () => {
    const { api, http, tokens, onSessionEnd } = setup()
    api.expireAccessTokens()
    api.revokeRefreshTokens()
    const results = await Promise.allSettled([http.json(fakePaths.profile, emailStruct), http.json(operationsPath, emailStruct)])
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: expect.any(SessionEndedError) })
    }
    expect(tokens.current()).toEqual({ access: '', refresh: '' })
    expect(onSessionEnd).toHaveBeenCalledTimes(1)
  })

  test('a refresh failing with any HTTP error (500) also ends the session', async () => {
    const { api, http, tokens, onSessionEnd } = setup()
    api.expireAccessTokens()
    api.fail('POST', fakePaths.refresh, { status: 500 })
    await expect(http.json(fakePaths.profile, emailStruct)).rejects.toBeInstanceOf(SessionEndedError)
    expect(tokens.current()).toEqual({ access: '', refresh: '' })
    expect(onSessionEnd).toHaveBeenCalledTimes(1)
  })

  test('without a refresh token, no refresh is tried: both tokens are cleared and the session ends', async () => {
    const { api, http, tokens, refreshCalls, onSessionEnd } = setup({ tokens: (issued) => ({ access: issued.access, refresh: '' }) })
    api.expireAccessTokens()
    await expect(http.json(fakePaths.profile, emailStruct)).rejects.toBeInstanceOf(SessionEndedError)
    expect(refreshCalls()).toHaveLength(0)
    expect(tokens.current()).toEqual({ access: '', refresh: '' })
    expect(onSessionEnd).toHaveBeenCalledTimes(1)
  })

  test('a refresh failing on the network keeps the tokens and rejects the waiting requests with the NetworkError', async () => {
    const { api, http, tokens, onSessionEnd } = setup()
    api.expireAccessTokens()
    api.fail('POST', fakePaths.refresh, 'network')
    const results = await Promise.allSettled([http.json(fakePaths.profile, emailStruct), http.json(operationsPath, emailStruct)])
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: expect.any(NetworkError) })
    }
    expect(tokens.current()).toEqual({ access: 'access-1', refresh: 'refresh-1' })
    expect(onSessionEnd).not.toHaveBeenCalled()
  })

  test('raw() downloads go through the refresh too', async () => {
    const { api, http, refreshCalls } = setup()
    api.expireAccessTokens()
    const response = await http.raw(operationsPath)
    expect(response.status).toBe(200)
    expect(refreshCalls()).toHaveLength(1)
  })
})

describe('sign-in and refresh', () => {
  test('sign-in carries no bearer, and its 401 is the answer, not a refresh', async () => {
    const { api, http, tokens, refreshCalls, onSessionEnd } = setup()
    const error = await signIn(http, { email: 'admin@example.com', password: 'wrong-password' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', detail: 'Неверная электронная почта или пароль' })
    expect(api.requestsTo('POST', fakePaths.signIn)[0]?.headers.has('Authorization')).toBe(false)
    expect(refreshCalls()).toHaveLength(0)
    expect(onSessionEnd).not.toHaveBeenCalled()
    expect(tokens.current()).toEqual({ access: 'access-1', refresh: 'refresh-1' })
  })

  test('sign-in answers a new pair', async () => {
    const { http } = setup()
    await expect(signIn(http, { email: 'admin@example.com', password: 'admin12345' })).resolves.toEqual({
      access: 'access-2',
      refresh: 'refresh-2',
    })
  })

  test('refresh carries no bearer, and its 401 does not start another refresh', async () => {
    const { api, http, refreshCalls, onSessionEnd } = setup()
    await expect(refreshTokens(http, 'refresh-spent')).rejects.toMatchObject({ status: 401, code: 'token_not_valid' })
    expect(refreshCalls()).toHaveLength(1)
    expect(refreshCalls()[0]?.headers.has('Authorization')).toBe(false)
    expect(onSessionEnd).not.toHaveBeenCalled()
    expect(api.requests).toHaveLength(1)
  })
})

describe('across tabs', () => {
  test('inside the lock, a pair another tab already rotated is used instead of spending the spent refresh token', async () => {
    const api = createFakeApi()
    const firstPair = api.issueTokens()
    const storage = { pair: firstPair }
    // This tab's view of the tokens lags behind storage until it reloads, as before a storage event.
    let seen = firstPair
    const tokens: TokenStore = {
      getAccess: () => seen.access,
      getRefresh: () => seen.refresh,
      set: (pair) => {
        storage.pair = seen = pair
      },
      clear: () => {
        storage.pair = seen = { access: '', refresh: '' }
      },
      reload: () => {
        seen = storage.pair
      },
    }
    const lockNames: string[] = []
    // The other tab holds the lock first and rotates the pair; this tab has not heard of it yet.
    const lock: LockRunner = async (name, task) => {
      lockNames.push(name)
      const response = await api.fetch(fakePaths.refresh, { method: 'POST', body: JSON.stringify({ refresh: firstPair.refresh }) })
      storage.pair = (await response.json()) as TokenPair
      return task()
    }
    const onSessionEnd = vi.fn()
    const http = createHttpClient({ host: '', fetch: api.fetch, tokens, onSessionEnd, lock })
    api.expireAccessTokens()

    await expect(http.json(fakePaths.profile, emailStruct)).resolves.toMatchObject({ email: 'admin@example.com' })
    expect(lockNames).toEqual([tokenRefreshLockName])
    expect(api.requestsTo('POST', fakePaths.refresh)).toHaveLength(1)
    expect(api.requestsTo('GET', fakePaths.profile).map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ])
    expect(onSessionEnd).not.toHaveBeenCalled()
  })

  test('a tab granted the lock before the new pair of another tab reaches its storage waits for that pair instead of spending the spent token', async () => {
    const api = createFakeApi()
    const firstPair = api.issueTokens()
    // Storage as each tab reads it: a write shows in the writing tab at once, in the other one 50 ms later.
    const views = [{ pair: firstPair }, { pair: firstPair }]
    const tabTokens = (self: number): TokenStore => {
      let seen = firstPair
      const write = (pair: TokenPair) => {
        seen = pair
        views[self] = { pair }
        setTimeout(() => (views[1 - self] = { pair }), 50)
      }
      return {
        getAccess: () => seen.access,
        getRefresh: () => seen.refresh,
        set: write,
        clear: () => write({ access: '', refresh: '' }),
        reload: () => {
          seen = views[self]?.pair ?? seen
        },
      }
    }
    // One lock and one set of marks for both tabs, in step with each other as Web Locks are.
    let queue: Promise<unknown> = Promise.resolve()
    const lock: LockRunner = (_name, task) => {
      const run = queue.then(task)
      queue = run.catch(() => undefined)
      return run
    }
    const marked = new Set<string>()
    const spentMarks: SpentTokenMarks = {
      mark: async (refresh) => void marked.add(refresh),
      isMarked: async (refresh) => marked.has(refresh),
    }
    const onSessionEnd = vi.fn()
    const tabs = [0, 1].map((tab) =>
      createHttpClient({ host: '', fetch: api.fetch, tokens: tabTokens(tab), onSessionEnd, lock, spentMarks }),
    )
    api.expireAccessTokens()

    const profiles = await Promise.all(tabs.map((http) => http.json(fakePaths.profile, emailStruct)))

    expect(profiles.map((profile) => profile.email)).toEqual(['admin@example.com', 'admin@example.com'])
    expect(api.requestsTo('POST', fakePaths.refresh)).toHaveLength(1)
    expect(onSessionEnd).not.toHaveBeenCalled()
  })

  test('uses Web Locks when the browser has them', async () => {
    // Granted at once, in both of its forms: (name, callback) and (name, options, callback).
    const request = vi.fn((_name: string, ...rest: [() => unknown] | [object, () => unknown]) => {
      const granted = rest.length === 1 ? rest[0] : rest[1]
      return Promise.resolve(granted())
    })
    vi.stubGlobal('navigator', { ...navigator, locks: { request } })
    const { api, http } = setup()
    api.expireAccessTokens()
    await http.json(fakePaths.profile, emailStruct)
    expect(request.mock.calls.filter(([name]) => name === 'console-token-refresh')).toHaveLength(1)
  })
})
