import { useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import type { LiveEvent, LiveResource } from '../../../contract/schemas/live'
import { useLatest } from '../../hooks/use-latest'
import { useOwnEmail } from '../domain/profile'
import { liveListenersAtom, liveStatusAtom, presenceAtom, type PresencePerson } from '../session/live-state'

/** Whether the backend has the live extension as far as known: not while its stream answered 404. */
export function useLiveAvailable(): boolean {
  return useAtomValue(liveStatusAtom) !== 'absent'
}

/** Whether the stream is up now (presence is shown only then). */
export function useLiveUp(): boolean {
  return useAtomValue(liveStatusAtom) === 'up'
}

/** The others on a record now (not this person), editors first; none while the stream is not up. */
export function useOthersPresent(resource: LiveResource, uuid: string | undefined): readonly PresencePerson[] {
  const presence = useAtomValue(presenceAtom)
  const own = useOwnEmail()
  if (!uuid) return []
  const people = presence.get(`${resource}/${uuid.toLowerCase()}`) ?? []
  return people.filter((person) => person.email !== own).toSorted((a, b) => Number(b.mode === 'editing') - Number(a.mode === 'editing'))
}

/** Calls `handler` (its latest version) with every event of the stream while mounted. */
export function useLiveEvent(handler: (event: LiveEvent) => void): void {
  const store = useStore()
  const latest = useLatest(handler)
  useEffect(() => {
    const listeners = store.get(liveListenersAtom)
    const listener = (event: LiveEvent) => latest.current(event)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [store, latest])
}
