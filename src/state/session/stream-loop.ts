import type { LiveEvent } from '../../../contract/schemas/live'
import { isHttpError, isSessionEndedError } from '../../api/errors'
import type { HttpClient } from '../../api/http'
import { openEventStream } from '../../api/live'

/** Up: events arrive; down: reconnecting; absent: the backend has no stream (404); connecting: not known yet. */
export type LiveStatus = 'connecting' | 'up' | 'down' | 'absent'

/** Three missed heartbeats (15 s each): the stream is taken for dead and opened again. */
const silenceLimitMs = 45_000
const maxWaitMs = 30_000

/** The wait before the attempt'th reconnect: 1, 2, 4 … 30 s, each up to a fifth shorter (tabs do not come back in step). */
export function reconnectWaitMs(attempt: number): number {
  const wait = Math.min(1000 * 2 ** attempt, maxWaitMs)
  return wait - Math.floor(Math.random() * wait * 0.2)
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })
}

/**
 * Reads the stream until `stopped`: each event goes to `onEvent`; a stream that ends, fails or
 * falls silent is opened again after a growing wait, from the last event id, so nothing is missed.
 * A 404 is a backend without the stream (absent, no more tries); a session that ended stops it.
 */
export async function runEventStream(
  http: HttpClient,
  stopped: AbortSignal,
  handlers: { onEvent(event: LiveEvent): void; onStatus(status: LiveStatus): void },
): Promise<void> {
  let lastEventId: string | undefined
  let attempt = 0
  while (!stopped.aborted) {
    const connection = new AbortController()
    const stopConnection = () => connection.abort()
    stopped.addEventListener('abort', stopConnection, { once: true })
    let silence: ReturnType<typeof setTimeout> | undefined
    const stillAlive = () => {
      clearTimeout(silence)
      silence = setTimeout(stopConnection, silenceLimitMs)
    }
    try {
      const read = await openEventStream(http, { lastEventId, signal: connection.signal })
      handlers.onStatus('up')
      attempt = 0
      stillAlive()
      await read((frame) => {
        if (frame.id !== undefined) lastEventId = frame.id
        handlers.onEvent(frame.event)
      }, stillAlive)
    } catch (error) {
      if (isHttpError(error) && error.status === 404) return handlers.onStatus('absent')
      if (isSessionEndedError(error)) return
    } finally {
      clearTimeout(silence)
      stopped.removeEventListener('abort', stopConnection)
    }
    if (stopped.aborted) return
    handlers.onStatus('down')
    await sleep(reconnectWaitMs(attempt), stopped)
    attempt += 1
  }
}
