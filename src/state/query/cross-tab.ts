import type { QueryKey } from '@tanstack/react-query'
import type { ConsoleQueryClient, SharedInvalidation } from './query-client'

function asInvalidation(data: unknown): SharedInvalidation | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { queryKey, exact } = data as Record<string, unknown>
  if (queryKey !== undefined && !Array.isArray(queryKey)) return undefined
  return { queryKey: queryKey as QueryKey | undefined, exact: exact === true }
}

/**
 * Every invalidation asked of `client` is also asked of the clients of the other tabs on the same
 * channel (and theirs of this one): a change made in one tab refetches what the others show.
 * Returns the disconnect. Without BroadcastChannel, each tab keeps its own.
 */
export function shareInvalidationsAcrossTabs(client: ConsoleQueryClient, channelName: string): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(channelName)
  let receiving = false
  const stopListening = client.onInvalidate((invalidation) => {
    // An invalidation received from another tab is not sent back.
    if (receiving) return
    try {
      channel.postMessage(invalidation)
    } catch {
      // A key that cannot be cloned stays in this tab; its queries are invalidated here all the same.
    }
  })
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const invalidation = asInvalidation(event.data)
    if (!invalidation) return
    receiving = true
    try {
      void client.invalidateQueries(invalidation)
    } finally {
      receiving = false
    }
  }
  return () => {
    stopListening()
    channel.close()
  }
}
