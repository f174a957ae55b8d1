import { useEffect } from 'react'
import { tinykeys } from 'tinykeys'
import { useLatest } from '../../hooks/use-latest'
import { useListedShortcut } from './use-screen-shortcut'

/**
 * A chord ('Alt+KeyT') of one drawer: it works wherever the focus is inside the drawer, a field
 * included, and not while a dialog over it holds the focus. `inside`: an element of the drawer (none yet: not bound).
 * The shortcut sheet («?», opened from the drawer) lists it with `label` while it is bound.
 */
export function useDrawerShortcut(inside: HTMLElement | null, binding: string, action: () => void, label: string): void {
  useListedShortcut(binding, inside ? label : undefined)
  const latest = useLatest(action)
  useEffect(() => {
    const drawer = inside?.closest<HTMLElement>('[role="dialog"]')
    if (!drawer) return
    return tinykeys(drawer, {
      [binding]: (event) => {
        if (event.defaultPrevented) return
        event.preventDefault()
        latest.current()
      },
    })
  }, [inside, binding, latest])
}
