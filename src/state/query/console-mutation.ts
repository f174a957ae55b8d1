import type { DefaultError, QueryClient, QueryKey } from '@tanstack/react-query'
import { useAtomValue, useStore, type Atom } from 'jotai'
import { atomWithMutation, queryClientAtom, type AtomWithMutationResult, type MutationOptions } from 'jotai-tanstack-query'
import { useCallback } from 'react'
import type { HttpClient } from '../../api/http'
import { httpAtom } from '../session/http'
import { journalChangeAtom, type JournalChange } from './change-journal'

/** What a change of the console works with: the API client, the query cache and the journal. */
export interface MutationContext {
  http: HttpClient
  client: QueryClient
  journalChange: (change: JournalChange) => Promise<void>
}

export type MutationAtom<Data, Variables, Context = unknown> = Atom<AtomWithMutationResult<Data, DefaultError, Variables, Context>>

/**
 * The one way the console writes: a mutation described with what it works with (`optionsFor`), its
 * cache update and journaling in its own callbacks. A form shows its state (`useConsoleMutation`); a
 * bulk run or a delete after its undo window only sends it (`useMutate`).
 */
export function consoleMutation<Data, Variables, Context>(
  optionsFor: (context: MutationContext) => MutationOptions<Data, DefaultError, Variables, Context>,
): MutationAtom<Data, Variables, Context> {
  return atomWithMutation((get) => optionsFor({ http: get(httpAtom), client: get(queryClientAtom), journalChange: get(journalChangeAtom) }))
}

/** The mutation's state and its `mutate` / `mutateAsync`. */
export function useConsoleMutation<Data, Variables, Context>(mutation: MutationAtom<Data, Variables, Context>) {
  return useAtomValue(mutation)
}

/**
 * Sends the mutation, for a caller that shows none of its state (each record of a bulk run, a delete
 * sent after its undo window): several may be under way at once, and none re-renders the caller.
 */
export function useMutate<Data, Variables, Context>(
  mutation: MutationAtom<Data, Variables, Context>,
): (variables: Variables) => Promise<Data> {
  const store = useStore()
  return useCallback((variables: Variables) => store.get(mutation).mutateAsync(variables), [store, mutation])
}

/** Makes the queries under `keys` stale and reads anew those shown: once, after a batch of writes that leave it to their caller. */
export function useRefreshAfterWrites(keys: readonly QueryKey[]): () => Promise<unknown> {
  const client = useAtomValue(queryClientAtom)
  return useCallback(() => refreshAfterWrites(client, keys), [client, keys])
}

export function refreshAfterWrites(client: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
}
