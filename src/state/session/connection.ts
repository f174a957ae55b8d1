import { atom } from 'jotai'

function browserOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine
}

const browserOnlineAtom = atom(browserOnline())
browserOnlineAtom.onMount = (set) => {
  const update = () => set(browserOnline())
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  update()
  return () => {
    window.removeEventListener('online', update)
    window.removeEventListener('offline', update)
  }
}

/** The last request of this tab failed without an answer (createConsoleContext watches its fetch). */
export const serverUnreachableAtom = atom(false)

/**
 * Whether the console has no connection: the browser says it is offline, or the last request got
 * no answer at all. The next answer (or the browser coming back online) clears it.
 */
export const connectionLostAtom = atom((get) => !get(browserOnlineAtom) || get(serverUnreachableAtom))

/**
 * `fetch` that reports into `report` whether the server could be reached: false when a request
 * fails without an answer (not when it was aborted), true once an answer comes, whatever its status.
 */
export function watchReachability(fetchImpl: typeof fetch, report: (reachable: boolean) => void): typeof fetch {
  return async (input, init) => {
    try {
      const response = await fetchImpl(input, init)
      report(true)
      return response
    } catch (error) {
      if (!init?.signal?.aborted) report(false)
      throw error
    }
  }
}
