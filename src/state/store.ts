import { createStore } from 'jotai'
import { createHttpClient } from '../api/http'
import type { LockRunner } from '../api/token-refresh'
import { loadOnce } from '../lib/load-once'
import type { ConsoleQueryClient } from './query/query-client'
import { serverUnreachableAtom, watchReachability } from './session/connection'
import { httpAtom } from './session/http'
import { madeQueryClientAtom } from './session/query-cache'
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
  /**
   * The console's one QueryClient, made on the first call, when its code (React Query) loads: the
   * signed-in area's route loaders ask for it, so that a signed-out visitor downloads none of it.
   */
  loadQueryClient(): Promise<ConsoleQueryClient>
  /** Empties the query cache, if there is one yet. */
  clearQueries(): void
  /** Stops following storage events, empties the query cache and unmounts its client (tests, hot reload). */
  dispose(): void
}

function keepMounted(): void {}

/**
 * One console: a fresh jotai store holding the token atoms and `httpAtom`, a client that reads and
 * writes the tokens of this very store; its QueryClient (`queryClientAtom`) comes with loadQueryClient.
 */
export function createConsoleContext(options: ConsoleContextOptions = {}): ConsoleContext {
  const store = createStore()
  if (options.storage) store.set(tokenStorageAtom, options.storage)

  // Mounted for the store's lifetime, so the tokens follow other tabs even when no component reads them.
  const unsubscribes = [store.sub(accessTokenAtom, keepMounted), store.sub(refreshTokenAtom, keepMounted)]
  const clearQueries = () => store.get(madeQueryClientAtom)?.clear()
  const loadQueryClient = loadOnce(() =>
    import('./query/attach-query-client').then(({ attachSharedQueryClient }) => {
      const { client, stopSharing } = attachSharedQueryClient(store, options.crossTabChannel)
      unsubscribes.push(stopSharing)
      return client
    }),
  )

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
    loadQueryClient,
    clearQueries,
    dispose() {
      for (const unsubscribe of unsubscribes) unsubscribe()
      clearQueries()
      store.get(madeQueryClientAtom)?.unmount()
    },
  }
}
