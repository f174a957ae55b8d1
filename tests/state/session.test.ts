import { type } from 'superstruct'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { HttpError, SessionEndedError } from '../../src/api/errors'
import { profileQuery } from '../../src/state/domain/profile'
import { attachQueryClient } from '../../src/state/query/attach-query-client'
import { queryAtom } from '../../src/state/query/define-query'
import { httpAtom } from '../../src/state/session/http'
import { accessTokenAtom, refreshTokenAtom, signInAtom, signOutAtom, tokensAtom } from '../../src/state/session/session'
import { createConsoleContext, type ConsoleContext } from '../../src/state/store'
import { createFakeApi, fakePaths, type FakeApi } from '../support/fake-api'
import { createSharedStorage } from '../support/fake-browser'
import { untilAtom } from '../support/until-atom'

const contexts: ConsoleContext[] = []

function open(api: FakeApi, options: Parameters<typeof createConsoleContext>[0] = {}) {
  const onSessionEnd = vi.fn()
  const context = createConsoleContext({ fetch: api.fetch, onSessionEnd, ...options })
  contexts.push(context)
  return { ...context, queryClient: attachQueryClient(context.store), onSessionEnd }
}

function storeTokens(pair: { access: string; refresh: string }) {
  localStorage.setItem('access_token', JSON.stringify(pair.access))
  localStorage.setItem('refresh_token', JSON.stringify(pair.refresh))
}

/** What a browser delivers to the other tabs when one of them writes localStorage. */
function storageEventFromAnotherTab(key: string, value: string | null) {
  localStorage.setItem(key, value ?? '')
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }))
}

afterEach(() => {
  for (const context of contexts.splice(0)) context.dispose()
})

describe('tokens in storage', () => {
  test('are read from localStorage under access_token and refresh_token', () => {
    storeTokens({ access: 'access-7', refresh: 'refresh-7' })
    const { store } = open(createFakeApi())
    expect(store.get(accessTokenAtom)).toBe('access-7')
    expect(store.get(refreshTokenAtom)).toBe('refresh-7')
  })

  test('are validated on read: a stored value that is not a JSON string reads as empty', () => {
    localStorage.setItem('access_token', '42')
    localStorage.setItem('refresh_token', '{not json')
    const { store } = open(createFakeApi())
    expect(store.get(accessTokenAtom)).toBe('')
    expect(store.get(refreshTokenAtom)).toBe('')
  })

  test('are written to localStorage as JSON', () => {
    const { store } = open(createFakeApi())
    store.set(tokensAtom, { access: 'access-3', refresh: 'refresh-3' })
    expect(localStorage.getItem('access_token')).toBe('"access-3"')
    expect(localStorage.getItem('refresh_token')).toBe('"refresh-3"')
  })

  test("follow another tab's writes through the storage event, validated too", () => {
    const { store } = open(createFakeApi())
    storageEventFromAnotherTab('access_token', '"access-from-other-tab"')
    expect(store.get(accessTokenAtom)).toBe('access-from-other-tab')
    storageEventFromAnotherTab('access_token', '{"hacked": true}')
    expect(store.get(accessTokenAtom)).toBe('')
  })

  test('a second store on a shared storage hears the first one', async () => {
    const shared = createSharedStorage()
    const first = open(createFakeApi(), { storage: shared.openTab() })
    const second = open(createFakeApi(), { storage: shared.openTab() })
    first.store.set(tokensAtom, { access: 'access-5', refresh: 'refresh-5' })
    await shared.flushEvents()
    expect(second.store.get(tokensAtom)).toEqual({ access: 'access-5', refresh: 'refresh-5' })
    first.store.set(signOutAtom)
    await shared.flushEvents()
    expect(second.store.get(tokensAtom)).toEqual({ access: '', refresh: '' })
  })
})

describe('the HTTP client of a store', () => {
  test('sends the access token of this store and keeps the refreshed pair in it and in storage', async () => {
    const api = createFakeApi()
    storeTokens(api.issueTokens())
    const { store, onSessionEnd } = open(api)
    api.expireAccessTokens()
    await store.get(httpAtom).json(fakePaths.profile, type({}))
    expect(store.get(tokensAtom)).toEqual({ access: 'access-2', refresh: 'refresh-2' })
    expect(localStorage.getItem('access_token')).toBe('"access-2"')
    expect(localStorage.getItem('refresh_token')).toBe('"refresh-2"')
    expect(onSessionEnd).not.toHaveBeenCalled()
  })

  test('a refused refresh empties both tokens in the store and in storage and ends the session', async () => {
    const api = createFakeApi()
    storeTokens(api.issueTokens())
    const { store, onSessionEnd } = open(api)
    api.expireAccessTokens()
    api.revokeRefreshTokens()
    await expect(store.get(httpAtom).send(fakePaths.profile)).rejects.toBeInstanceOf(SessionEndedError)
    expect(store.get(tokensAtom)).toEqual({ access: '', refresh: '' })
    expect(localStorage.getItem('access_token')).toBe('""')
    expect(localStorage.getItem('refresh_token')).toBe('""')
    expect(onSessionEnd).toHaveBeenCalledTimes(1)
  })
})

describe('sign-in, sign-out and the profile', () => {
  test('signing in keeps the new pair', async () => {
    const api = createFakeApi()
    const { store } = open(api)
    await store.set(signInAtom, api.credentials)
    expect(store.get(tokensAtom)).toEqual({ access: 'access-1', refresh: 'refresh-1' })
    expect(api.requestsTo('POST', fakePaths.signIn)[0]?.body).toEqual(api.credentials)
  })

  test('a wrong password rejects with the server message and stores nothing', async () => {
    const api = createFakeApi()
    const { store } = open(api)
    const error = await store.set(signInAtom, { email: api.credentials.email, password: 'nope' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).detail).toBe('Неверная электронная почта или пароль')
    expect(store.get(tokensAtom)).toEqual({ access: '', refresh: '' })
  })

  test('the profile is a query that loads with a token and stays idle without one', async () => {
    const api = createFakeApi()
    const { store, queryClient } = open(api)
    const profileAtom = queryAtom(profileQuery)
    const unsubscribe = store.sub(profileAtom, () => undefined)
    expect(store.get(profileAtom).fetchStatus).toBe('idle')
    expect(api.requestsTo('GET', fakePaths.profile)).toHaveLength(0)

    await store.set(signInAtom, api.credentials)
    const profile = await untilAtom(store, profileAtom, (result) => result.isSuccess)
    expect(profile.data).toMatchObject({ email: 'admin@example.com', role: 'admin' })
    unsubscribe()

    store.set(signOutAtom)
    expect(store.get(tokensAtom)).toEqual({ access: '', refresh: '' })
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})
