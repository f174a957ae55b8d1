import { atom } from 'jotai'
import type { LiveEvent, PresenceMode } from '../../../contract/schemas/live'
import type { HttpClient } from '../../api/http'
import type { LiveStatus } from './stream-loop'

/** Whether this console's stream is up, down, or absent from the backend. */
export const liveStatusAtom = atom<LiveStatus>('connecting')

export interface PresencePerson {
  email: string
  mode: PresenceMode
}

/** Who is on which record (`resource/uuid`), as the stream last said; empty while it is not up. */
export const presenceAtom = atom<ReadonlyMap<string, readonly PresencePerson[]>>(new Map())

/** Those who listen to every event of this console (a decision on one's own top-up). */
export const liveListenersAtom = atom(() => new Set<(event: LiveEvent) => void>())

// The HTTP clients whose console has its stream up: their lists need no polling.
const clientsLive = new WeakSet<HttpClient>()

/** Whether the console of `http` hears changes from its stream now (then it does not poll). */
export function streamIsUp(http: HttpClient): boolean {
  return clientsLive.has(http)
}

/** Notes whether the stream of `http`'s console is up; returns whether that changed. */
export function noteStreamUp(http: HttpClient, up: boolean): boolean {
  if (streamIsUp(http) === up) return false
  if (up) clientsLive.add(http)
  else clientsLive.delete(http)
  return true
}
