import { atom, useStore } from 'jotai'
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom'

/** The search string last asked for, and the one shown when it was asked: until the router shows it. */
export const pendingSearchAtom = atom<{ shown: string; asked: string } | null>(null)

export type SearchChange = (current: URLSearchParams) => URLSearchParams

/**
 * The URL's search params, and a change built on what was last asked for rather than on what is
 * shown. A navigation waits for the route's loaders, and react-router's functional
 * `setSearchParams` reads the shown location: a second change made meanwhile (a checkbox, then a
 * date) would silently drop the first.
 */
export function useUrlSearch(): [URLSearchParams, (change: SearchChange, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const store = useStore()
  const searchParams = useMemo(() => new URLSearchParams(search), [search])
  const changeSearch = useCallback(
    (change: SearchChange, options?: NavigateOptions) => {
      const pending = store.get(pendingSearchAtom)
      const base = pending?.shown === search ? pending.asked : search
      const next = change(new URLSearchParams(base)).toString()
      const asked = next === '' ? '' : `?${next}`
      store.set(pendingSearchAtom, { shown: search, asked })
      void navigate({ pathname, search: asked }, options)
    },
    [navigate, pathname, search, store],
  )
  return [searchParams, changeSearch]
}
