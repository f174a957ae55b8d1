import { MutationObserver, QueryObserver } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeError, QueryTimeoutError } from '../../src/api/errors'
import { shareInvalidationsAcrossTabs } from '../../src/state/query/cross-tab'
import { createQueryClient } from '../../src/state/query/query-client'
import { watchReachability } from '../../src/state/session/connection'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A "tab": its own client, sharing invalidations on `channel`, showing one query; `fetches` counts its answers. */
function tab(channel: string, queryKey: readonly unknown[]) {
  const client = createQueryClient()
  cleanups.push(shareInvalidationsAcrossTabs(client, channel), () => client.clear())
  const observer = new QueryObserver(client, { queryKey, queryFn: () => 'answer' })
  cleanups.push(observer.subscribe(() => undefined))
  return { client, fetches: () => client.getQueryState(queryKey)?.dataUpdateCount ?? 0 }
}

describe('invalidations shared across tabs', () => {
  it('an invalidation in one tab refetches the matching queries shown in the other, and comes back to nobody', async () => {
    const channel = `test-${crypto.randomUUID()}`
    const first = tab(channel, ['customers', 'detail', 'a'])
    const second = tab(channel, ['customers', 'detail', 'a'])
    const unrelated = tab(channel, ['benchmarks', 'list'])
    await waitFor(() => expect([first.fetches(), second.fetches(), unrelated.fetches()]).toEqual([1, 1, 1]))
    const firstInvalidations = vi.fn()
    cleanups.push(first.client.onInvalidate(firstInvalidations))

    await first.client.invalidateQueries({ queryKey: ['customers'] })

    await waitFor(() => expect(second.fetches()).toBe(2))
    expect(first.fetches()).toBe(2)
    // Given time to arrive, nothing else moves: no echo back, nothing outside the key.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(firstInvalidations).toHaveBeenCalledTimes(1)
    expect([first.fetches(), second.fetches(), unrelated.fetches()]).toEqual([2, 2, 1])
  })

  it('tabs on another channel hear nothing', async () => {
    const first = tab(`test-${crypto.randomUUID()}`, ['customers'])
    const other = tab(`test-${crypto.randomUUID()}`, ['customers'])
    await waitFor(() => expect(other.fetches()).toBe(1))
    await first.client.invalidateQueries({ queryKey: ['customers'] })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(other.fetches()).toBe(1)
  })
})

describe('the query time limit', () => {
  it('a query with no answer fails with QueryTimeoutError after the limit, its request aborted', async () => {
    const client = createQueryClient({ queryTimeoutMs: 30 })
    cleanups.push(() => client.clear())
    let signal: AbortSignal | undefined
    const answer = client.fetchQuery({
      queryKey: ['never'],
      queryFn: (context) => {
        signal = context.signal
        return new Promise<never>((_, reject) => context.signal.addEventListener('abort', () => reject(context.signal.reason)))
      },
    })
    const error = await answer.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(QueryTimeoutError)
    expect(describeError(error)).toBe('Сервер не ответил за 0.03 секунд. Повторите попытку.')
    expect(signal?.aborted).toBe(true)
  })

  it('an answer within the limit is the data', async () => {
    const client = createQueryClient({ queryTimeoutMs: 1_000 })
    cleanups.push(() => client.clear())
    await expect(client.fetchQuery({ queryKey: ['quick'], queryFn: () => 'ok' })).resolves.toBe('ok')
  })

  it('a save with no answer stops waiting after the limit: its form shows why instead of a spinner', async () => {
    const client = createQueryClient({ queryTimeoutMs: 30 })
    cleanups.push(() => client.clear())
    const save = new MutationObserver(client, { mutationFn: () => new Promise<never>(() => undefined) })
    const error = await save.mutate(undefined).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(QueryTimeoutError)
    expect(save.getCurrentResult().isPending).toBe(false)
    expect(describeError(save.getCurrentResult().error)).toBe('Сервер не ответил за 0.03 секунд. Повторите попытку.')
  })

  it('a save answered within the limit is its answer', async () => {
    const client = createQueryClient({ queryTimeoutMs: 1_000 })
    cleanups.push(() => client.clear())
    const save = new MutationObserver(client, { mutationFn: (amount: string) => Promise.resolve(`+${amount}`) })
    await expect(save.mutate('250.00')).resolves.toBe('+250.00')
  })
})

describe('watchReachability', () => {
  it('reports an answer as reachable, a failed fetch as not, and an aborted one not at all', async () => {
    const report = vi.fn()
    const failing = watchReachability(() => Promise.reject(new TypeError('Failed to fetch')), report)
    const answering = watchReachability(() => Promise.resolve(new Response('{}', { status: 503 })), report)
    await expect(failing('/x')).rejects.toThrow('Failed to fetch')
    await answering('/x')
    const aborted = new AbortController()
    aborted.abort()
    await expect(failing('/x', { signal: aborted.signal })).rejects.toThrow()
    expect(report.mock.calls).toEqual([[false], [true]])
  })
})
