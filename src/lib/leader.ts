/** What of navigator.locks a tab's coordination uses: `ifAvailable` grants null when another tab holds the lock. */
export interface TabLocks {
  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, granted: (lock: Lock | null) => unknown): Promise<unknown>
}

/** The browser's Web Locks, when it has them. */
export function browserLocks(): TabLocks | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks
}

/**
 * One tab of the browser leads: it holds the Web Lock `name` until `stop`, and runs `lead` while
 * it does; the others wait for the lock and take over when the leading tab goes. Without Web
 * Locks every tab leads its own.
 */
export function electLeader(
  name: string,
  lead: (stopped: AbortSignal) => Promise<void>,
  locks: TabLocks | undefined = browserLocks(),
): () => void {
  const stop = new AbortController()
  const run = () => lead(stop.signal).catch(() => undefined)
  if (!locks) void run()
  else
    locks
      .request(name, { signal: stop.signal }, async () => {
        await run()
        // Kept while this tab lives, even once `lead` has ended: the others take over only when it goes.
        await new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve(), { once: true }))
      })
      .catch(() => undefined)
  return () => stop.abort()
}
