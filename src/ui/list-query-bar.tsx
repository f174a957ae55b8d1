import { useEffect, useMemo } from 'react'
import { formatQuery, holdsPatch, localToday, parseQuery, type QueryGrammar } from '../lib/query-bar'
import type { ListFilter } from './list-filters'
import { QueryBar } from './query-bar'
import { queryGrammarOf } from './query-grammar'

/** What a list controller offers its query bar (state `useListController`). */
export interface ListQueryController<State> {
  state: State
  /** The query in the address ('' when none). */
  queryText: string
  /** Writes the query and the state it asks for together. */
  applyQuery: (text: string, patch: Partial<State>, options?: { replace?: boolean }) => void
  /** The API's name of each piece of state. */
  apiNames: Readonly<Record<string, string>>
  /** The state keys of extension filters the backend lacks. */
  unsupportedFilters: ReadonlySet<string>
}

const noneUnsupported: ReadonlySet<string> = new Set()

/**
 * The query bar and the filters as one state: the bar's grammar from the filters, the query the
 * state says when the address holds none, a filter's change written back as the query, and a query
 * in the address whose state the address lacks (typed, or a shared link) applied in place.
 */
export function useListQueryBar<State>(
  filters: readonly ListFilter<State>[],
  controller: Partial<ListQueryController<State>> & { state: State },
) {
  const { state, queryText = '', applyQuery, apiNames, unsupportedFilters = noneUnsupported } = controller
  const grammar: QueryGrammar = useMemo(
    () => queryGrammarOf(filters, apiNames ?? {}, unsupportedFilters),
    [filters, apiNames, unsupportedFilters],
  )
  const values = state as Record<string, unknown>
  useEffect(() => {
    if (!applyQuery || queryText === '') return
    const parsed = parseQuery(queryText, grammar, localToday())
    if (parsed.ok && !holdsPatch(values, parsed.patch)) applyQuery(queryText, parsed.patch as Partial<State>, { replace: true })
  }, [applyQuery, queryText, grammar, values])
  const enabled = applyQuery !== undefined && (grammar.fields.length > 0 || grammar.searchKey !== undefined)
  return {
    enabled,
    grammar,
    text: queryText || formatQuery(grammar, values),
    /**
     * A filter's change: a query in the address is rewritten to say the new state (it is not dropped);
     * without one the address holds the filters alone, and the bar says them as a query.
     */
    updateFilters: (update: (patch: Partial<State>) => void) => (patch: Partial<State>) =>
      applyQuery && queryText !== '' ? applyQuery(formatQuery(grammar, { ...values, ...patch }), patch) : update(patch),
    apply: (text: string, patch: Record<string, unknown>) => applyQuery?.(text, patch as Partial<State>),
  }
}

export interface ListQueryBarProps {
  bar: ReturnType<typeof useListQueryBar>
}

/** «Запрос» above a list's filters, when the list has fields or a search the bar can take. */
export function ListQueryBar({ bar }: ListQueryBarProps) {
  return bar.enabled ? <QueryBar grammar={bar.grammar} value={bar.text} onApply={bar.apply} /> : null
}
