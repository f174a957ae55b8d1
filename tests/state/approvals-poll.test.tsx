import { renderHook } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { approvalListPages } from '../../src/state/domain/approvals'
import { useLiveConnection } from '../../src/state/live/use-live-connection'
import { attachQueryClient } from '../../src/state/query/attach-query-client'
import { queryAtom } from '../../src/state/query/define-query'
import { liveStatusAtom } from '../../src/state/session/live-state'
import { tokensAtom } from '../../src/state/session/session'
import { createConsoleContext, type ConsoleContext } from '../../src/state/store'
import { createFakeApi, jsonResponse } from '../support/fake-api'

const approvalsPath = '/v1/admin/approvals/'
const eventsPath = '/v1/admin/events/'
const pollMs = 30_000

const contexts: ConsoleContext[] = []

/**
 * A console showing «Подтверждения» (its first page read once) over a fake backend whose stream
 * answers as `stream` says; then the console connects to the stream.
 */
async function approvalsShownWith(stream: 'absent' | 'open') {
  const api = createFakeApi()
  api.on('GET', approvalsPath, () => jsonResponse(200, { count: 0, next: null, previous: null, results: [] }))
  if (stream === 'open')
    api.on('GET', eventsPath, () => new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }))
  const context = createConsoleContext({ fetch: api.fetch })
  contexts.push(context)
  attachQueryClient(context.store)
  context.store.set(tokensAtom, api.issueTokens())
  context.store.sub(queryAtom(approvalListPages, { page: ['1'] }), () => undefined)
  const reads = () => api.requestsTo('GET', approvalsPath).length
  await vi.advanceTimersByTimeAsync(0)
  expect(reads()).toBe(1)

  const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={context.store}>{children}</JotaiProvider>
  const connection = renderHook(() => useLiveConnection(), { wrapper })
  await vi.advanceTimersByTimeAsync(0)
  expect(context.store.get(liveStatusAtom)).toBe(stream === 'open' ? 'up' : 'absent')
  return { reads, connection }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const context of contexts.splice(0)) context.dispose()
  vi.useRealTimers()
})

describe('the approvals and the stream', () => {
  it('a backend without the stream: its 404 reads the approvals no second time; they are read again every 30 s', async () => {
    const { reads, connection } = await approvalsShownWith('absent')
    // Past the batching of invalidations (100 ms): the approvals polled already, nothing is read anew.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(reads()).toBe(1)

    await vi.advanceTimersByTimeAsync(pollMs)
    expect(reads()).toBe(2)
    await vi.advanceTimersByTimeAsync(pollMs)
    expect(reads()).toBe(3)
    connection.unmount()
  })

  it('the stream up: the approvals are read anew once, then not polled', async () => {
    const { reads, connection } = await approvalsShownWith('open')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(reads()).toBe(2)

    await vi.advanceTimersByTimeAsync(3 * pollMs)
    expect(reads()).toBe(2)
    connection.unmount()
  })
})
