import { atom, type Atom } from 'jotai'
import { afterEach, describe, expect, test } from 'vitest'
import { customersList } from '../../src/api/customers'
import { financeOperationsList } from '../../src/api/finance'
import { invitedUsersList, referralCodesList, referralLinksList } from '../../src/api/referrals'
import { activeHeatmapModelQuery, latestOperationsQuery } from '../../src/features/dashboard/queries'
import { heatmapModelsQuery } from '../../src/features/heatmap-models/queries'
import { allFinanceOperationsQuery } from '../../src/features/operations/queries'
import { referrerCandidatesQuery } from '../../src/features/referrals/queries'
import { paletteCustomersQuery } from '../../src/features/users/queries'
import { customerQuery } from '../../src/state/domain/customers'
import { profileQuery } from '../../src/state/domain/profile'
import { statsOverallQuery } from '../../src/state/domain/stats'
import { attachQueryClient } from '../../src/state/query/attach-query-client'
import { queryAtom } from '../../src/state/query/define-query'
import { listQuery } from '../../src/state/query/list-query'
import { tokensAtom } from '../../src/state/session/session'
import { createConsoleContext, type ConsoleContext } from '../../src/state/store'
import { createFakeApi, fakePaths, type FakeApi } from '../support/fake-api'
import { customerPath, customersPath, ivan, serveCustomers } from '../support/fixtures/customers'
import { heatmapModelPaths, overallStatsPath } from '../support/fixtures/dashboard'
import { operationsPath, serveOperations } from '../support/fixtures/finance-operations'
import { referralPaths, serveReferrals } from '../support/fixtures/referrals'
import { untilAtom } from '../support/until-atom'

// One signal policy for every query of the console: its queryFn hands React Query's AbortSignal to
// the request, so a stale request is aborted, and a parameter change sends the new request once.

interface SentRequest {
  path: string
  query: URLSearchParams
  signal: AbortSignal | undefined
}

const contexts: ConsoleContext[] = []

afterEach(() => {
  for (const context of contexts.splice(0)) context.dispose()
})

/** A console over a fake API whose fetch records the signal of every request. */
function setup() {
  const api = createFakeApi()
  const sent: SentRequest[] = []
  const recordingFetch: typeof fetch = (input, init) => {
    const url = new URL(String(input), 'http://console.test')
    sent.push({ path: url.pathname, query: url.searchParams, signal: init?.signal ?? undefined })
    return api.fetch(input, init)
  }
  const context = createConsoleContext({ fetch: recordingFetch, onSessionEnd: () => undefined })
  contexts.push(context)
  context.store.set(tokensAtom, api.issueTokens())
  const sentTo = (path: string) => sent.filter((request) => request.path === path)
  return { api, ...context, queryClient: attachQueryClient(context.store), sentTo }
}

interface QueryCase {
  name: string
  queryAtom: Atom<unknown>
  path: string
}

const everyQuery: QueryCase[] = [
  { name: 'the customers list', queryAtom: queryAtom(listQuery(customersList), {}), path: customersPath },
  {
    name: "a customer's details (the page, the drawers, the operations filter's chip, the referrer)",
    queryAtom: queryAtom(customerQuery, ivan.customer_uuid),
    path: customerPath(ivan.customer_uuid),
  },
  { name: 'the operations list', queryAtom: queryAtom(listQuery(financeOperationsList), {}), path: operationsPath },
  { name: 'the long operations list', queryAtom: queryAtom(allFinanceOperationsQuery, {}), path: operationsPath },
  { name: "the palette's customer search", queryAtom: queryAtom(paletteCustomersQuery, 'ив'), path: customersPath },
  { name: 'the heatmap models', queryAtom: queryAtom(heatmapModelsQuery), path: heatmapModelPaths.list },
  { name: 'the active heatmap model', queryAtom: queryAtom(activeHeatmapModelQuery), path: heatmapModelPaths.active },
  { name: 'the overall figures', queryAtom: queryAtom(statsOverallQuery), path: overallStatsPath },
  { name: 'the latest operations', queryAtom: queryAtom(latestOperationsQuery), path: operationsPath },
  { name: 'the referral codes', queryAtom: queryAtom(listQuery(referralCodesList), {}), path: referralPaths.codes },
  {
    name: 'the invited users',
    queryAtom: queryAtom(listQuery(invitedUsersList), { customer_uuid: [ivan.customer_uuid] }),
    path: referralPaths.invited,
  },
  { name: 'the referral links', queryAtom: queryAtom(listQuery(referralLinksList), {}), path: referralPaths.links },
  { name: "the referrer picker's search", queryAtom: queryAtom(referrerCandidatesQuery, 'ив'), path: customersPath },
  { name: 'the profile', queryAtom: queryAtom(profileQuery), path: fakePaths.profile },
]

test.each(everyQuery)('$name hands its AbortSignal to the request: cancelling the query aborts it', async ({ queryAtom, path }) => {
  const { api, store, queryClient, sentTo } = setup()
  const held = api.hold('GET', path)
  store.sub(queryAtom, () => undefined)
  await held.arrived

  await queryClient.cancelQueries()

  expect(sentTo(path)).toHaveLength(1)
  expect(sentTo(path)[0]?.signal?.aborted).toBe(true)
})

