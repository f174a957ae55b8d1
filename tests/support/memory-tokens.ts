import type { TokenPair } from '../../contract/schemas/auth'
import type { TokenStore } from '../../src/api/token-refresh'

/** A TokenStore kept in memory, for tests of the HTTP client without a jotai store. */
export function memoryTokens(initial: TokenPair = { access: '', refresh: '' }): TokenStore & { current(): TokenPair } {
  let pair = { ...initial }
  return {
    getAccess: () => pair.access,
    getRefresh: () => pair.refresh,
    set: (next) => {
      pair = { ...next }
    },
    clear: () => {
      pair = { access: '', refresh: '' }
    },
    current: () => ({ ...pair }),
  }
}
