import type { QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { createHttpClient } from '../api/http'
import type { LockRunner } from '../api/token-refresh'
import { shareInvalidationsAcrossTabs } from './query/cross-tab'
import { createQueryClient } from './query/query-client'
import { serverUnreachableAtom, watchReachability } from './session/connection'
import { httpAtom } from './session/http'
import {
  accessTokenAtom,
  refreshTokenAtom,
  reloadTokensAtom,
  tokensAtom,
  tokenStorageAtom,
  type TokenStringStorage,
} from './session/session'

export type ConsoleStore = ReturnType<typeof createStore>

export interface ConsoleContextOptions {
  /** The API origin: '' (the default) for same-origin, or an absolute origin. */
  host?: string
  fetch?: typeof fetch
  /** Where the tokens persist; window.localStorage by default. */
  storage?: TokenStringStorage
  /** Runs once the session is over (tokens already cleared); by default the browser goes to '/'. */
  onSessionEnd?: () => void
  /** Serializes token refreshes across tabs; Web Locks by default when the browser has them. */
  lock?: LockRunner
  /** The BroadcastChannel on which the tabs share their query invalidations; none by default. */
  crossTabChannel?: string
}

export interface ConsoleContext {
  store: ConsoleStore
  queryClient: QueryClient
  /** Stops following storage events and empties the query cache (tests, hot reload). */
  dispose(): void
}

function keepMounted(): void {}

/**
 * One console: a fresh jotai store holding the QueryClient (`queryClientAtom`), the token atoms
 * and `httpAtom`, a client that reads and writes the tokens of this very store.
 */
export function createConsoleContext(options: ConsoleContextOptions = {}): ConsoleContext {
  const store = createStore()
  const queryClient = createQueryClient()
  store.set(queryClientAtom, queryClient)
  if (options.storage) store.set(tokenStorageAtom, options.storage)

  // Mounted for the store's lifetime, so the tokens follow other tabs even when no component reads them.
  const unsubscribes = [store.sub(accessTokenAtom, keepMounted), store.sub(refreshTokenAtom, keepMounted)]
  if (options.crossTabChannel) unsubscribes.push(shareInvalidationsAcrossTabs(queryClient, options.crossTabChannel))

  const onSessionEnd = options.onSessionEnd ?? (() => window.location.assign('/'))
  const http = createHttpClient({
    host: options.host ?? '',
    fetch: watchReachability(options.fetch ?? ((input, init) => globalThis.fetch(input, init)), (reachable) =>
      store.set(serverUnreachableAtom, !reachable),
    ),
    lock: options.lock,
    onSessionEnd,
    tokens: {
      getAccess: () => store.get(accessTokenAtom),
      getRefresh: () => store.get(refreshTokenAtom),
      set: (pair) => store.set(tokensAtom, pair),
      clear: () => store.set(tokensAtom, { access: '', refresh: '' }),
      reload: () => store.set(reloadTokensAtom),
    },
  })
  store.set(httpAtom, http)

  return {
    store,
    queryClient,
    dispose() {
      for (const unsubscribe of unsubscribes) unsubscribe()
      queryClient.clear()
    },
  }
}
