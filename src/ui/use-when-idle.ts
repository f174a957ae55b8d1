import { useEffect } from 'react'
import { whenIdle } from '../lib/when-idle'

/**
 * Runs `task` once, when the browser is first idle after the component mounts: for fetching code the
 * first paint does not need. `task` should be a stable function (declared at module level).
 */
export function useWhenIdle(task: () => void): void {
  useEffect(() => whenIdle(task), [task])
}
