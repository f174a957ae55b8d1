import { useLayoutEffect, useMemo, useRef } from 'react'

/** One cancellable task a screen owns (a download, an export): see `useOwnedTask`. */
export interface OwnedTask {
  /** The new task's controller, or null while one is still running (a second click changes nothing). */
  begin(): AbortController | null
  /** Whether the task of `controller` is still the one running: not stopped, not left behind. */
  isCurrent(controller: AbortController): boolean
  /** Lets go of the task of `controller` as it ends; false when it was stopped or left meanwhile. */
  settle(controller: AbortController): boolean
  /** Aborts the running task; it still settles, and says how it ended. */
  abort(): void
  /** Aborts the running task and lets go of it at once, so nothing it still answers counts; false when none ran. */
  release(): boolean
}

/** One task at a time, aborted when the screen goes away (what it answers afterwards changes nothing). */
export function useOwnedTask(): OwnedTask {
  const controllerRef = useRef<AbortController | null>(null)

  // A layout effect: its cleanup runs as the screen is removed, not after the paint, so no page that
  // arrives in between can still count as the running task's.
  useLayoutEffect(
    () => () => {
      controllerRef.current?.abort()
      controllerRef.current = null
    },
    [],
  )

  return useMemo<OwnedTask>(
    () => ({
      begin() {
        if (controllerRef.current) return null
        const controller = new AbortController()
        controllerRef.current = controller
        return controller
      },
      isCurrent: (controller) => controllerRef.current === controller,
      settle(controller) {
        if (controllerRef.current !== controller) return false
        controllerRef.current = null
        return true
      },
      abort: () => controllerRef.current?.abort(),
      release() {
        const controller = controllerRef.current
        if (!controller) return false
        controllerRef.current = null
        controller.abort()
        return true
      },
    }),
    [],
  )
}
