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

/** Past this many entries, a family forgets those no store has mounted (read once, never shown). */
const unmountedEntriesKept = 100

/**
 * One atom per parameters, keyed by their JSON: the atom for given parameters only ever holds what
 * they ask for, so a screen reading the atom of its own parameters needs no hand-off and no guard.
 * An entry is released once no store has it mounted; a new read makes it anew.
 */
export function atomFamilyByParams<Params, Value>(create: (params: Params) => Atom<Value>): (params: Params) => Atom<Value> {
  const entries = new Map<string, { atom: Atom<Value>; mounts: number }>()

  function forgetUnmounted(): void {
    for (const [key, entry] of entries) if (entry.mounts === 0) entries.delete(key)
  }

  return (params) => {
    const key = JSON.stringify(params) ?? ''
    const known = entries.get(key)
    if (known) return known.atom
    if (entries.size >= unmountedEntriesKept) forgetUnmounted()
    const inner = create(params)
    // Writable only so that jotai calls onMount for it (it does for writable atoms alone).
    const outer = atom(
      (get) => get(inner),
      () => undefined,
    )
    const entry = { atom: outer as Atom<Value>, mounts: 0 }
    outer.onMount = () => {
      entry.mounts += 1
      if (!entries.has(key)) entries.set(key, entry)
      return () => {
        entry.mounts -= 1
        if (entry.mounts === 0 && entries.get(key) === entry) entries.delete(key)
      }
    }
    entries.set(key, entry)
    return entry.atom
  }
}

/** Whether the data a family's entries show while theirs loads is the last answer one of them showed. */
export interface QueryFamilyOptions<Params> {
  /**
   * While an entry has no answer yet, it shows the last answer an entry of the family showed
   * (`isPlaceholderData`): a list keeps its previous page on screen while the next one loads. A
   * function names the entries that share one last answer (one chart's series, not another's).
   */
  keepLastShown?: boolean | ((params: Params) => string)
}

let familiesMade = 0

/**
 * The last answer a family showed, per slot, kept in the console's own QueryClient under a key of its
 * own: whatever empties the cache (sign-in, sign-out, a sign-out in another tab) forgets it too, so
 * nothing one person was shown is ever drawn for the next. It has no query function and no observer,
 * so it is never fetched and goes with the cache's garbage collection.
 */
function lastShownMemory<Data>() {
  familiesMade += 1
  const family = familiesMade
  const keyOf = (name: string) => ['last-shown', family, name] as const
  return {
    placeholder: (client: QueryClient, name: string) => () => client.getQueryData<Data>(keyOf(name)),
    /** A result as read: remembered when it is a real answer. */
    note<Result extends { data: Data | undefined; isSuccess: boolean; isPlaceholderData: boolean }>(
      client: QueryClient,
      name: string,
      result: Result,
    ): Result {
      if (!result.isSuccess || result.isPlaceholderData || result.data === undefined) return result
      if (client.getQueryData(keyOf(name)) !== result.data) client.setQueryData(keyOf(name), result.data)
      return result
    },
  }
}

function slotNamer<Params>(keepLastShown: QueryFamilyOptions<Params>['keepLastShown']): ((params: Params) => string) | null {
  if (typeof keepLastShown === 'function') return keepLastShown
  return keepLastShown ? () => '' : null
}

/**
 * A query atom per parameters: `optionsFor(params, http, get)` describes the one query of those
 * parameters (`get` reads atoms that never change, such as the journal's store). A parameter change is a move to another atom: the stale query loses its observer
 * (React Query aborts its request, the signal having been handed over) and the new one is asked
 * for once, when its atom is mounted.
 */
export function queryAtomFamily<Params, Data>(
  optionsFor: (params: Params, http: HttpClient, get: Getter) => UndefinedInitialDataOptions<Data, DefaultError, Data, QueryKey>,
  { keepLastShown = false }: QueryFamilyOptions<Params> = {},
): (params: Params) => Atom<AtomWithQueryResult<Data>> {
  const memory = lastShownMemory<Data>()
  const slotOf = slotNamer(keepLastShown)
  return atomFamilyByParams((params: Params) => {
    const slot = slotOf?.(params)
    const queryAtom = atomWithQuery((get) => {
      const options = optionsFor(params, get(httpAtom), get)
      if (slot === undefined) return options
      // What was shown is what the query gives: data, never a function.
      return { ...options, placeholderData: memory.placeholder(get(queryClientAtom), slot) as PlaceholderOf<Data> }
    })
    return atom((get) => {
      const result = get(queryAtom)
      return slot === undefined ? result : memory.note(get(queryClientAtom), slot, result)
    })
  })
}

type PlaceholderOf<Data> = UndefinedInitialDataOptions<Data, DefaultError, Data, QueryKey>['placeholderData']

type InfiniteResult<Data> = AtomWithInfiniteQueryResult<InfiniteData<Data, number>, DefaultError>

/** The same for a query of pages fetched one after another into one list. */
export function infiniteQueryAtomFamily<Params, Data>(
  optionsFor: (
    params: Params,
    http: HttpClient,
    get: Getter,
  ) => UndefinedInitialDataInfiniteOptions<Data, DefaultError, InfiniteData<Data, number>, QueryKey, number>,
  { keepLastShown = false }: QueryFamilyOptions<Params> = {},
): (params: Params) => Atom<InfiniteResult<Data>> {
  const memory = lastShownMemory<InfiniteData<Data, number>>()
  const slotOf = slotNamer(keepLastShown)
  return atomFamilyByParams((params: Params) => {
    const slot = slotOf?.(params)
    const queryAtom = atomWithInfiniteQuery((get) => {
      const options = optionsFor(params, get(httpAtom), get)
      return slot === undefined ? options : { ...options, placeholderData: memory.placeholder(get(queryClientAtom), slot) }
    })
    return atom((get) => {
      const result = get(queryAtom)
      return slot === undefined ? result : memory.note(get(queryClientAtom), slot, result)
    })
  })
}
