import { hashKey, type QueryKey } from '@tanstack/react-query'
import { useAtomValue, useStore } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { httpAtom } from '../session/http'
import { fetchAnew, type Query, type QueryResult } from './define-query'

/**
 * A query's entry read from the server now, whatever its age (a record as it is after a 412, before a
 * retry): the answer, which its readers show too.
 */
export function useFetchAnew<Params, Data>(query: Query<Params, QueryResult<Data>>): (params: Params) => Promise<Data> {
  const store = useStore()
  const client = useAtomValue(queryClientAtom)
  const http = useAtomValue(httpAtom)
  return useCallback((params: Params) => fetchAnew(client, query, params, { http, get: store.get }), [client, http, store, query])
}

/**
 * A drawer that acts on a record reads it anew each time it opens, whatever the cache time: the
 * record's query is made stale (so it is fetched as soon as it is shown) and fetched now if it is
 * shown already. True once that query has been answered since this opening; `queryKey` undefined:
 * no record.
 */
export function useReadAnewOnOpen(queryKey: QueryKey | undefined): boolean {
  const client = useAtomValue(queryClientAtom)
  const hash = queryKey === undefined ? '' : hashKey(queryKey)
  const answers = queryKey === undefined ? 0 : (client.getQueryState(queryKey)?.dataUpdateCount ?? 0)
  const [opening, setOpening] = useState({ hash, answers })
  // Another record in the same drawer is another opening.
  if (opening.hash !== hash) setOpening({ hash, answers })
  const askedFor = useRef('')
  // After every render until done: the query exists only once the drawer's query atom has read the new key.
  useEffect(() => {
    if (queryKey === undefined || askedFor.current === hash) return
    const query = client.getQueryCache().find({ queryKey, exact: true })
    if (!query) return
    askedFor.current = hash
    query.invalidate()
    void client.refetchQueries({ queryKey, exact: true, type: 'active' })
  })
  return queryKey !== undefined && opening.hash === hash && answers > opening.answers
}
