import { keepPreviousData, QueryClient } from '@tanstack/react-query'
import { atom, createStore, type Atom } from 'jotai'
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query'
import { describe, expect, test } from 'vitest'
import { createHttpClient } from '../../src/api/http'
import { defineQuery, queryAtom } from '../../src/state/query/define-query'
import { httpAtom } from '../../src/state/session/http'
import { untilAtom } from '../support/until-atom'

// How a screen's query treats its requests when its parameters change: it reads the query atom of
// its current parameters (state/query's families), so a parameter change aborts the stale request
// (its AbortSignal fires) and sends the new one once. A query atom whose options follow other atoms
// would send it twice: jotai-tanstack-query 0.11 issue #140, shown at the end of this file.

interface RecordedCall {
  search: string
  signal: AbortSignal
  answer(): void
}

function recordingFetcher() {
  const calls: RecordedCall[] = []
  const fetchPage = (search: string, signal: AbortSignal) =>
    new Promise<string>((resolve) => {
      calls.push({ search, signal, answer: () => resolve(`page for «${search}»`) })
    })
  return { calls, fetchPage, searches: () => calls.map((call) => call.search) }
}

/** A store with a QueryClient of React Query's defaults (stale at once), as a bare app would have. */
function bareStore() {
  const store = createStore()
  store.set(queryClientAtom, new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  // The families hand their options the API client; these queries fetch without it.
  store.set(
    httpAtom,
    createHttpClient({ host: '', fetch: () => Promise.reject(new Error('no network')), onSessionEnd: () => undefined, tokens: noTokens }),
  )
  return store
}

const noTokens = { getAccess: () => '', getRefresh: () => '', set: () => undefined, clear: () => undefined, reload: () => undefined }

/** A screen reading the query atom of its current search; the previous answer stays while the next loads. */
function setup() {
  const store = bareStore()
  const searchAtom = atom({ text: 'ив' })
  const fetcher = recordingFetcher()
  const searchPages = defineQuery(
    (search: string) => ({
      key: ['search', search],
      fetch: ({ signal }) => fetcher.fetchPage(search, signal),
    }),
    { keepLastShown: true },
  )
  const searchQueryAtom = atom((get) => get(queryAtom(searchPages, get(searchAtom).text)))
  const setSearch = (text: string) => store.set(searchAtom, { text })
  return { store, fetcher, searchQueryAtom, setSearch }
}

function untilData<Value>(store: ReturnType<typeof createStore>, queryAtom: Atom<{ data?: Value; isFetching: boolean }>, data: Value) {
  return untilAtom(store, queryAtom, (result) => !result.isFetching && result.data === data)
}

describe('a query atom whose parameters change', () => {
  test('aborts the request in flight and sends the newer one once', async () => {
    const { store, fetcher, searchQueryAtom, setSearch } = setup()
    store.sub(searchQueryAtom, () => undefined)
    expect(fetcher.searches()).toEqual(['ив'])
    const [stale] = fetcher.calls

    setSearch('ива')

    expect(stale?.signal.aborted).toBe(true)
    expect(fetcher.searches()).toEqual(['ив', 'ива'])
    const [, current] = fetcher.calls
    expect(current?.signal.aborted).toBe(false)

    current?.answer()
    expect((await untilData(store, searchQueryAtom, 'page for «ива»')).data).toBe('page for «ива»')
    expect(fetcher.searches()).toEqual(['ив', 'ива'])
  })

  test('with nothing in flight sends exactly one request, showing the previous page meanwhile', async () => {
    const { store, fetcher, searchQueryAtom, setSearch } = setup()
    store.sub(searchQueryAtom, () => undefined)
    fetcher.calls[0]?.answer()
    await untilData(store, searchQueryAtom, 'page for «ив»')

    setSearch('иван')

    expect(fetcher.searches()).toEqual(['ив', 'иван'])
    expect(fetcher.calls[1]?.signal.aborted).toBe(false)
    const meanwhile = store.get(searchQueryAtom)
    expect(meanwhile).toMatchObject({ data: 'page for «ив»', isPlaceholderData: true, isFetching: true })

    fetcher.calls[1]?.answer()
    await untilData(store, searchQueryAtom, 'page for «иван»')
    expect(fetcher.searches()).toEqual(['ив', 'иван'])
    expect(fetcher.calls.map((call) => call.signal.aborted)).toEqual([false, false])
  })

  test('a chain of quick changes leaves one request in flight: the newest', async () => {
    const { store, fetcher, searchQueryAtom, setSearch } = setup()
    store.sub(searchQueryAtom, () => undefined)

    setSearch('ива')
    setSearch('иван')

    expect(fetcher.searches()).toEqual(['ив', 'ива', 'иван'])
    expect(fetcher.calls.filter((call) => !call.signal.aborted).map((call) => call.search)).toEqual(['иван'])
    fetcher.calls[2]?.answer()
    await untilData(store, searchQueryAtom, 'page for «иван»')
    expect(fetcher.calls).toHaveLength(3)
  })
})

describe('a mounted query atom whose parameters stay', () => {
  test('is not asked again when its parameters are set to equal values', async () => {
    const { store, fetcher, searchQueryAtom, setSearch } = setup()
    store.sub(searchQueryAtom, () => undefined)
    fetcher.calls[0]?.answer()
    await untilData(store, searchQueryAtom, 'page for «ив»')

    setSearch('ив')

    expect(store.get(searchQueryAtom)).toMatchObject({ data: 'page for «ив»', isFetching: false })
    expect(fetcher.searches()).toEqual(['ив'])
  })

  test('is not asked again when another reader comes and goes', async () => {
    const { store, fetcher, searchQueryAtom } = setup()
    store.sub(searchQueryAtom, () => undefined)
    fetcher.calls[0]?.answer()
    await untilData(store, searchQueryAtom, 'page for «ив»')

    const unsubscribe = store.sub(searchQueryAtom, () => undefined)
    unsubscribe()

    expect(store.get(searchQueryAtom)).toMatchObject({ data: 'page for «ив»', isFetching: false })
    expect(fetcher.searches()).toEqual(['ив'])
  })
})

test('an infinite query atom aborts the stale first page and asks once for the new one', async () => {
  const store = bareStore()
  const searchAtom = atom('ив')
  const fetcher = recordingFetcher()
  const allPages = defineQuery(
    (search: string) => ({
      key: ['all-pages', search],
      fetch: ({ signal }) => fetcher.fetchPage(search, signal),
    }),
    { paging: { first: 1, next: () => undefined } },
  )
  const pagesAtom = atom((get) => get(queryAtom(allPages, get(searchAtom))))
  store.sub(pagesAtom, () => undefined)

  store.set(searchAtom, 'ива')

  expect(fetcher.searches()).toEqual(['ив', 'ива'])
  expect(fetcher.calls.map((call) => call.signal.aborted)).toEqual([true, false])
  fetcher.calls[1]?.answer()
  const result = await untilAtom(store, pagesAtom, (value) => !value.isFetching && value.data !== undefined)
  expect(result.data?.pages).toEqual(['page for «ива»'])
  expect(fetcher.calls).toHaveLength(2)
})

// jotai-tanstack-query 0.11 issue #140: a query atom whose options change with another atom swaps
// its result subscription, leaving its observer without listeners for a moment, so the new query is
// cancelled and sent again. state/query never changes a query atom's options (an atom per
// parameters); when this test fails, the library has fixed it.
test('jotai-tanstack-query #140: a query atom whose options change sends the new request twice', () => {
  const store = bareStore()
  const searchAtom = atom('ив')
  const fetcher = recordingFetcher()
  const searchQueryAtom = atomWithQuery((get) => {
    const search = get(searchAtom)
    return {
      queryKey: ['search', search],
      queryFn: ({ signal }) => fetcher.fetchPage(search, signal),
      placeholderData: keepPreviousData,
    }
  })
  store.sub(searchQueryAtom, () => undefined)

  store.set(searchAtom, 'ива')

  expect(fetcher.searches()).toEqual(['ив', 'ива', 'ива'])
})
