import type { DefaultError, InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import { atom, type Atom, type Getter } from 'jotai'
import {
  atomWithInfiniteQuery,
  atomWithQuery,
  queryClientAtom,
  type AtomWithInfiniteQueryResult,
  type AtomWithQueryResult,
  type UndefinedInitialDataInfiniteOptions,
  type UndefinedInitialDataOptions,
} from 'jotai-tanstack-query'
import type { HttpClient } from '../../api/http'
import { httpAtom } from '../session/http'
import { atomFamilyByParams } from './atom-family'
import { lastShownMemory, type KeepLastShown } from './last-shown'

/** What a query is described with: the API client, and `get` for atoms that never change (the journal's store, the token). */
export interface QueryContext {
  http: HttpClient
  get: Getter
}

/** The query of one entry: its key (from the endpoint's keys), its fetch and its few options. */
export interface QueryDescription<Data, FetchContext> {
  key: QueryKey
  /** Hands the signal to the request: a stale query's request is aborted. */
  fetch: (context: FetchContext) => Promise<Data>
  /** false asks nothing (a list that needs a choice first, no access token). @default true */
  enabled?: boolean
  staleTime?: number
  /** Read again this often (ms), or not (false). */
  refetchInterval?: () => number | false
}

export interface PlainFetch {
  signal: AbortSignal
}

export interface PagedFetch extends PlainFetch {
  /** The page asked for: `paging.first`, then what `paging.next` says. */
  page: number
}

/** A list fetched page after page into one (`InfiniteData`): the first page, and the one after `last` (undefined: no more). */
export interface Paging<Data> {
  first: number
  next: (last: Data, pages: Data[]) => number | undefined
}

export interface QueryOptions<Params> {
  keepLastShown?: KeepLastShown<Params>
}

export type QueryResult<Data> = AtomWithQueryResult<Data>
export type PagedQueryResult<Data> = AtomWithInfiniteQueryResult<InfiniteData<Data, number>, DefaultError>

declare const resultOf: unique symbol

/** A query per parameters, read with `useRead` (state/query/use-read); opaque to everyone else. */
export interface Query<Params, Result> {
  readonly [resultOf]: (params: Params) => Result
}

const atomFamilies = new WeakMap<object, (params: never) => Atom<unknown>>()
const plainDescriptions = new WeakMap<object, Describe<never, unknown, PlainFetch>>()

function asQuery<Params, Result>(family: (params: Params) => Atom<Result>): Query<Params, Result> {
  const query = Object.freeze({}) as Query<Params, Result>
  atomFamilies.set(query, family)
  return query
}

/**
 * The entry of `params` read from the server now, whatever its age, into the same cache entry (what
 * its readers then show): for state/query's `useFetchAnew`.
 */
export function fetchAnew<Params, Data>(
  client: QueryClient,
  query: Query<Params, QueryResult<Data>>,
  params: Params,
  context: QueryContext,
): Promise<Data> {
  const describe = plainDescriptions.get(query) as Describe<Params, Data, PlainFetch> | undefined
  if (!describe) throw new Error('Not a query of defineQuery without paging')
  const description = describe(params, context)
  return client.fetchQuery({ queryKey: description.key, queryFn: ({ signal }) => description.fetch({ signal }), staleTime: 0 })
}

/** The atom of a query's entry: for state/query's hooks and the tests alone (the lint refuses it elsewhere). */
export function queryAtom<Result>(query: Query<void, Result>): Atom<Result>
export function queryAtom<Params, Result>(query: Query<Params, Result>, params: Params): Atom<Result>
export function queryAtom<Params, Result>(query: Query<Params, Result>, params?: Params): Atom<Result> {
  const family = atomFamilies.get(query) as ((params?: Params) => Atom<Result>) | undefined
  if (!family) throw new Error('Not a query of defineQuery')
  return family(params)
}

type Describe<Params, Data, FetchContext> = (params: Params, context: QueryContext) => QueryDescription<Data, FetchContext>

type PlaceholderOf<Data> = UndefinedInitialDataOptions<Data, DefaultError, Data, QueryKey>['placeholderData']
type PagedPlaceholderOf<Data> = UndefinedInitialDataInfiniteOptions<
  Data,
  DefaultError,
  InfiniteData<Data, number>,
  QueryKey,
  number
>['placeholderData']

/** The options React Query is handed for a description (those it leaves out keep the QueryClient's defaults). */
function optionsOf<Data, FetchContext>(description: QueryDescription<Data, FetchContext>) {
  const { key, enabled, staleTime, refetchInterval } = description
  return {
    queryKey: key,
    ...(enabled !== undefined && { enabled }),
    ...(staleTime !== undefined && { staleTime }),
    ...(refetchInterval && { refetchInterval }),
  }
}

function plainFamily<Params, Data>(describe: Describe<Params, Data, PlainFetch>, options: QueryOptions<Params>) {
  const memory = lastShownMemory<Params, Data>(options.keepLastShown ?? false)
  return atomFamilyByParams((params: Params) => {
    const slot = memory.slotOf(params)
    const resultAtom = atomWithQuery<Data>((get) => {
      const description = describe(params, { http: get(httpAtom), get })
      return {
        ...optionsOf(description),
        queryFn: ({ signal }: PlainFetch) => description.fetch({ signal }),
        // What was shown is what the query gives: data, never a function.
        ...(slot !== undefined && { placeholderData: memory.placeholder(get(queryClientAtom), slot) as PlaceholderOf<Data> }),
      }
    })
    return atom((get) => {
      const result = get(resultAtom)
      return slot === undefined ? result : memory.note(get(queryClientAtom), slot, result)
    })
  })
}

function pagedFamily<Params, Data>(describe: Describe<Params, Data, PagedFetch>, options: QueryOptions<Params> & { paging: Paging<Data> }) {
  const memory = lastShownMemory<Params, InfiniteData<Data, number>>(options.keepLastShown ?? false)
  const { first, next } = options.paging
  return atomFamilyByParams((params: Params) => {
    const slot = memory.slotOf(params)
    const resultAtom = atomWithInfiniteQuery<Data, DefaultError, InfiniteData<Data, number>, QueryKey, number>((get) => {
      const description = describe(params, { http: get(httpAtom), get })
      return {
        ...optionsOf(description),
        ...(slot !== undefined && { placeholderData: memory.placeholder(get(queryClientAtom), slot) as PagedPlaceholderOf<Data> }),
        queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) => description.fetch({ signal, page: pageParam }),
        initialPageParam: first,
        getNextPageParam: next,
      }
    })
    return atom((get) => {
      const result = get(resultAtom)
      return slot === undefined ? result : memory.note(get(queryClientAtom), slot, result)
    })
  })
}

