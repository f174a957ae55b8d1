import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * The value of the latest render, for what is set up once and runs later (a key listener, a chart's
 * hooks, a callback handed out once): it calls the latest handler without being set up again. Read
 * it in effects and handlers, not while rendering; it is updated before any effect of the render runs.
 */
export function useLatest<Value>(value: Value): Readonly<RefObject<Value>> {
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  })
  return latest
}
