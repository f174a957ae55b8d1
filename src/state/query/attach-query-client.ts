import type { createStore } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { madeQueryClientAtom } from '../session/query-cache'
import { shareInvalidationsAcrossTabs } from './cross-tab'
import { createQueryClient, type ConsoleQueryClient } from './query-client'

type Store = ReturnType<typeof createStore>

const clients = new WeakMap<Store, ConsoleQueryClient>()

/**
 * The console's one QueryClient in `store`, made on the first call: the query atoms read it
 * (jotai-tanstack-query's queryClientAtom), sign-in and sign-out empty it (madeQueryClientAtom).
 * Mounted (what React Query's provider would do), so that it follows the browser's focus and
 * connection: a mutation made offline waits for the network, queries refetch when it returns.
 */
export function attachQueryClient(store: Store): ConsoleQueryClient {
  const attached = clients.get(store)
  if (attached) return attached
  const client = createQueryClient()
  client.mount()
  clients.set(store, client)
  store.set(queryClientAtom, client)
  store.set(madeQueryClientAtom, client)
  return client
}

/**
 * The same client, whose invalidations the other tabs on `channelName` also make (and theirs this
 * one), when there is a channel; `stopSharing` disconnects.
 */
export function attachSharedQueryClient(
  store: Store,
  channelName: string | undefined,
): { client: ConsoleQueryClient; stopSharing: () => void } {
  const client = attachQueryClient(store)
  return { client, stopSharing: channelName ? shareInvalidationsAcrossTabs(client, channelName) : () => undefined }
}
