import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { sendPresence } from '../../api/live'
import type { LiveResource, PresenceMode } from '../../api/schemas/live'
import { httpAtom } from '../session/http'
import { liveStatusAtom } from './live-state'

/** The server forgets a presence after 45 s; it is said again this often. */
const repeatMs = 15_000

/**
 * Says the person is on the record (viewing or editing) while mounted and the stream is up,
 * again every 15 s; leaving (unmount, the tab closing) says so at once with a keepalive request.
 */
export function usePresence(resource: LiveResource, uuid: string | undefined, mode: PresenceMode): void {
  const http = useAtomValue(httpAtom)
  const up = useAtomValue(liveStatusAtom) === 'up'
  useEffect(() => {
    if (!up || !uuid) return
    const say = (current: PresenceMode | 'left') => void sendPresence(http, { resource, uuid, mode: current }).catch(() => undefined)
    say(mode)
    const timer = setInterval(() => say(mode), repeatMs)
    const leave = () => say('left')
    window.addEventListener('pagehide', leave)
    return () => {
      clearInterval(timer)
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [http, up, resource, uuid, mode])
}
