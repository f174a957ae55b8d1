import { afterEach, describe, expect, test } from 'vitest'
import type { Atom } from 'jotai'
import { customersListAtoms, drawerCustomerAtoms, operationsCustomerAtoms, screenCustomerAtoms } from '../../src/state/customers'
import { activeHeatmapModelQueryAtom, latestOperationsQueryAtom, statsOverallQueryAtom } from '../../src/state/dashboard'
import { allFinanceOperationsQueryAtom, financeOperationsListAtoms } from '../../src/state/finance'
import { heatmapModelsQueryAtom } from '../../src/state/heatmap-models'
import { paletteCustomerSearchAtom, paletteCustomersQueryAtom } from '../../src/state/palette-customers'
import {
  invitedUsersAtoms,
  referralCodesAtoms,
  referralLinksAtoms,
  referrerAtoms,
  referrerCandidatesAtoms,
} from '../../src/state/referrals'
import { profileAtom } from '../../src/state/profile'
import { tokensAtom } from '../../src/state/session'
import { createConsoleContext, type ConsoleContext, type ConsoleStore } from '../../src/state/store'
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
  return { api, ...context, sentTo }
}

interface QueryCase {
  name: string
  queryAtom: Atom<unknown>
  path: string
  /** Sets what the query needs to be enabled. */
  prepare?: (store: ConsoleStore) => void
}

const everyQuery: QueryCase[] = [
  { name: 'the customers list', queryAtom: customersListAtoms.queryAtom, path: customersPath },
  {
    name: 'the customer page',
    queryAtom: screenCustomerAtoms.queryAtom,
    path: customerPath(ivan.customer_uuid),
    prepare: (store) => store.set(screenCustomerAtoms.uuidAtom, ivan.customer_uuid),
  },
  {
    name: "a drawer's customer",
    queryAtom: drawerCustomerAtoms.queryAtom,
    path: customerPath(ivan.customer_uuid),
    prepare: (store) => store.set(drawerCustomerAtoms.uuidAtom, ivan.customer_uuid),
  },
  { name: 'the operations list', queryAtom: financeOperationsListAtoms.queryAtom, path: operationsPath },
  { name: 'the long operations list', queryAtom: allFinanceOperationsQueryAtom, path: operationsPath },
  {
    name: "the operations filter's customer",
    queryAtom: operationsCustomerAtoms.queryAtom,
    path: customerPath(ivan.customer_uuid),
    prepare: (store) => store.set(operationsCustomerAtoms.uuidAtom, ivan.customer_uuid),
  },
  {
    name: "the palette's customer search",
    queryAtom: paletteCustomersQueryAtom,
    path: customersPath,
    prepare: (store) => store.set(paletteCustomerSearchAtom, 'ив'),
  },
  { name: 'the heatmap models', queryAtom: heatmapModelsQueryAtom, path: heatmapModelPaths.list },
  { name: 'the active heatmap model', queryAtom: activeHeatmapModelQueryAtom, path: heatmapModelPaths.active },
  { name: 'the overall figures', queryAtom: statsOverallQueryAtom, path: overallStatsPath },
  { name: 'the latest operations', queryAtom: latestOperationsQueryAtom, path: operationsPath },
  { name: 'the referral codes', queryAtom: referralCodesAtoms.queryAtom, path: referralPaths.codes },
  {
    name: 'the invited users',
    queryAtom: invitedUsersAtoms.queryAtom,
    path: referralPaths.invited,
    prepare: (store) => store.set(invitedUsersAtoms.paramsAtom, { customer_uuid: [ivan.customer_uuid] }),
  },
  { name: 'the referral links', queryAtom: referralLinksAtoms.queryAtom, path: referralPaths.links },
  {
    name: 'the referrer',
    queryAtom: referrerAtoms.queryAtom,
    path: customerPath(ivan.customer_uuid),
    prepare: (store) => store.set(referrerAtoms.uuidAtom, ivan.customer_uuid),
  },
  {
    name: "the referrer picker's search",
    queryAtom: referrerCandidatesAtoms.queryAtom,
    path: customersPath,
    prepare: (store) => store.set(referrerCandidatesAtoms.paramsAtom, { search: ['ив'] }),
  },
  { name: 'the profile', queryAtom: profileAtom, path: fakePaths.profile },
]

test.each(everyQuery)('$name hands its AbortSignal to the request: cancelling the query aborts it', async ({ queryAtom, path, prepare }) => {
  const { api, store, queryClient, sentTo } = setup()
  const held = api.hold('GET', path)
  prepare?.(store)
  store.sub(queryAtom, () => undefined)
  await held.arrived

  await queryClient.cancelQueries()

  expect(sentTo(path)).toHaveLength(1)
  expect(sentTo(path)[0]?.signal?.aborted).toBe(true)
})

interface ParamsChangeCase {
  name: string
  queryAtom: Atom<{ data?: unknown; isFetching: boolean; isPlaceholderData: boolean }>
  path: string
  serve: (api: FakeApi) => unknown
  start: (store: ConsoleStore) => void
  change: (store: ConsoleStore) => void
  /** The query parameter that tells the newer request from the stale one, and its newer value. */
  newer: [name: string, value: string]
}

const listsWithParameters: ParamsChangeCase[] = [
  {
    name: 'the customers list',
    queryAtom: customersListAtoms.queryAtom,
    path: customersPath,
    serve: serveCustomers,
    start: () => undefined,
    change: (store) => store.set(customersListAtoms.paramsAtom, { search: ['иван'] }),
    newer: ['search', 'иван'],
  },
  {
    name: "the palette's customer search",
    queryAtom: paletteCustomersQueryAtom,
    path: customersPath,
    serve: serveCustomers,
    start: (store) => store.set(paletteCustomerSearchAtom, 'ив'),
    change: (store) => store.set(paletteCustomerSearchAtom, 'иван'),
    newer: ['search', 'иван'],
  },
  {
    name: 'the operations list',
    queryAtom: financeOperationsListAtoms.queryAtom,
    path: operationsPath,
    serve: serveOperations,
    start: () => undefined,
    change: (store) => store.set(financeOperationsListAtoms.paramsAtom, { page: ['2'] }),
    newer: ['page', '2'],
  },
  {
    name: 'the referral codes',
    queryAtom: referralCodesAtoms.queryAtom,
    path: referralPaths.codes,
    serve: serveReferrals,
    start: () => undefined,
    change: (store) => store.set(referralCodesAtoms.paramsAtom, { search: ['ив'] }),
    newer: ['search', 'ив'],
  },
  {
    name: "the referrer picker's search",
    queryAtom: referrerCandidatesAtoms.queryAtom,
    path: customersPath,
    serve: serveCustomers,
    start: (store) => store.set(referrerCandidatesAtoms.paramsAtom, { search: ['ив'] }),
    change: (store) => store.set(referrerCandidatesAtoms.paramsAtom, { search: ['иван'] }),
    newer: ['search', 'иван'],
  },
]

describe.each(listsWithParameters)('$name, when its parameters change', ({ queryAtom, path, serve, start, change, newer: [name, value] }) => {
  test('aborts the stale request in flight and sends the newer one once', async () => {
    const { api, store, sentTo } = setup()
    serve(api)
    const held = api.hold('GET', path)
    start(store)
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
    serve(api)
    start(store)
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
