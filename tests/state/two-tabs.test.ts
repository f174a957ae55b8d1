import { string, type } from 'superstruct'
import { afterEach, expect, test, vi } from 'vitest'
import { httpAtom } from '../../src/state/session/http'
import { tokensAtom } from '../../src/state/session/session'
import { createConsoleContext, type ConsoleContext } from '../../src/state/store'
import { createFakeApi, fakePaths, type FakeApi } from '../support/fake-api'
import { createFakeLocks, createSharedStorage, type FakeLocks, type SharedStorage } from '../support/fake-browser'

const profileStruct = type({ email: string() })
const contexts: ConsoleContext[] = []

function openTab(api: FakeApi, shared: SharedStorage, locks: FakeLocks) {
  const onSessionEnd = vi.fn()
  const context = createConsoleContext({ fetch: api.fetch, storage: shared.openTab(), lock: locks.run, onSessionEnd })
  contexts.push(context)
  return { ...context, onSessionEnd, http: context.store.get(httpAtom) }
}

function signedInBrowser() {
  const api = createFakeApi()
  const pair = api.issueTokens()
  const shared = createSharedStorage({ access_token: JSON.stringify(pair.access), refresh_token: JSON.stringify(pair.refresh) })
  const locks = createFakeLocks()
  return { api, shared, locks }
}

afterEach(() => {
  for (const context of contexts.splice(0)) context.dispose()
})

test('two tabs hit by 401 at once make one refresh; the second uses the pair the first stored, nobody is signed out', async () => {
  const { api, shared, locks } = signedInBrowser()
  const first = openTab(api, shared, locks)
  const second = openTab(api, shared, locks)
  api.expireAccessTokens()

  const answers = await Promise.all([first.http.json(fakePaths.profile, profileStruct), second.http.json(fakePaths.profile, profileStruct)])

  expect(answers).toMatchObject([{ email: 'admin@example.com' }, { email: 'admin@example.com' }])
  expect(api.requestsTo('POST', fakePaths.refresh)).toHaveLength(1)
  expect(locks.grants).toBe(2)
  expect(api.requestsTo('GET', fakePaths.profile).map((r) => r.headers.get('Authorization'))).toEqual([
    'Bearer access-1',
    'Bearer access-1',
    'Bearer access-2',
    'Bearer access-2',
  ])
  expect(first.onSessionEnd).not.toHaveBeenCalled()
  expect(second.onSessionEnd).not.toHaveBeenCalled()
  await shared.flushEvents()
  expect(first.store.get(tokensAtom)).toEqual({ access: 'access-2', refresh: 'refresh-2' })
  expect(second.store.get(tokensAtom)).toEqual({ access: 'access-2', refresh: 'refresh-2' })
})

test('a tab that refreshes later still uses the stored pair when its own view is stale', async () => {
  const { api, shared, locks } = signedInBrowser()
  const first = openTab(api, shared, locks)
  const second = openTab(api, shared, locks)
  api.expireAccessTokens()

  await first.http.json(fakePaths.profile, profileStruct)
  // The storage event has not reached the second tab yet: it still holds the spent pair.
  expect(second.store.get(tokensAtom)).toEqual({ access: 'access-1', refresh: 'refresh-1' })
  await second.http.json(fakePaths.profile, profileStruct)

  expect(api.requestsTo('POST', fakePaths.refresh)).toHaveLength(1)
  expect(second.onSessionEnd).not.toHaveBeenCalled()
  expect(second.store.get(tokensAtom)).toEqual({ access: 'access-2', refresh: 'refresh-2' })
})