type ListResult = { data?: unknown; isFetching: boolean; isPlaceholderData: boolean }

interface ParamsChangeCase {
  name: string
  /** The query atom of some parameters: a screen reads the one of its current parameters. */
  atomFor: (params: string) => Atom<ListResult>
  path: string
  serve: (api: FakeApi) => unknown
  /** The parameters first shown, then the newer ones. */
  first: string
  next: string
  /** The query parameter that tells the newer request from the stale one, and its newer value. */
  newer: [name: string, value: string]
}

const listsWithParameters: ParamsChangeCase[] = [
  {
    name: 'the customers list',
    atomFor: (search) => queryAtom(listQuery(customersList), search === '' ? {} : { search: [search] }),
    path: customersPath,
    serve: serveCustomers,
    first: '',
    next: 'иван',
    newer: ['search', 'иван'],
  },
  {
    name: "the palette's customer search",
    atomFor: (text) => queryAtom(paletteCustomersQuery, text),
    path: customersPath,
    serve: serveCustomers,
    first: 'ив',
    next: 'иван',
    newer: ['search', 'иван'],
  },
  {
    name: 'the operations list',
    atomFor: (page) => queryAtom(listQuery(financeOperationsList), page === '' ? {} : { page: [page] }),
    path: operationsPath,
    serve: serveOperations,
    first: '',
    next: '2',
    newer: ['page', '2'],
  },
  {
    name: 'the referral codes',
    atomFor: (search) => queryAtom(listQuery(referralCodesList), search === '' ? {} : { search: [search] }),
    path: referralPaths.codes,
    serve: serveReferrals,
    first: '',
    next: 'ив',
    newer: ['search', 'ив'],
  },
  {
    name: "the referrer picker's search",
    atomFor: (text) => queryAtom(referrerCandidatesQuery, text),
    path: customersPath,
    serve: serveCustomers,
    first: 'ив',
    next: 'иван',
    newer: ['search', 'иван'],
  },
]

/** What a screen reads: the query atom of its current parameters, which `change` moves on. */
function screenReading({ atomFor, first, next }: ParamsChangeCase) {
  const paramsAtom = atom(first)
  const queryAtom = atom((get) => get(atomFor(get(paramsAtom))))
  return { queryAtom, change: (store: ConsoleContext['store']) => store.set(paramsAtom, next) }
}

describe.each(listsWithParameters)('$name, when its parameters change', (listCase) => {
  const {
    path,
    serve,
    newer: [name, value],
  } = listCase
  test('aborts the stale request in flight and sends the newer one once', async () => {
    const { api, store, sentTo } = setup()
    const { queryAtom, change } = screenReading(listCase)
    serve(api)
    const held = api.hold('GET', path)
    store.sub(queryAtom, () => undefined)
    await held.arrived

    change(store)

    const [stale, newer, ...more] = sentTo(path)
    expect(stale?.signal?.aborted).toBe(true)
    expect(newer?.query.get(name)).toBe(value)
    expect(more).toEqual([])
    const result = await untilAtom(store, queryAtom, (current) => !current.isFetching && current.data !== undefined)
    expect(result.isPlaceholderData).toBe(false)
    expect(sentTo(path)).toHaveLength(2)
    expect(newer?.signal?.aborted).toBe(false)
  })

  test('sends exactly one request when nothing is in flight, and none while they stay', async () => {
    const { api, store, sentTo } = setup()
    const { queryAtom, change } = screenReading(listCase)
    serve(api)
    store.sub(queryAtom, () => undefined)
    await untilAtom(store, queryAtom, (current) => !current.isFetching && current.data !== undefined)

    change(store)
    await untilAtom(store, queryAtom, (current) => !current.isFetching && !current.isPlaceholderData)
    store.sub(queryAtom, () => undefined)()

    expect(sentTo(path)).toHaveLength(2)
    expect(sentTo(path)[1]?.query.get(name)).toBe(value)
    expect(sentTo(path).every((request) => request.signal?.aborted === false)).toBe(true)
  })
})

test("the palette's customer search and the referrer picker ask for the same page once: one key, one request", async () => {
  const { api, store, sentTo } = setup()
  serveCustomers(api)
  const fromPalette = queryAtom(paletteCustomersQuery, 'ив')
  const fromPicker = queryAtom(referrerCandidatesQuery, 'ив')
  store.sub(fromPalette, () => undefined)
  store.sub(fromPicker, () => undefined)

  const [paletteAnswer, pickerAnswer] = await Promise.all([
    untilAtom(store, fromPalette, (result) => result.isSuccess),
    untilAtom(store, fromPicker, (result) => result.isSuccess),
  ])

  expect(sentTo(customersPath)).toHaveLength(1)
  expect(pickerAnswer.data).toBe(paletteAnswer.data)
  expect(paletteAnswer.data?.results.length).toBeGreaterThan(0)
})
