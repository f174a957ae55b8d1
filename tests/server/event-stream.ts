import type { LiveEvent } from '../../contract/schemas/live'

/** One frame of a text/event-stream as read: its id (when it had one), its kind and its JSON. */
export interface Frame {
  id: string | undefined
  event: LiveEvent
}

/** A stream opened on the server: the frames read so far, and a wait for the next one that matches. */
export interface OpenStream {
  status: number
  contentType: string | null
  frames: Frame[]
  /** The first frame (already read or still to come) that matches; fails after `timeoutMs`. */
  next(matches: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>
  close(): void
}

function parseFrame(block: string): Frame | undefined {
  const fields = new Map<string, string>()
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim())
  }
  const data = fields.get('data')
  return data === undefined ? undefined : { id: fields.get('id'), event: JSON.parse(data) as LiveEvent }
}

/** Opens GET /v1/admin/events/ with the headers given (the bearer token, Last-Event-ID) and reads it in the background. */
export async function openStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController()
  const response = await fetch(`${url}/v1/admin/events/`, { headers, signal: abort.signal })
  const frames: Frame[] = []
  const waiters = new Set<() => void>()
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    void (async () => {
      let buffer = ''
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          buffer += chunk.value
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const frame = parseFrame(buffer.slice(0, end))
            buffer = buffer.slice(end + 2)
            if (frame) frames.push(frame)
            end = buffer.indexOf('\n\n')
          }
          for (const wake of [...waiters]) wake()
        }
      } catch {
        // closed by the test
      }
    })()
  } else {
    await response.body?.cancel()
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    frames,
    next: (matches, timeoutMs = 3000) =>
      new Promise<Frame>((resolve, reject) => {
        const look = () => {
          const found = frames.find(matches)
          if (!found) return
          waiters.delete(look)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(look)
          reject(new Error(`no matching event; read: ${JSON.stringify(frames.map((frame) => frame.event))}`))
        }, timeoutMs)
        waiters.add(look)
        look()
      }),
    close: () => abort.abort(),
  }
}
