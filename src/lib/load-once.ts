/**
 * `load` run once and its promise kept for every later ask; a load that fails (a chunk not fetched while
 * the network is down) is forgotten, so the next ask tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
