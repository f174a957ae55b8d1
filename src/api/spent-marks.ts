import type { SpentTokenMarks } from './token-refresh'

/** How long a spent-token mark stays: far longer than a storage write takes to reach every tab. */
const spentMarkLifetimeMs = 30_000

/**
 * Spent-token marks as Web Locks held for a while, named after the spent token (worthless once spent): lock
 * state is kept by the same manager that grants the refresh lock (`lockName`), so a tab granted that
 * lock sees the marks of every tab that held it before.
 */
export function browserSpentMarks(lockName: string): SpentTokenMarks | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks?.query) return undefined
  const markName = (refresh: string) => `${lockName}:spent:${refresh}`
  return {
    mark: (refresh) =>
      new Promise<void>((granted) => {
        void locks.request(markName(refresh), () => {
          granted()
          return new Promise((release) => setTimeout(release, spentMarkLifetimeMs))
        })
      }),
    isMarked: async (refresh) => {
      const { held = [] } = await locks.query()
      return held.some((lock) => lock.name === markName(refresh))
    },
  }
}
