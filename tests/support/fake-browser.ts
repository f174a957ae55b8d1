/**
 * What several browser tabs of one origin share: localStorage (each tab hears the others' writes
 * through a storage event, queued as a task, never its own) and Web Locks.
 */

import type { LockRunner } from '../../src/api/token-refresh'

export interface TabStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /** The tab's storage-event listener for `key` (the shape jotai's createJSONStorage uses). */
  subscribe(key: string, callback: (value: string | null) => void): () => void
}

export interface SharedStorage {
  /** A view of the storage as one tab sees it. */
  openTab(): TabStorage
  /** Settles once every storage event queued so far has been delivered. */
  flushEvents(): Promise<void>
}

export function createSharedStorage(initial: Record<string, string> = {}): SharedStorage {
  const items = new Map(Object.entries(initial))
  const listeners = new Set<{ tab: TabStorage; key: string; callback: (value: string | null) => void }>()
  let delivered: Promise<void> = Promise.resolve()

  function write(from: TabStorage, key: string, value: string | null): void {
    if ((items.get(key) ?? null) === value) return
    if (value === null) items.delete(key)
    else items.set(key, value)
    const audience = [...listeners].filter((listener) => listener.tab !== from && listener.key === key)
    delivered = new Promise((resolve) =>
      setTimeout(() => {
        for (const listener of audience) if (listeners.has(listener)) listener.callback(value)
        resolve()
      }, 0),
    )
  }

  return {
    openTab() {
      const tab: TabStorage = {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => write(tab, key, value),
        removeItem: (key) => write(tab, key, null),
        subscribe(key, callback) {
          const listener = { tab, key, callback }
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      }
      return tab
    },
    flushEvents: () => delivered,
  }
}

export interface FakeLocks {
  /** Grants each named lock to one task at a time, in request order, like navigator.locks.request. */
  readonly run: LockRunner
  /** How many times a lock has been granted. */
  readonly grants: number
}

export function createFakeLocks(): FakeLocks {
  const queues = new Map<string, Promise<unknown>>()
  let grants = 0
  const run: LockRunner = (name, task) => {
    const previous = queues.get(name) ?? Promise.resolve()
    const granted = () => {
      grants += 1
      return task()
    }
    const result = previous.then(granted, granted)
    queues.set(
      name,
      result.catch(() => undefined),
    )
    return result
  }
  return {
    run,
    get grants() {
      return grants
    },
  }
}
