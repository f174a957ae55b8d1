import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query'
import { array, object, string } from 'superstruct'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { HttpError, NetworkError, SessionEndedError } from '../../src/api/errors'
import { attachQueryClient } from '../../src/state/query/attach-query-client'
import { httpAtom } from '../../src/state/session/http'
import { tokensAtom } from '../../src/state/session/session'
import { createConsoleContext, type ConsoleContext } from '../../src/state/store'
import { createFakeApi, fakePaths, jsonResponse } from '../support/fake-api'

const customersPath = '/v1/admin/users/customers/'
const customersStruct = object({ results: array(object({ email: string() })) })

// A data query and a mutation written the way feature atoms are.
const customersAtom = atomWithQuery((get) => {
  const http = get(httpAtom)
  return {
    queryKey: ['customers'],
    queryFn: ({ signal }) => http.json(customersPath, customersStruct, { signal }),
  }
})

const issueOtpAtom = atomWithMutation((get) => {
  const http = get(httpAtom)
  return {
    mutationFn: (customerUuid: string) => http.send(`/v1/admin/users/customers/${customerUuid}/issue-otp/`, { method: 'POST' }),
  }
})

const contexts: ConsoleContext[] = []

function setup() {
  const api = createFakeApi()
  const onSessionEnd = vi.fn()
  const context = createConsoleContext({ fetch: api.fetch, onSessionEnd })
  contexts.push(context)
  const queryClient = attachQueryClient(context.store)
  context.store.set(tokensAtom, api.issueTokens())
  api.on('GET', customersPath, () => jsonResponse(200, { results: [{ email: 'client@example.com' }] }))
  const customerCalls = () => api.requestsTo('GET', customersPath).length
  /** Mounts the query as a screen would and hands back a way to read its current result. */
  const watchCustomers = () => {
    context.store.sub(customersAtom, () => undefined)
    return () => context.store.get(customersAtom)
  }
  return { api, ...context, queryClient, onSessionEnd, customerCalls, watchCustomers }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const context of contexts.splice(0)) context.dispose()
  vi.useRealTimers()
})

describe('queries', () => {
  test.each([404, 422])('a %i is not retried and reaches the caller', async (status) => {
    const { api, customerCalls, watchCustomers } = setup()
    api.fail('GET', customersPath, { status, body: { detail: 'Нет такого' } }, Infinity)
    const result = watchCustomers()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(customerCalls()).toBe(1)
    expect(result().status).toBe('error')
    expect(result().error).toBeInstanceOf(HttpError)
    expect(result().error).toMatchObject({ status })
  })

  test('a 500 is tried four times in all, after 1 s, 2 s and 4 s', async () => {
    const { api, customerCalls, watchCustomers } = setup()
    api.fail('GET', customersPath, { status: 500 }, Infinity)
    const result = watchCustomers()
    await vi.advanceTimersByTimeAsync(0)
    expect(customerCalls()).toBe(1)
    for (const [delay, callsAfter] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1)
      expect(customerCalls()).toBe(callsAfter - 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(customerCalls()).toBe(callsAfter)
    }
    await vi.advanceTimersByTimeAsync(60_000)
    expect(customerCalls()).toBe(4)
    expect(result().status).toBe('error')
    expect(result().error).toMatchObject({ status: 500 })
  })

  test('a 500 that recovers on a retry gives the data', async () => {
    const { api, customerCalls, watchCustomers } = setup()
    api.fail('GET', customersPath, { status: 503 }, 2)
    const result = watchCustomers()
    await vi.advanceTimersByTimeAsync(3000)
    expect(customerCalls()).toBe(3)
    // React Query hands results to subscribers on a zero-delay timer, which fake timers place 1 ms later.
    await vi.advanceTimersByTimeAsync(1)
    expect(result().data).toEqual({ results: [{ email: 'client@example.com' }] })
  })

  test('a network error is not retried: the query fails at once', async () => {
    const { api, customerCalls, watchCustomers } = setup()
    api.fail('GET', customersPath, 'network', Infinity)
    const result = watchCustomers()
    await vi.advanceTimersByTimeAsync(0)
    expect(result().status).toBe('error')
    expect(result().error).toBeInstanceOf(NetworkError)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(customerCalls()).toBe(1)
  })

  test('a 401 is handled inside the client: the query sees the data, not the 401', async () => {
    const { api, customerCalls, watchCustomers } = setup()
    api.expireAccessTokens()
    const result = watchCustomers()
    await vi.advanceTimersByTimeAsync(0)
    expect(result().data).toEqual({ results: [{ email: 'client@example.com' }] })
    expect(customerCalls()).toBe(2)
  })

  test('a query whose session ended is not retried and ends the session once', async () => {
    const { api, customerCalls, watchCustomers, onSessionEnd } = setup()
    api.expireAccessTokens()
    api.revokeRefreshTokens()
    const result = watchCustomers()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(result().error).toBeInstanceOf(SessionEndedError)
    expect(customerCalls()).toBe(1)
    expect(api.requestsTo('POST', fakePaths.refresh)).toHaveLength(1)
    expect(onSessionEnd).toHaveBeenCalledTimes(1)
  })
})

describe('cache', () => {
  test('data stays fresh for 10 minutes: no new request before, a new one after', async () => {
    const { queryClient, store, customerCalls } = setup()
    const options = () => ({
      queryKey: ['customers'],
      queryFn: () => store.get(httpAtom).json(customersPath, customersStruct),
    })
    await queryClient.fetchQuery(options())
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 1)
    await queryClient.fetchQuery(options())
    expect(customerCalls()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await queryClient.fetchQuery(options())
    expect(customerCalls()).toBe(2)
  })

  test('unused data is kept for 10 minutes, then dropped', async () => {
    const { queryClient, store } = setup()
    const unsubscribe = store.sub(customersAtom, () => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(queryClient.getQueryData(['customers'])).toBeDefined()
    unsubscribe()
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 1)
    expect(queryClient.getQueryData(['customers'])).toBeDefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(queryClient.getQueryData(['customers'])).toBeUndefined()
  })
})

describe('mutations', () => {
  test('are not retried, and their error reaches the caller', async () => {
    const { api, store } = setup()
    const path = '/v1/admin/users/customers/c1/issue-otp/'
    api.fail('POST', path, { status: 500 }, Infinity)
    const unsubscribe = store.sub(issueOtpAtom, () => undefined)
    const outcome = store
      .get(issueOtpAtom)
      .mutateAsync('c1')
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await outcome).toMatchObject({ status: 500 })
    expect(api.requestsTo('POST', path)).toHaveLength(1)
    unsubscribe()
  })
})
