import { useAtomValue, useStore } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect } from 'react'
import type { Profile } from '../../../contract/schemas/auth'
import type { LiveEvent } from '../../../contract/schemas/live'
import { approvalsList } from '../../api/approvals'
import { queryKeysOf, type QueryKeyPrefix } from '../../api/live'
import { profileQueryKey } from '../../api/profile'
import { httpAtom } from '../session/http'
import { liveListenersAtom, liveStatusAtom, noteStreamUp, presenceAtom } from '../session/live-state'
import { useRecordTypes } from '../shell/record-types'
import { connectLive } from './connection'

/** Events of one burst (ten requests taken at once) make one refetch of each query. */
const invalidationBatchMs = 100

/**
 * Keeps this tab on the browser's one event stream while someone is signed in: what an event
 * changed by someone else is read anew (every tab hears the events itself, so these invalidations are not sent
 * to the other tabs: they carry a predicate), presence is kept, listeners hear every event.
 */
export function useLiveConnection(): void {
  const store = useStore()
  const http = useAtomValue(httpAtom)
  const client = useAtomValue(queryClientAtom)
  const recordTypes = useRecordTypes()

  useEffect(() => {
    // As the profile query last answered (the layout reads it): the event is weighed when it comes.
    const ownEmail = () => (client.getQueryData<Profile>(profileQueryKey)?.email ?? '').toLowerCase()
    let pending: QueryKeyPrefix[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const readAnew = (keys: QueryKeyPrefix[]) => {
      pending.push(...keys)
      timer ??= setTimeout(() => {
        const unique = new Map(pending.map((key) => [JSON.stringify(key), key]))
        pending = []
        timer = undefined
        for (const queryKey of unique.values()) void client.invalidateQueries({ queryKey, predicate: () => true })
      }, invalidationBatchMs)
    }
    const onEvent = (event: LiveEvent) => {
      if (event.kind === 'presence') {
        const next = new Map(store.get(presenceAtom))
        if (event.people.length === 0) next.delete(`${event.resource}/${event.uuid}`)
        else next.set(`${event.resource}/${event.uuid}`, event.people)
        store.set(presenceAtom, next)
      }
      // One's own change was read anew by the tab that made it, and told to this browser's other tabs.
      if (!(event.kind === 'record' && event.by === ownEmail())) readAnew(queryKeysOf(event, recordTypes))
      for (const listener of store.get(liveListenersAtom)) listener(event)
    }
    const stop = connectLive(http, 'console-live', {
      onEvent,
      onStatus: (status) => {
        const upChanged = noteStreamUp(http, status === 'up')
        if (status !== 'up') store.set(presenceAtom, new Map())
        store.set(liveStatusAtom, status)
        // The approvals poll again, or stop, from their next read: read them now when the stream came
        // or went. Not when a stream that was never up turns out absent or down: they poll already.
        if (upChanged) readAnew([approvalsList.keys.all])
      },
    })
    return () => {
      stop()
      clearTimeout(timer)
      noteStreamUp(http, false)
      store.set(presenceAtom, new Map())
      store.set(liveStatusAtom, 'connecting')
    }
  }, [store, http, client, recordTypes])
}
