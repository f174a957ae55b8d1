import { atom, useAtomValue, type Atom } from 'jotai'
import { atomFamilyByParams } from './atom-family'
import { queryAtom, type Query } from './define-query'

/** What a read that asks nothing holds (`useRead(null, …)`): no data, no request. */
export interface NotAsked {
  data: undefined
  error: null
  isError: false
  isPending: false
  isSuccess: false
  isFetching: false
  isPlaceholderData: false
  refetch: () => Promise<unknown>
}

const notAskedAtom = atom<NotAsked>({
  data: undefined,
  error: null,
  isError: false,
  isPending: false,
  isSuccess: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => Promise.resolve(),
})

/**
 * The one way to read data: the result of `query` for `params` (omitted for a query of none). A
 * null query asks nothing while the screen says so (a filter the backend is not known to take).
 */
export function useRead<Result>(query: Query<void, Result>): Result
export function useRead<Result>(query: Query<void, Result> | null): Result | NotAsked
export function useRead<Params, Result>(query: Query<Params, Result>, params: Params): Result
export function useRead<Params, Result>(query: Query<Params, Result> | null, params: Params): Result | NotAsked
export function useRead<Params, Result>(query: Query<Params, Result> | null, params?: Params): Result | NotAsked {
  // Only a query of no parameters is read without them (the overloads above).
  return useAtomValue(query ? queryAtom(query, params as Params) : notAskedAtom)
}

type Group<Params, Result> = (paramsList: readonly Params[]) => Atom<Result[]>

const groupsByQuery = new WeakMap<object, unknown>()

function groupOf<Params, Result>(query: Query<Params, Result>): Group<Params, Result> {
  let group = groupsByQuery.get(query) as Group<Params, Result> | undefined
  if (!group) {
    group = atomFamilyByParams((paramsList: readonly Params[]) => atom((get) => paramsList.map((params) => get(queryAtom(query, params)))))
    groupsByQuery.set(query, group)
  }
  return group
}

/** The results of `query` for several parameters at once (one chart's series), in their order. */
export function useReads<Params, Result>(query: Query<Params, Result>, paramsList: readonly Params[]): Result[] {
  return useAtomValue(groupOf(query)(paramsList))
}
