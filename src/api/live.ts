import { validate } from 'superstruct'
import { liveEndpoints } from '../../contract/endpoints/live'
import { ClientRequest } from '../../contract/schemas/client-requests'
import { LiveEvent, type LiveResource, type PresenceMode } from '../../contract/schemas/live'
import type { RecordTypes } from '../lib/record-types'
import { approvalsList } from './approvals'
import { auditLogList } from './audit-log'
import { callEndpoint, openEndpoint } from './call'
import { customersQueryKeys } from './customers'
import { financeOperationsList } from './finance'
import { heatmapModelQueryKeys } from './heatmap-models'
import type { HttpClient } from './http'

/** The start of the keys of the queries to read anew. */
export type QueryKeyPrefix = readonly unknown[]

/** One event of the stream, with its id when it had one (the next Last-Event-ID). */
export interface StreamFrame {
  id: string | undefined
  event: LiveEvent
}

function parseFrame(block: string): StreamFrame | undefined {
  let id: string | undefined
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'id') id = value
    else if (field === 'data') data.push(value)
  }
  if (data.length === 0) return undefined
  try {
    const [error, event] = validate(JSON.parse(data.join('\n')), LiveEvent)
    // An event of a kind this console does not know is skipped (a newer server).
    return error ? undefined : { id, event }
  } catch {
    return undefined
  }
}

/**
 * Opens the event stream (the live extension; a backend without it answers 404) through the client (the bearer header and its refresh on 401; never a
 * token in the URL), resuming after `lastEventId`. Resolves with a reader once the stream answers;
 * a backend without it rejects with the HttpError of its 404.
 */
export async function openEventStream(
  http: HttpClient,
  options: { lastEventId?: string; signal: AbortSignal },
): Promise<(onFrame: (frame: StreamFrame) => void, onActivity: () => void) => Promise<void>> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' }
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId
  const response = await openEndpoint(http, liveEndpoints.events, { headers, signal: options.signal })
  return async (onFrame, onActivity) => {
    const body = response.body
    if (!body) return
    const reader = body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      onActivity()
      buffer += chunk.value.replace(/\r\n?/g, '\n')
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const frame = parseFrame(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
        if (frame) onFrame(frame)
      }
    }
  }
}

/** Presence: here (repeat every 15 s), or gone at once (`left`, sent with keepalive as the page goes). */
export async function sendPresence(
  http: HttpClient,
  body: { resource: LiveResource; uuid: string; mode: PresenceMode | 'left' },
  { leavingPage = false }: { leavingPage?: boolean } = {},
): Promise<void> {
  // Only a call sent as the page goes needs keepalive, which goes with the token there is, unrenewed.
  await callEndpoint(http, liveEndpoints.presence, { body, keepalive: leavingPage })
}

/** POST …/claim/: takes the request; `takeover` with a reason takes another person's. A 409 `claimed` names who holds it. */
export function claimClientRequest(http: HttpClient, uuid: string, takeover?: { reason: string }): Promise<ClientRequest> {
  return callEndpoint(http, liveEndpoints.claim, {
    path: { client_request_uuid: uuid },
    body: takeover ? { takeover: true, reason: takeover.reason } : {},
  })
}

/** POST …/release/: frees one's own request. */
export function releaseClientRequest(http: HttpClient, uuid: string): Promise<ClientRequest> {
  return callEndpoint(http, liveEndpoints.release, { path: { client_request_uuid: uuid } })
}

/** POST …/next/: the oldest unclaimed new request, now this person's; null when there is none (204). */
export async function claimNextClientRequest(http: HttpClient): Promise<ClientRequest | null> {
  const response = await openEndpoint(http, liveEndpoints.next, {})
  if (response.status === 204) return null
  const [error, request] = validate(await response.json(), ClientRequest, { coerce: true })
  if (error) throw error
  return request
}

/** What the stream names besides the declared record types (src/records). */
const resourceKeys: Partial<Record<LiveResource, (uuid: string | null) => QueryKeyPrefix[]>> = {
  customer: (uuid) => [
    uuid === null ? ['customer'] : customersQueryKeys.detail(uuid),
    customersQueryKeys.lists,
    financeOperationsList.keys.all,
  ],
  customer_note: () => [['customer']],
  heatmap_model: () => [heatmapModelQueryKeys.all],
  audit_log: () => [auditLogList.keys.all],
  // A report downloaded changes nothing but the journal.
  report: () => [auditLogList.keys.all],
}

/** The queries showing records of `resource`: a declared record type's, else the table's above; none for `admin`. */
function keysOf(resource: string, uuid: string | null, types: RecordTypes): QueryKeyPrefix[] {
  const declared = types.get(resource)
  if (declared) return [...declared.queryKeys]
  return resourceKeys[resource]?.(uuid) ?? []
}

/**
 * The queries an event makes stale: what shows the record, its lists (of a record type, those its
 * declaration names), and for an approval the approvals and the customer.
 */
export function queryKeysOf(event: LiveEvent, types: RecordTypes): QueryKeyPrefix[] {
  switch (event.kind) {
    case 'record':
      return keysOf(event.resource, event.uuid, types)
    case 'approval':
      return [approvalsList.keys.all, ...keysOf('customer', event.customer_uuid, types)]
    case 'claim':
      // Only client requests are claimed.
      return keysOf('client_request', event.uuid, types)
    case 'reset':
      return [[]]
    case 'presence':
      return []
  }
}
