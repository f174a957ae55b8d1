import { createContext, useContext } from 'react'
import { css } from 'styled-system/css'

/** Which rows of a list its export and bulk actions act on: the query that says its filters, and whether any is set. */
export interface ListScope {
  /** The query bar's text: typed, or said by the filters ('' when the list has no bar or no filter). */
  query: string
  /** A filter differs from its default (some are not said by the query: an account, «Мои заявки»). */
  filtered: boolean
}

const ListScopeContext = createContext<ListScope>({ query: '', filtered: false })

/** Set by the list page for everything on it, its dialogs included. */
export const ListScopeProvider = ListScopeContext.Provider

/** Whether the list is narrowed, so a confirmation has a query or filters to repeat. */
export function useListScope(): ListScope {
  return useContext(ListScopeContext)
}

const queryText = css({ fontFamily: 'mono', wordBreak: 'break-word' })

/**
 * One phrase (inline: put it in a paragraph) for every export and bulk confirmation: «Список по запросу: …», «Список по фильтрам
 * списка» (filters the query does not say), or «Весь список, без фильтров».
 */
export function ListScopeNote() {
  const { query, filtered } = useListScope()
  if (query !== '')
    return (
      <span>
        Список по запросу: <span className={queryText}>{query}</span>
      </span>
    )
  return <span>{filtered ? 'Список по фильтрам, выбранным на странице' : 'Весь список, без фильтров'}</span>
}
