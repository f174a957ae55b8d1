import type { LiveEvent, PresenceEvent } from '../../../contract/schemas/live'
import type { HttpClient } from '../../api/http'
import { electLeader } from '../../lib/leader'
import { runEventStream, type LiveStatus } from '../session/stream-loop'

/** What the tabs say to each other on the live channel. */
type Message =
  | { type: 'event'; event: LiveEvent }
  | { type: 'status'; status: LiveStatus }
  /** A tab that has just opened asks the leader for the status and who is where. */
  | { type: 'hello' }

const presenceKey = (event: PresenceEvent) => `${event.resource}/${event.uuid}`

export interface LiveConnectionHandlers {
  onEvent(event: LiveEvent): void
  onStatus(status: LiveStatus): void
}

/**
 * One event stream per browser, shared by its tabs as the session is: the leading tab (a Web Lock)
 * reads the stream and says every event and status on a BroadcastChannel; the other tabs hear
 * them there, and the next tab takes over the stream when the leader closes. Returns the stop.
 */
export function connectLive(http: HttpClient, channelName: string, handlers: LiveConnectionHandlers): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName)
  const say = (message: Message) => channel?.postMessage(message)
  let leading = false
  let status: LiveStatus = 'connecting'
  // The leader keeps who is where, to tell a tab that opens later.
  const presence = new Map<string, PresenceEvent>()

  const setStatus = (next: LiveStatus) => {
    status = next
    if (next !== 'up') presence.clear()
    handlers.onStatus(next)
  }
  const receive = (event: LiveEvent) => {
    if (event.kind === 'presence') presence.set(presenceKey(event), event)
    handlers.onEvent(event)
  }

  if (channel)
    channel.onmessage = ({ data }: MessageEvent<Message>) => {
      if (data.type === 'hello' && leading) {
        say({ type: 'status', status })
        for (const event of presence.values()) say({ type: 'event', event })
      } else if (data.type === 'status' && !leading) setStatus(data.status)
      else if (data.type === 'event' && !leading) receive(data.event)
    }
  say({ type: 'hello' })

  const resign = electLeader(`${channelName}-leader`, async (stopped) => {
    leading = true
    await runEventStream(http, stopped, {
      onEvent: (event) => {
        receive(event)
        say({ type: 'event', event })
      },
      onStatus: (next) => {
        setStatus(next)
        say({ type: 'status', status: next })
      },
    })
  })

  return () => {
    resign()
    channel?.close()
  }
}