/**
 * The one way a query is made: `describe(params, {http, get})` says the query of those parameters,
 * and each parameters get their own atom (keyed by their JSON), so a parameter change is a move to
 * another atom: the stale query loses its observer (React Query aborts its request, the signal
 * having been handed over) and the new one is asked for once, when read. A query of no parameters
 * is one of `void`; `paging` makes it a list fetched page after page into one.
 */
export function defineQuery<Params, Data>(
  describe: Describe<Params, Data, PagedFetch>,
  options: QueryOptions<Params> & { paging: Paging<Data> },
): Query<Params, PagedQueryResult<Data>>
export function defineQuery<Params, Data>(
  describe: Describe<Params, Data, PlainFetch>,
  options?: QueryOptions<Params>,
): Query<Params, QueryResult<Data>>
export function defineQuery<Params, Data>(
  describe: Describe<Params, Data, PagedFetch>,
  options: QueryOptions<Params> & { paging?: Paging<Data> } = {},
): Query<Params, QueryResult<Data>> | Query<Params, PagedQueryResult<Data>> {
  const { paging } = options
  if (paging) return asQuery(pagedFamily(describe, { ...options, paging }))
  // Without paging, the overloads hand a description whose fetch takes no page.
  const plain = describe as Describe<Params, Data, PlainFetch>
  const query = asQuery(plainFamily(plain, options))
  plainDescriptions.set(query, plain)
  return query
}
