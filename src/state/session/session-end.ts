import { useAtomValue, useStore } from 'jotai'
import { useCallback, useMemo } from 'react'
import { sessionLifetime, type SessionLifetime } from '../../api/session-lifetime'
import { httpAtom } from './http'
import { refreshTokenAtom } from './session'

export interface SessionEnd {
  /** When the session ends, as its refresh token says; null when it says nothing. */
  lifetime: SessionLifetime | null
  /** Exchanges the refresh token for a new pair now; resolves to the new pair's lifetime. */
  renew(): Promise<SessionLifetime | null>
}

/** The session's end, following every new pair (a renewal here or in another tab, a sign-out). */
export function useSessionEnd(): SessionEnd {
  const refreshToken = useAtomValue(refreshTokenAtom)
  const http = useAtomValue(httpAtom)
  const store = useStore()
  const lifetime = useMemo(() => sessionLifetime(refreshToken), [refreshToken])
  const renew = useCallback(async () => {
    await http.renewSession()
    return sessionLifetime(store.get(refreshTokenAtom))
  }, [http, store])
  return { lifetime, renew }
}
