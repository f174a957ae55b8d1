/**
 * One tab of the browser leads: it holds the Web Lock `name` until `stop`, and runs `lead` while
 * it does; the others wait for the lock and take over when the leading tab goes. Without Web
 * Locks every tab leads its own.
 */
export function electLeader(name: string, lead: (stopped: AbortSignal) => Promise<void>): () => void {
  const stop = new AbortController()
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  const run = () => lead(stop.signal).catch(() => undefined)
  if (!locks) void run()
  else
    locks
      .request(name, { signal: stop.signal }, async () => {
        await run()
        // Keep the lock while this tab lives (a backend without the stream: nobody else needs to try).
        await new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve(), { once: true }))
      })
      .catch(() => undefined)
  return () => stop.abort()
}
