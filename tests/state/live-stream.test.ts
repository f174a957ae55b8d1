import { describe, expect, it, vi } from 'vitest'
import type { LiveEvent } from '../../contract/schemas/live'
import { createHttpClient } from '../../src/api/http'
import { runEventStream, type LiveStatus } from '../../src/state/session/stream-loop'

const requestUuid = '6f1f3b8e-3c1a-4a51-9d55-0b3f2a1c9e01'

const recordFrame = (id: number) =>
  `id: ${id}\nevent: record\ndata: ${JSON.stringify({ kind: 'record', action: 'changed', resource: 'client_request', uuid: requestUuid, version: id, by: 'a@b.ru' })}\n\n`

/** An event stream answer whose body is `chunks`, then ends (the server closed it). */
function streamAnswer(chunks: string[]): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
}

function setup(answers: (() => Response)[]) {
  const asked: { url: string; headers: Headers }[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) })
    const next = answers.shift()
    return Promise.resolve(next ? next() : new Response(JSON.stringify({ detail: 'Не найдено.' }), { status: 404 }))
  })
  const http = createHttpClient({
    host: '',
    fetch,
    tokens: {
      getAccess: () => 'token',
      getRefresh: () => 'refresh',
      set: () => undefined,
      clear: () => undefined,
      reload: () => undefined,
    },
    onSessionEnd: () => undefined,
  })
  return { http, asked }
}

describe('the event stream loop', () => {
  it('reads events split anywhere, reconnects after the stream ends and resumes from the last id; a 404 ends it as absent', async () => {
    vi.useFakeTimers()
    const frames = recordFrame(7) + ': heartbeat\n\n' + recordFrame(8)
    const { http, asked } = setup([() => streamAnswer([frames.slice(0, 40), frames.slice(40, 200), frames.slice(200)])])
    const events: LiveEvent[] = []
    const statuses: LiveStatus[] = []
    const done = runEventStream(http, new AbortController().signal, {
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
    })
    await vi.runAllTimersAsync()
    await done
    vi.useRealTimers()
    expect(events.map((event) => event.kind === 'record' && event.version)).toEqual([7, 8])
    expect(statuses).toEqual(['up', 'down', 'absent'])
    expect(asked.map((call) => [call.url, call.headers.get('Authorization'), call.headers.get('Last-Event-ID')])).toEqual([
      ['/v1/admin/events/', 'Bearer token', null],
      ['/v1/admin/events/', 'Bearer token', '8'],
    ])
  })

  it('waits longer after each failed connection, and stops when told', async () => {
    vi.useFakeTimers()
    // No jitter: the waits are then exactly 1 s and 2 s (with it, each may be up to a fifth shorter).
    const random = vi.spyOn(Math, 'random').mockReturnValue(0)
    const failing = () => {
      throw new TypeError('network down')
    }
    const { http, asked } = setup([failing, failing, failing, failing])
    const stop = new AbortController()
    const statuses: LiveStatus[] = []
    const done = runEventStream(http, stop.signal, { onEvent: () => undefined, onStatus: (status) => statuses.push(status) })
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(asked).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1500)
    expect(asked).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(500)
    expect(asked).toHaveLength(3)
    stop.abort()
    await done
    vi.useRealTimers()
    random.mockRestore()
    expect(statuses).toEqual(['down', 'down', 'down'])
  })
})
