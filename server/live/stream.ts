import { liveEndpoints } from '../../contract/endpoints/live'
import { rolePermissions } from '../../contract/schemas/roles'
import type { AdminRow } from '../auth/tokens'
import type { StoredEvent } from '../events/hub'
import type { Backend } from '../handler/context'
import { defineEndpoint } from '../handler/endpoint'
import { rolesEnabled } from '../handler/roles'
import { requireLive } from './availability'

/** A comment line every 15 s keeps proxies from closing a quiet stream and lets the reader see it is alive. */
export const heartbeatMs = 15_000

const encoder = new TextEncoder()

/** One event in the text/event-stream format: its id (when it has one), its kind, and its JSON. */
function frame(stored: Pick<StoredEvent, 'event'> & { id?: number }): Uint8Array {
  const id = stored.id === undefined ? '' : `id: ${stored.id}\n`
  return encoder.encode(`${id}event: ${stored.event.kind}\ndata: ${JSON.stringify(stored.event)}\n\n`)
}

/** Whether the admin may read what the event is about (a backend without roles: everything). */
function readableBy(admin: AdminRow, backend: Backend): (stored: StoredEvent) => boolean {
  if (!rolesEnabled(backend)) return () => true
  const permissions = rolePermissions[admin.role]
  return (stored) => stored.requires === undefined || permissions.includes(stored.requires)
}

/** The id of Last-Event-ID when it is a whole number, else undefined (a fresh start). */
function lastEventId(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return undefined
  return Number(header.trim())
}

const events = defineEndpoint(liveEndpoints.events, ({ c, backend }) => {
  requireLive(backend)
  const readable = readableBy(c.get('admin'), backend)
  const resumeFrom = lastEventId(c.req.header('last-event-id'))
  const signal = c.req.raw.signal
  let stop = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (bytes: Uint8Array) => {
        try {
          controller.enqueue(bytes)
        } catch {
          stop()
        }
      }
      const missed = resumeFrom === undefined ? [] : backend.hub.since(resumeFrom)
      if (missed === null) send(frame({ id: backend.hub.latestId, event: { kind: 'reset' } }))
      else for (const stored of missed.filter(readable)) send(frame(stored))
      for (const event of backend.presence.snapshot()) send(frame({ event }))
      const unsubscribe = backend.hub.subscribe(
        (stored) => readable(stored) && send(frame(stored)),
        () => stop(),
      )
      const heartbeat = setInterval(() => send(encoder.encode(': heartbeat\n\n')), heartbeatMs)
      stop = () => {
        stop = () => {}
        clearInterval(heartbeat)
        unsubscribe()
        signal.removeEventListener('abort', stop)
        try {
          controller.close()
        } catch {
          // already closed by the reader
        }
      }
      signal.addEventListener('abort', stop)
      send(encoder.encode(': connected\n\n'))
    },
    cancel() {
      stop()
    },
  })
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  })
})

export const eventStreamRoutes = [events]
