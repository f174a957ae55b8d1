import { useEffect } from 'react'

/**
 * Runs `task` once, when the browser is first idle after the component mounts (a moment later where
 * requestIdleCallback is missing): for fetching code the first paint does not need. `task` should
 * be a stable function (declared at module level).
 */
export function useWhenIdle(task: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task())
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(task, 200)
    return () => clearTimeout(timer)
  }, [task])
}
