import type { DefaultError, QueryClient } from '@tanstack/react-query'
import { useAtomValue, type Atom } from 'jotai'
import { atomWithMutation, queryClientAtom, type AtomWithMutationResult, type MutationOptions } from 'jotai-tanstack-query'
import type { HttpClient } from '../../api/http'
import { httpAtom } from '../session/http'
import { journalChangeAtom, type JournalChange } from './change-journal'

/** What a change of the console works with: the API client, the query cache and the journal. */
export interface MutationContext {
  http: HttpClient
  client: QueryClient
  journalChange: (change: JournalChange) => Promise<void>
}

type MutationAtom<Data, Variables, Context> = Atom<AtomWithMutationResult<Data, DefaultError, Variables, Context>>

/** A mutation of the console, for a feature that owns it: `optionsFor` describes it with what it works with. */
export function consoleMutation<Data, Variables, Context>(
  optionsFor: (context: MutationContext) => MutationOptions<Data, DefaultError, Variables, Context>,
): MutationAtom<Data, Variables, Context> {
  return atomWithMutation((get) => optionsFor({ http: get(httpAtom), client: get(queryClientAtom), journalChange: get(journalChangeAtom) }))
}

/** The mutation's state and its `mutate` / `mutateAsync`. */
export function useConsoleMutation<Data, Variables, Context>(mutation: MutationAtom<Data, Variables, Context>) {
  return useAtomValue(mutation)
}
