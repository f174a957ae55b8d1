import { loadOnce } from '../lib/load-once'
import type { AccessRenewal } from './access-renewal'

export interface LoadedAccessRenewal {
  /** Starts fetching the renewal's code, once: the tab holds or uses a session. */
  load(): void
  /** The renewal once its code is here; null when it could not be fetched (a 401 renews then, as before). */
  whenLoaded(): Promise<AccessRenewal | null>
  /** The renewal if its code is here already: a request then goes out without waiting a turn. */
  readonly loaded: AccessRenewal | undefined
}

/**
 * The access renewal (access-renewal.ts, and jose, which reads a token's claims), fetched when the
 * tab first holds or uses a session rather than with the first load: a signed-out visitor never
 * needs it. A fetch that fails (the network is down) is tried again on the next use.
 */
export function loadedAccessRenewal(): LoadedAccessRenewal {
  let loaded: AccessRenewal | undefined
  const fetchRenewal = loadOnce(() => import('./access-renewal').then((module) => (loaded = module.createAccessRenewal())))
  const whenLoaded = () => fetchRenewal().catch(() => null)
  return {
    load: () => void whenLoaded(),
    whenLoaded,
    get loaded() {
      return loaded
    },
  }
}
