import { useSetAtom, type WritableAtom } from 'jotai'
import { useLayoutEffect } from 'react'

/**
 * Hands a screen's parameters (from its URL) to the params atom its query atom reads. A layout
 * effect runs before the query atom is subscribed to (a passive effect), so the first request
 * already carries them; an equal value (a new object with the same fields) keeps the atom as it is.
 */
export function useQueryParams<T>(paramsAtom: WritableAtom<T, [(current: T) => T], void>, params: T): void {
  const setParams = useSetAtom(paramsAtom)
  useLayoutEffect(() => {
    const serialized = JSON.stringify(params)
    setParams((current) => (JSON.stringify(current) === serialized ? current : params))
  }, [params, setParams])
}
