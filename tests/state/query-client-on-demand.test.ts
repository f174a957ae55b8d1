import { MutationObserver, QueryObserver } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { signInAtom, signOutAtom, tokensAtom } from '../../src/state/session/session'
import { createConsoleContext, type ConsoleContext } from '../../src/state/store'
import { createFakeApi } from '../support/fake-api'

// The QueryClient comes with the signed-in area (its route loaders ask for it): the sign-in form works
// without it, and once made it is the console's one client, emptied on sign-out, shared with the other tabs.

const contexts: ConsoleContext[] = []
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  for (const context of contexts.splice(0)) context.dispose()
})

function open(options: Parameters<typeof createConsoleContext>[0] = {}) {
  const api = createFakeApi()
  const context = createConsoleContext({ fetch: api.fetch, onSessionEnd: () => undefined, ...options })
  contexts.push(context)
  return { api, context }
}

describe('the QueryClient made on demand', () => {
  test('signing in and out needs none; once made it is one client, which sign-out empties', async () => {
    const { api, context } = open()
    await context.store.set(signInAtom, api.credentials)
    expect(context.store.get(tokensAtom).access).not.toBe('')
    context.store.set(signOutAtom)
    expect(context.store.get(tokensAtom)).toEqual({ access: '', refresh: '' })

    const client = await context.loadQueryClient()
    expect(await context.loadQueryClient()).toBe(client)
    client.setQueryData(['customers'], ['ivan'])
    await context.store.set(signInAtom, api.credentials)
    expect(client.getQueryData(['customers'])).toBeUndefined()
    client.setQueryData(['customers'], ['ivan'])
    context.store.set(signOutAtom)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })

  test('two tabs on one channel share their invalidations once their clients are made', async () => {
    const crossTabChannel = `test-${crypto.randomUUID()}`
    const [first, second] = [open({ crossTabChannel }).context, open({ crossTabChannel }).context]
    const [firstClient, secondClient] = await Promise.all([first.loadQueryClient(), second.loadQueryClient()])
    let answers = 0
    const observer = new QueryObserver(secondClient, { queryKey: ['customers'], queryFn: () => ++answers })
    cleanups.push(observer.subscribe(() => undefined))
    await waitFor(() => expect(answers).toBe(1))

    await firstClient.invalidateQueries({ queryKey: ['customers'] })

    await waitFor(() => expect(answers).toBe(2))
  })

  test('it follows the browser: a mutation made offline waits for the network, then goes once', async () => {
    const client = await open().context.loadQueryClient()
    const send = vi.fn(() => Promise.resolve('sent'))
    const observer = new MutationObserver(client, { mutationFn: send })
    window.dispatchEvent(new Event('offline'))
    cleanups.push(() => window.dispatchEvent(new Event('online')))

    const result = observer.mutate()
    await waitFor(() => expect(observer.getCurrentResult().isPaused).toBe(true))
    expect(send).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('online'))

    await expect(result).resolves.toBe('sent')
    expect(send).toHaveBeenCalledTimes(1)
  })
})
