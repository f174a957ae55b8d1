import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import type { LiveResource, PresenceMode } from '../../../contract/schemas/live'
import { sendPresence } from '../../api/live'
import { httpAtom } from '../session/http'
import { liveStatusAtom } from '../session/live-state'

/** The server forgets a presence after 45 s; it is said again this often. */
const repeatMs = 15_000

/**
 * Says the person is on the record (viewing or editing) while mounted and the stream is up,
 * again every 15 s and at once when the mode changes; leaving says so at once: an unmount with an
 * ordinary call, the tab closing with a keepalive one.
 */
export function usePresence(resource: LiveResource, uuid: string | undefined, mode: PresenceMode): void {
  const http = useAtomValue(httpAtom)
  const up = useAtomValue(liveStatusAtom) === 'up'
  const currentMode = useRef(mode)
  const say = useRef<((mode: PresenceMode | 'left') => void) | null>(null)

  useEffect(() => {
    if (!up || !uuid) return
    const send = (current: PresenceMode | 'left', leavingPage = false) =>
      void sendPresence(http, { resource, uuid, mode: current }, { leavingPage }).catch(() => undefined)
    say.current = send
    send(currentMode.current)
    const timer = setInterval(() => send(currentMode.current), repeatMs)
    // The page may go whenever it will, and its «left» goes unrenewed: the token must be valid then.
    const releaseFreshToken = http.keepAccessFresh()
    const leavePage = () => send('left', true)
    window.addEventListener('pagehide', leavePage)
    return () => {
      say.current = null
      clearInterval(timer)
      window.removeEventListener('pagehide', leavePage)
      releaseFreshToken()
      send('left')
    }
  }, [http, up, resource, uuid])

  useEffect(() => {
    if (currentMode.current === mode) return
    currentMode.current = mode
    say.current?.(mode)
  }, [mode])
}
